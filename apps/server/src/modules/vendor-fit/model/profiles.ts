import { quantile } from '../../../metrics/statistics.js';
import {
  binCount,
  type FitVariable,
  type ProductProfile,
  priorKey,
  type VariableProfile,
} from '../fit-model.js';
import { binShares, sortedValues } from './bins.js';
import type { FeatureTable } from './feature-table.js';

/**
 * How many institutions' worth of the population's shape a product's bins start from (chosen per
 * solution from these by the fit): a product with few clients looks like the population until its
 * clients say otherwise.
 */
export const BIN_SMOOTHINGS = [4, 16, 64] as const;
/** How many clients' worth of the product's overall share its prior in one FI type and band starts from. */
export const PRIOR_SMOOTHING = 4;
/**
 * A variable counts for a product only where its clients differ beyond chance (G-test, p < 0.001)
 * from institutions of the same FI types and asset bands in the same mix; elsewhere its bins are the
 * population's and it adds nothing. Summing a hundred variables' noise, or restating the size and
 * type the prior already holds, would otherwise drown the few variables that tell products apart.
 */
const SIGNIFICANCE_Z = 3.09;

export type ProductInfo = Pick<ProductProfile, 'product_id' | 'product_name' | 'vendor_id' | 'vendor_name'>;

/** A client of a solution: a population row and the product it runs. */
export type Client = { row: number; productId: number };

/** Per prior key, the share of its institutions in each bin of each variable: keyed.get(key)[v][bin]. */
export type KeyedShares = ReadonlyMap<string, number[][]>;

export function keyedShares(
  variables: readonly FitVariable[],
  bins: readonly Int16Array[],
  table: FeatureTable,
): KeyedShares {
  const rowsOf = new Map<string, number[]>();
  for (let row = 0; row < table.ids.length; row++) {
    const key = rowPriorKey(table, row);
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
  }
  return new Map(
    [...rowsOf].map(([key, rows]) => [
      key,
      variables.map((variable, v) => binShares(bins[v] as Int16Array, binCount(variable), rows)),
    ]),
  );
}

/** The prior key of a table row: FI type and asset band. */
export const rowPriorKey = (table: FeatureTable, row: number): string =>
  priorKey(table.fiTypes[row] as string, table.assetBands[row] as number);

/** The chi-square quantile at SIGNIFICANCE_Z for `df` degrees of freedom (Wilson-Hilferty). */
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + SIGNIFICANCE_Z * Math.sqrt(a)) ** 3;
}

/** Whether counts over bins differ from the expected shares beyond chance. */
export function differsFrom(counts: readonly number[], n: number, expected: readonly number[]): boolean {
  let g = 0;
  let df = -1;
  counts.forEach((c, b) => {
    const share = expected[b] ?? 0;
    if (share <= 0) return;
    df++;
    if (c > 0) g += 2 * c * Math.log(c / (n * share));
  });
  return df > 0 && g > chiSquareCritical(df);
}

function variableProfile(
  variable: FitVariable,
  bins: Int16Array,
  population: readonly number[],
  table: FeatureTable,
  rows: readonly number[],
  smoothing: number,
  expected: readonly number[],
  withQuantiles: boolean,
): VariableProfile {
  const count = binCount(variable);
  const counts = new Array<number>(count).fill(0);
  let n = 0;
  for (const row of rows) {
    const bin = bins[row] as number;
    if (bin < 0) continue;
    counts[bin] = (counts[bin] as number) + 1;
    n++;
  }
  // Differences the prior already explains (type and size) are no evidence: only a difference from
  // what the product's mix of FI types and bands leads one to expect lets a variable count.
  const shares = differsFrom(counts, n, expected)
    ? counts.map((c, b) => (c + smoothing * (population[b] ?? 0)) / (n + smoothing))
    : counts.map((_, b) => population[b] ?? 0);
  let quantiles: VariableProfile['quantiles'] = null;
  const column = table.numeric[variable.key];
  if (withQuantiles && variable.kind === 'numeric' && column) {
    const sorted = sortedValues(column, rows);
    if (sorted.length > 0)
      quantiles = [0.1, 0.25, 0.5, 0.75, 0.9].map(
        (q) => quantile(sorted, q) as number,
      ) as VariableProfile['quantiles'];
  }
  return { n, bins: shares, quantiles };
}

/**
 * Every product's profile from its clients: bins smoothed toward the population (the population's
 * own where the clients do not differ from it), client quantiles,
 * and its share of the clients of each FI type and asset band smoothed toward its overall share
 * ('*' is the overall share, for an institution whose FI type and band have no clients).
 */
export function productProfiles(
  products: readonly ProductInfo[],
  clients: readonly Client[],
  variables: readonly FitVariable[],
  bins: readonly Int16Array[],
  population: Readonly<Record<string, number[]>>,
  table: FeatureTable,
  smoothing: number,
  keyed: KeyedShares,
  { withQuantiles = true }: { withQuantiles?: boolean } = {},
): ProductProfile[] {
  const rowsOf = new Map<number, number[]>(products.map((p) => [p.product_id, []]));
  const perKey = new Map<string, Map<number, number>>();
  let total = 0;
  for (const client of clients) {
    const rows = rowsOf.get(client.productId);
    if (!rows) continue;
    rows.push(client.row);
    total++;
    const key = rowPriorKey(table, client.row);
    const counts = perKey.get(key) ?? new Map<number, number>();
    counts.set(client.productId, (counts.get(client.productId) ?? 0) + 1);
    perKey.set(key, counts);
  }
  return products.map((product) => {
    const rows = rowsOf.get(product.product_id) ?? [];
    const overall = total > 0 ? rows.length / total : 0;
    const prior: Record<string, number> = { '*': overall };
    for (const [key, counts] of perKey) {
      const inKey = [...counts.values()].reduce((a, b) => a + b, 0);
      prior[key] =
        ((counts.get(product.product_id) ?? 0) + PRIOR_SMOOTHING * overall) / (inKey + PRIOR_SMOOTHING);
    }
    const mix = new Map<string, number>();
    for (const row of rows) {
      const key = rowPriorKey(table, row);
      mix.set(key, (mix.get(key) ?? 0) + 1 / rows.length);
    }
    const profiles = Object.fromEntries(
      variables.map((variable, v) => {
        const own = population[variable.key] ?? [];
        const expected = own.map((_, b) => {
          let e = 0;
          for (const [key, weight] of mix) e += weight * (keyed.get(key)?.[v]?.[b] ?? 0);
          return e;
        });
        return [
          variable.key,
          variableProfile(
            variable,
            bins[v] as Int16Array,
            own,
            table,
            rows,
            smoothing,
            expected,
            withQuantiles,
          ),
        ];
      }),
    );
    return { ...product, clients: rows.length, prior, variables: profiles };
  });
}
