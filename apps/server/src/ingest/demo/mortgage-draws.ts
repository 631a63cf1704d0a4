import type { Random } from './random.js';

/**
 * Fast draws for the demo's millions of mortgage applications: normal and lognormal variates from
 * tables of quantiles (one uniform each), and binomial and multinomial counts, so a county's
 * applications of one kind are split into outcomes without drawing each application.
 */

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572, 1,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416, 1];
  const horner = (coefficients: readonly number[], x: number) =>
    coefficients.reduce((acc, k) => acc * x + k, 0);
  const tail = (q: number) => horner(c, q) / horner(d, q);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  return (horner(a, q * q) * q) / horner(b, q * q);
}

const TABLE_SIZE = 4096;
/** Standard normal quantiles at the midpoints of 4,096 equal slices of probability. */
export const NORMAL_TABLE = Float64Array.from({ length: TABLE_SIZE }, (_, k) =>
  normalQuantile((k + 0.5) / TABLE_SIZE),
);

const lognormalTables = new Map<number, Float64Array>();

/** exp(spread × z) at the table's quantiles: a lognormal variate with median 1, built once per spread. */
export function lognormalTable(spread: number): Float64Array {
  let table = lognormalTables.get(spread);
  if (!table) {
    table = NORMAL_TABLE.map((z) => Math.exp(spread * z));
    lognormalTables.set(spread, table);
  }
  return table;
}

/** One variate from a quantile table. */
export const fromTable = (random: Random, table: Float64Array) =>
  table[(random.next() * TABLE_SIZE) | 0] as number;

/**
 * Successes in n trials of chance p: by inverting the distribution with one uniform draw while the
 * expected count is small, by its normal approximation when it is large.
 */
export function binomial(random: Random, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  const mean = n * p;
  if (mean >= 30) {
    const k = Math.round(mean + Math.sqrt(mean * (1 - p)) * fromTable(random, NORMAL_TABLE));
    return Math.min(n, Math.max(0, k));
  }
  const odds = p / (1 - p);
  let probability = (1 - p) ** n;
  let u = random.next();
  let k = 0;
  while (u > probability && k < n) {
    u -= probability;
    k++;
    probability *= ((n - k + 1) / k) * odds;
  }
  return k;
}

/** Splits n among shares (summing to 1) into `out`, by successive binomials. */
export function multinomial(
  random: Random,
  n: number,
  shares: ArrayLike<number>,
  out: Int32Array,
): Int32Array {
  let left = n;
  let mass = 1;
  const last = shares.length - 1;
  for (let i = 0; i < last; i++) {
    const share = shares[i] as number;
    const k = left > 0 && mass > 0 ? binomial(random, left, share / mass) : 0;
    out[i] = k;
    left -= k;
    mass -= share;
  }
  out[last] = left;
  return out;
}
