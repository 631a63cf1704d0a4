import { type PurchasedModuleFlag, prefixValidationFailed } from '@fin-atlas/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { unprocessable } from '../../http/app-error.js';
import { forbidden, requireActor } from '../identity/access-control.js';
import type { Actor } from '../identity/actor.js';

/** Peer groups serve the three analytics modules; any one of them opens the calls. */
export const ANALYTICS_MODULES: readonly PurchasedModuleFlag[] = [
  'fin_advisor',
  'fin_reporter',
  'fin_profile',
];

/**
 * The route access rule names a single module, so the "any of the analytics modules" rule is checked
 * here, after the gate has identified the caller.
 */
export function requireAnalyticsActor(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!ANALYTICS_MODULES.some((module) => actor.modules.has(module))) throw forbidden();
  return actor;
}

/** Parses input with a contract; a failure is a 422 whose message names the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const details = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  // Our own rules read as sentences; zod's built-in ones need the field they are about.
  const text = !first
    ? ''
    : first.code === 'custom'
      ? first.message
      : `${first.path.join('.')}: ${first.message}`;
  throw unprocessable(prefixValidationFailed(text), details);
}
