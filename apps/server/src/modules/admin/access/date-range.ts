import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unprocessable } from '../../../http/app-error.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Rows of the days from..to (UTC, both included); either end may be open. A range that ends before
 * it starts is the caller's mistake, said as such rather than answered with an empty list.
 */
export function dayRange(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  if (from && to && from > to)
    throw unprocessable('Validation failed. The start date must be on or before the end date.');
  return and(
    from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}
