import { prefixValidationFailed } from '@fin-atlas/domain';
import type { z } from 'zod';
import { unprocessable } from './app-error.js';

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
