/** Percentile by linear interpolation between closest ranks (the method spreadsheets call PERCENTILE.INC). */
export function quantile(sorted: readonly number[], q: number): number | null {
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

export function summarize(values: readonly (number | null)[]): Summary {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const count = present.length;
  return {
    count,
    mean: count ? present.reduce((a, b) => a + b, 0) / count : null,
    median: quantile(present, 0.5),
    p25: quantile(present, 0.25),
    p75: quantile(present, 0.75),
    min: present[0] ?? null,
    max: present[count - 1] ?? null,
  };
}

/** Index of the first element of an ascending array that is greater than `value` (or, with `orEqual`, not less). */
function boundary(sorted: readonly number[], value: number, orEqual: boolean): number {
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
  sorted: readonly number[],
  higherIsBetter: boolean,
): { rank: number; of: number; percentile: number } | null {
  if (value === null || !Number.isFinite(value) || sorted.length === 0) return null;
  const of = sorted.length;
  const better = higherIsBetter ? of - boundary(sorted, value, false) : boundary(sorted, value, true);
  const notBetter = of - better;
  const percentile = of === 1 ? 100 : Math.round(((notBetter - 1) / (of - 1)) * 1000) / 10;
  return { rank: better + 1, of, percentile: Math.max(0, Math.min(100, percentile)) };
}
