/** Arithmetic on whole $ thousands shared by the simulator's steps. */

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** The average of a quarter's opening and closing balance (the closing one when there is no opening). */
export const avg = (now: number, before: number | undefined) => (now + (before ?? now)) / 2;
/** Nearest whole number, never −0 (a negative amount that rounds to nothing files as 0). */
export const round = (x: number) => Math.round(x) + 0;
export const sum = (xs: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i] ?? 0;
  return s;
};
/** Σ a[i] × b[i]. */
export const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
};

/** Whole parts of a whole total in proportion to weights; the parts add up to the total. */
export function split(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  const out = new Array<number>(weights.length);
  if (weightSum <= 0) {
    for (let i = 0; i < weights.length; i++) out[i] = i === 0 ? total : 0;
    return out;
  }
  let cumulative = 0;
  let previous = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i] ?? 0;
    const upTo = round((total * cumulative) / weightSum);
    out[i] = upTo - previous;
    previous = upTo;
  }
  return out;
}
