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

/**
 * Where the input holds a NUL character: PostgreSQL text cannot store one, so any contract refuses it
 * (a 422 naming the field) before it can reach a query. Nesting is bounded by the body limit.
 */
function nulAt(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  // The path is built only on the way back from a hit: clean input allocates nothing per value.
  for (const key in value) {
    if (key.includes('\u0000')) return [key];
    const below = nulAt((value as Record<string, unknown>)[key]);
    if (below) return [key, ...below];
  }
  return null;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: its ${httpPart} contract is not a zod schema`);
  return (data) => {
    // Fastify hands a missing body over as null; the contracts speak of undefined.
    const input = httpPart === 'body' && data === null ? undefined : data;
    const nul = nulAt(input);
    if (nul) {
      const issue = { code: 'custom', path: nul, message: NUL_MESSAGE, input } as z.core.$ZodIssue;
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

/** A body that is not JSON (a file, a page, an event stream): documented as bytes of its media type. */
export const rawBody = z.custom<Buffer | string>(() => true).meta({ type: 'string', format: 'binary' });

/** A download: the file's media type and what it holds. */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: rawBody } },
});
