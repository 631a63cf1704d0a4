import { HMDA_FIGURE_COUNT, hmdaFigureIndex } from '@fin-atlas/domain';
import { COUNTIES } from '../../reference/us-counties.js';
import type { HmdaActivityRow } from '../hmda/hmda-store.js';

/**
 * A lender's HMDA rows from its county figures, the way the HMDA aggregates are made: states and
 * metro areas as sums of their counties, the nation as the sum of all, and in each geography the
 * medians of its originated loans' rates and amounts (loan_amount being its $10,000 bin's midpoint).
 */

const APPLICATIONS = hmdaFigureIndex('applications', 'count');
const PURCHASED = hmdaFigureIndex('purchased', 'count');

/**
 * Growable columns of originated loans: local county, amount bin, rate in thousandths of a point and
 * the number of the lender's loans each stands for (1 when drawn one by one).
 */
export class Originations {
  county = new Int32Array(256);
  bin = new Int32Array(256);
  rate = new Int32Array(256);
  weight = new Float64Array(256);
  length = 0;
  push(county: number, bin: number, rate: number, weight: number) {
    if (this.length === this.county.length) {
      for (const key of ['county', 'bin', 'rate'] as const) {
        const grown = new Int32Array(this.length * 2);
        grown.set(this[key]);
        this[key] = grown;
      }
      const weights = new Float64Array(this.length * 2);
      weights.set(this.weight);
      this.weight = weights;
    }
    this.county[this.length] = county;
    this.bin[this.length] = bin;
    this.rate[this.length] = rate;
    this.weight[this.length] = weight;
    this.length++;
  }
}

/** A row of a lender's HMDA activity, the lender named by its LEI until its id is known. */
export type PlannedActivity = Omit<HmdaActivityRow, 'lenderId'> & { lei: string };

/** What a lender did in one year: figures per county of its footprint, and its originated loans. */
export type LenderActivity = {
  /** Indices into COUNTIES. */
  counties: readonly number[];
  figures: Float64Array[];
  originations: Originations;
};

let histogram = new Float64Array(4096);
const EPSILON = 1e-9;

/**
 * The weighted median of the first `n` values: the value at which half the weight is reached, or the
 * mean of it and the next value when exactly half is (with unit weights, the usual median). Values
 * spread thinly over their range are sorted; dense ones counted (amount bins and rates are whole numbers).
 */
function weightedMedian(values: Int32Array, weights: Float64Array, n: number): number {
  let total = 0;
  let min = values[0] as number;
  let max = min;
  for (let i = 0; i < n; i++) {
    total += weights[i] as number;
    const v = values[i] as number;
    if (v < min) min = v;
    else if (v > max) max = v;
  }
  const half = total / 2;
  const range = max - min + 1;
  return n * 4 < range
    ? sortedMedian(values, weights, n, half)
    : countedMedian(values, weights, n, half, min, range);
}

let keys = new Float64Array(1024);
let scratch = { bins: new Int32Array(1024), rates: new Int32Array(1024), weights: new Float64Array(1024) };

/** Columns to gather a geography's originations in, reused from lender to lender. */
function scratchFor(length: number) {
  if (scratch.bins.length < length) {
    const size = length * 2;
    scratch = { bins: new Int32Array(size), rates: new Int32Array(size), weights: new Float64Array(size) };
  }
  return scratch;
}

function sortedMedian(values: Int32Array, weights: Float64Array, n: number, half: number): number {
  if (keys.length < n) keys = new Float64Array(n * 2);
  // Value and position in one sortable number.
  for (let i = 0; i < n; i++) keys[i] = (values[i] as number) * n + i;
  const sorted = keys.subarray(0, n).sort();
  let seen = 0;
  for (let k = 0; k < n; k++) {
    const i = (sorted[k] as number) % n;
    seen += weights[i] as number;
    if (seen > half + EPSILON) return values[i] as number;
    if (seen >= half - EPSILON) {
      const next = k + 1 < n ? (values[(sorted[k + 1] as number) % n] as number) : (values[i] as number);
      return ((values[i] as number) + next) / 2;
    }
  }
  return values[(sorted[n - 1] as number) % n] as number;
}

function countedMedian(
  values: Int32Array,
  weights: Float64Array,
  n: number,
  half: number,
  min: number,
  range: number,
): number {
  if (histogram.length < range) histogram = new Float64Array(range);
  histogram.fill(0, 0, range);
  for (let i = 0; i < n; i++) {
    const at = (values[i] as number) - min;
    histogram[at] = (histogram[at] as number) + (weights[i] as number);
  }
  let seen = 0;
  for (let v = 0; v < range; v++) {
    seen += histogram[v] as number;
    if (seen > half + EPSILON) return v + min;
    if ((histogram[v] as number) > 0 && seen >= half - EPSILON) {
      let next = v + 1;
      while (next < range && (histogram[next] as number) === 0) next++;
      return (v + Math.min(next, range - 1)) / 2 + min;
    }
  }
  return range - 1 + min;
}

/**
 * The lender's rows: every county with activity, each state and metro area as the sum of its
 * counties, and the nation as the sum of all; medians of the originations in each.
 */
export function rollUpActivity(lei: string, activity: LenderActivity, rows: PlannedActivity[]): void {
  const { counties, figures, originations } = activity;
  // Originations ordered by county, so any set of counties gathers its loans by ranges.
  const starts = new Int32Array(counties.length + 1);
  for (let i = 0; i < originations.length; i++) {
    const at = (originations.county[i] as number) + 1;
    starts[at] = (starts[at] as number) + 1;
  }
  for (let c = 0; c < counties.length; c++) starts[c + 1] = (starts[c + 1] as number) + (starts[c] as number);
  const order = new Int32Array(originations.length);
  const next = starts.slice(0, counties.length);
  for (let i = 0; i < originations.length; i++) {
    const c = originations.county[i] as number;
    order[next[c] as number] = i;
    next[c] = (next[c] as number) + 1;
  }
  const { bins, rates, weights } = scratchFor(originations.length);
  // A state, metro area or nation of the same counties as another geography has the same medians.
  const known = new Map<string, { medianRate: number | null; medianAmount: number | null }>();
  const medians = (locals: readonly number[]) => {
    const key = locals.join(',');
    const cached = known.get(key);
    if (cached) return cached;
    let n = 0;
    for (const c of locals)
      for (let k = starts[c] as number; k < (starts[c + 1] as number); k++) {
        const i = order[k] as number;
        bins[n] = originations.bin[i] as number;
        rates[n] = originations.rate[i] as number;
        weights[n] = originations.weight[i] as number;
        n++;
      }
    const found =
      n === 0
        ? { medianRate: null, medianAmount: null }
        : {
            medianRate: Math.round(weightedMedian(rates, weights, n)) / 1000,
            medianAmount: weightedMedian(bins, weights, n) * 10_000 + 5_000,
          };
    known.set(key, found);
    return found;
  };
  const groups = new Map<string, number[]>();
  const active: number[] = [];
  for (let c = 0; c < counties.length; c++) {
    const fig = figures[c] as Float64Array;
    if ((fig[APPLICATIONS] ?? 0) === 0 && (fig[PURCHASED] ?? 0) === 0) continue;
    active.push(c);
    const county = COUNTIES[counties[c] as number] as (typeof COUNTIES)[number];
    rows.push({ lei, geoLevel: 'county', geoCode: county[0], figures: fig, ...medians([c]) });
    for (const key of [`state:${county[2]}`, county[6] === '' ? '' : `msa:${county[6]}`]) {
      if (key === '') continue;
      const list = groups.get(key);
      if (list) list.push(c);
      else groups.set(key, [c]);
    }
  }
  if (active.length === 0) return;
  for (const [key, locals] of groups) {
    const [level, code] = key.split(':') as ['state' | 'msa', string];
    rows.push({ lei, geoLevel: level, geoCode: code, figures: sumOf(figures, locals), ...medians(locals) });
  }
  rows.push({ lei, geoLevel: 'nation', geoCode: '', figures: sumOf(figures, active), ...medians(active) });
}

function sumOf(figures: readonly Float64Array[], locals: readonly number[]): Float64Array {
  const out = new Float64Array(HMDA_FIGURE_COUNT);
  for (const c of locals) {
    const fig = figures[c] as Float64Array;
    for (let i = 0; i < HMDA_FIGURE_COUNT; i++) out[i] = (out[i] ?? 0) + (fig[i] ?? 0);
  }
  return out;
}
