import { stdSerializers } from 'pino';

/** Where a failed query's message and stack spell out its bound values (drizzle's DrizzleQueryError). */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
const PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const REDACTED = '[redacted]';

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

function scrub(error: SerializedError, depth: number): SerializedError {
  // Bound values and the driver's detail can hold password hashes, secrets and personal data.
  const { params: _params, detail: _detail, ...rest } = error;
  if (typeof rest.message === 'string')
    rest.message = rest.message.replace(PARAMS_IN_MESSAGE, `\nparams: ${REDACTED}`);
  if (typeof rest.stack === 'string')
    rest.stack = rest.stack.replace(PARAMS_IN_STACK, `\nparams: ${REDACTED}`);
  if (rest.cause && typeof rest.cause === 'object' && depth < 5) {
    rest.cause = scrub(rest.cause as SerializedError, depth + 1);
  }
  return rest;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The logger's error serializer: pino's, less every bound query value, at any depth of causes. */
export function safeErrorSerializer(error: Error): LoggedError {
  return scrub(stdSerializers.err(error) as unknown as SerializedError, 0) as LoggedError;
}

/** Paths pino blanks in every log line, whatever a log call passes. */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.password',
    '*.passwordHash',
    '*.password_hash',
    '*.clientSecret',
    '*.client_secret',
    '*.params',
  ],
  censor: REDACTED,
};
