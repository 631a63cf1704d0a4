import type { MetricRow } from '@fin-atlas/domain';

/**
 * The five quarters as the tables show them: newest first. A banker reads the latest quarter first
 * and the trend back from it, as the FFIEC's Uniform Bank Performance Report lays its periods out, and
 * the latest figure then sits next to the name at any screen width instead of past the right edge.
 * The server sends them oldest first (value1..value5, headers[0..4]); charts and Excel keep that order.
 */
export const NEWEST_FIRST = [4, 3, 2, 1, 0] as const;

/** A row's five period figures in the server's order (oldest first). */
export function periodFigures(row: MetricRow): (string | number | null)[] {
  return [row.value1, row.value2, row.value3, row.value4, row.value5];
}
