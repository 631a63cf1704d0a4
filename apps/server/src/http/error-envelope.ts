import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.js';

export type ErrorEnvelope = {
  error: { code: string; message: string; details?: unknown; requestId: string };
};

const GENERIC_MESSAGE = 'Sorry, an error has occurred. Please try again.';

function envelope(request: FastifyRequest, code: string, message: string, details?: unknown): ErrorEnvelope {
  return {
    error: { code, message, ...(details === undefined ? {} : { details }), requestId: String(request.id) },
  };
}

/** Every failure, from any route or plugin, leaves the server in the same JSON shape. */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(request, error.code, error.message, error.details));
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply
        .status(422)
        .send(envelope(request, 'validation_failed', 'Validation failed. Please check.', details));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send(envelope(request, 'bad_request', fastifyError.message));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, ...) carry safe messages.
      return reply
        .status(status)
        .send(envelope(request, fastifyError.code ?? 'bad_request', fastifyError.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(request, 'internal_error', GENERIC_MESSAGE));
  });
}

/**
 * Failures the router meets before any route or hook runs (a URL that does not decode, a path
 * parameter past the router's length limit): Fastify's default answer is its own JSON shape, echoing
 * the address. Installed as Fastify's `frameworkErrors`; no onRequest hook ran, so the request id
 * header is set here.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(envelope(request, error.code, 'The address is not valid.'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(envelope(request, error.code, 'The address is too long.'));
  request.log.error({ err: error }, 'unhandled framework error');
  return reply.status(500).send(envelope(request, 'internal_error', GENERIC_MESSAGE));
}

export function sendNotFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(envelope(request, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
}
