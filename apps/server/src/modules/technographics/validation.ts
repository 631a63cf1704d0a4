import { MESSAGES } from '@fin-atlas/domain';
import type { z } from 'zod';
import { unprocessable } from '../../http/app-error.js';

/**
 * Parses input or answers 422 with the first problem in words ("Validation failed. Enter the name
 * of the vendor or solution."), plus every issue by field for forms that mark fields.
 */
export function parseOr422<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first ? first.message.replace(/([^.])$/, '$1.') : 'Please check.';
  throw unprocessable(`${MESSAGES.validation.prefix}${message}`, issues);
}
