import type { Readable } from 'node:stream';
import { prefixValidationFailed } from '@fin-atlas/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Request contracts. Every route declares what it reads as zod schemas in its route options
 * (`schema: { params, querystring, body }`, from packages/domain where the web shares them) and its
 * answers (`schema.response`). One validator checks the input before the handler runs, after the
 * access gate, and answers a broken contract with one 422 shape; the handler gets the parsed, typed
 * values. Answers are written as they are (plain JSON), never reshaped by their schema.
 */

export type InputPart = 'body' | 'querystring' | 'params' | 'headers';
export type InputFailure = { part: InputPart; issues: readonly z.core.$ZodIssue[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route answers input that breaks its contract, when it must differ from the standard
     * 422 (an unknown id in the path that reads as "not found", a report's own 400 wording).
     */
    rejectInput?: (failure: InputFailure) => Error;
  }
  interface FastifySchema {
    /** A multipart form the handler reads from its stream: documented in the OpenAPI document only. */
    multipart?: z.ZodObject;
  }
}

/** A Fastify instance whose routes' request and reply types come from their zod schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const typed = (app: FastifyInstance): ApiInstance => app.withTypeProvider<ZodTypeProvider>();

/** Where a validation failure waits for the access gate: it must not answer before a 401 or 403. */
class ContractViolation extends Error {
  readonly statusCode = 422;
  constructor(readonly failure: InputFailure) {
    super('request contract violated');
  }
}

// zod's own English messages; anything else with a capital is a sentence a contract's author wrote.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too small|Too big|Unrecognized key)/;

/**
 * The first problem in words: an author's sentence (or a text that names its field) as written, any
 * other wording after the field it is about ("page: Too small: expected number to be >=1").
 */
function problemText(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  const field = issue.path.at(-1);
  const sentence = /^[A-Z]/.test(issue.message) && !ZOD_DEFAULT_MESSAGE.test(issue.message);
  const namesField = field !== undefined && issue.message.startsWith(String(field));
  if (issue.code === 'custom' || sentence || namesField || path === '') return issue.message;
  return `${path}: ${issue.message}`;
}

/**
 * The one answer to input that breaks a contract: 422 `validation_failed`, the first problem in the
 * message ("Validation failed. page: Too small: expected number to be >=1") and every problem by field.
 */
export function contractViolation(issues: readonly z.core.$ZodIssue[]): AppError {
  const details = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  return new AppError(
    422,
    'validation_failed',
    prefixValidationFailed(first ? problemText(first) : ''),
    details,
  );
}

const NUL_MESSAGE = 'Text may not contain NUL characters.';
/** Far deeper than any contract nests; past it zod, and handlers walking the value, would recurse. */
const MAX_DEPTH = 64;
const DEPTH_MESSAGE = `The request nests more than ${MAX_DEPTH} levels deep.`;

type Refusal = { path: PropertyKey[]; message: string };

/**
 * The first part of the input no contract may take: a NUL character (PostgreSQL text cannot store
 * one) or nesting past MAX_DEPTH. Walked with an explicit stack: a body within the size limit can
 * nest far deeper than the call stack goes (a 1 MB body, 500,000 levels).
 */
function refusedInput(input: unknown): Refusal | null {
  // Parallel arrays rather than an object per value: clean input is walked without allocating paths.
  const values: unknown[] = [input];
  const keys: string[] = [''];
  const parents: number[] = [-1];
  const depths: number[] = [0];
  const pathTo = (index: number): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let i = index; i > 0; i = parents[i] ?? 0) path.unshift(keys[i] ?? '');
    return path;
  };
  const pending: number[] = [0];
  for (let at = pending.pop(); at !== undefined; at = pending.pop()) {
    const value = values[at];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: pathTo(at), message: NUL_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const depth = (depths[at] ?? 0) + 1;
    if (depth > MAX_DEPTH) return { path: pathTo(at), message: DEPTH_MESSAGE };
    const children: number[] = [];
    for (const key in value) {
      const index = values.length;
      values.push((value as Record<string, unknown>)[key]);
      keys.push(key);
      parents.push(at);
      depths.push(depth);
      if (key.includes('\u0000')) return { path: pathTo(index), message: NUL_MESSAGE };
      children.push(index);
    }
    // Last pushed is walked first: reversed, the first problem found is the first in the document.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] ?? 0);
  }
  return null;
}

/**
 * The same refusal for text read outside the contracts (the fields and file name of an upload, which
 * its route reads from the stream): PostgreSQL cannot store a NUL there either.
 */
export function assertStorableText(values: Record<string, string>): void {
  const refused = refusedInput(values);
  if (refused) throw contractViolation([{ code: 'custom', ...refused, input: values } as z.core.$ZodIssue]);
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: its ${httpPart} contract is not a zod schema`);
  return (data) => {
    // Fastify hands a missing body over as null; the contracts speak of undefined.
    const input = httpPart === 'body' && data === null ? undefined : data;
    const refused = refusedInput(input);
    if (refused) {
      const issue = { code: 'custom', ...refused, input } as z.core.$ZodIssue;
      return { error: new ContractViolation({ part: httpPart as InputPart, issues: [issue] }) };
    }
    const parsed = schema.safeParse(input);
    if (parsed.success) return { value: parsed.data };
    return { error: new ContractViolation({ part: httpPart as InputPart, issues: parsed.error.issues }) };
  };
};

/** Answers leave exactly as the handler built them: a response schema documents, it does not filter. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

async function rejectInvalidInput(request: FastifyRequest): Promise<void> {
  const error = request.validationError;
  if (!error) return;
  if (!(error instanceof ContractViolation)) throw error;
  const reject = request.routeOptions.config.rejectInput;
  throw reject?.(error.failure) ?? contractViolation(error.failure.issues);
}

function withInputCheck(route: RouteOptions): void {
  if (!route.schema) return;
  // The failure is kept for the route's last preHandler, so the access gate (a preParsing hook,
  // which runs first) answers 401 and 403 before any word about the input.
  route.attachValidation = true;
  const handlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
  if (!handlers.includes(rejectInvalidInput)) route.preHandler = [...handlers, rejectInvalidInput];
}

/** Installs the compilers and the input check on every route registered from now on. */
export function installContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', withInputCheck);
}

/** A 204 answer: no body. */
export const noContent = z.undefined().describe('No content.');

/**
 * A body that is not JSON (a file, a page, an event stream, a download streamed as it is written):
 * documented as bytes of its media type.
 */
export const rawBody = z
  .custom<Buffer | string | Readable>(() => true)
  .meta({ type: 'string', format: 'binary' });

/** A download: the file's media type and what it holds. */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: rawBody } },
});
