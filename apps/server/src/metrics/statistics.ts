/** Percentile by linear interpolation between closest ranks (the method spreadsheets call PERCENTILE.INC). */
export function quantile(sorted: ArrayLike<number>, q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] as number;
  const b = sorted[upper] as number;
  return a + (b - a) * (position - lower);
}

export type Summary = {
  count: number;
  mean: number | null;
  median: number | null;
  p25: number | null;
  p75: number | null;
  min: number | null;
  max: number | null;
};

/** Statistics of the finite values; null and NaN are gaps. */
export function summarize(values: ArrayLike<number | null>): Summary {
  // A typed array sorts numerically without a comparator: peer tables summarise hundreds of cells.
  const buffer = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== null && v !== undefined && Number.isFinite(v)) buffer[count++] = v;
  }
  const present = buffer.subarray(0, count).sort();
  let total = 0;
  for (const v of present) total += v;
  return {
    count,
    mean: count ? total / count : null,
    median: quantile(present, 0.5),
    p25: quantile(present, 0.25),
    p75: quantile(present, 0.75),
    min: count ? (present[0] as number) : null,
    max: count ? (present[count - 1] as number) : null,
  };
}

/** Index of the first element of an ascending array that is greater than `value` (or, with `orEqual`, not less). */
function boundary(sorted: ArrayLike<number>, value: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] as number;
    if (orEqual ? v < value : v <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Rank 1 is the best: the largest value when higher is better, the smallest otherwise. Ties share
 * the better rank. The percentile is the share of others this value beats or ties (0-100).
 * `sorted` must be in ascending order: national vectors are ranked against thousands of times, so
 * this is two binary searches rather than a pass over the population.
 */
export function rankAmong(
  value: number | null,
  sorted: ArrayLike<number>,
  higherIsBetter: boolean,
): { rank: number; of: number; percentile: number } | null {
  if (value === null || !Number.isFinite(value) || sorted.length === 0) return null;
  const of = sorted.length;
  const better = higherIsBetter ? of - boundary(sorted, value, false) : boundary(sorted, value, true);
  const notBetter = of - better;
  const percentile = of === 1 ? 100 : Math.round(((notBetter - 1) / (of - 1)) * 1000) / 10;
  return { rank: better + 1, of, percentile: Math.max(0, Math.min(100, percentile)) };
}
