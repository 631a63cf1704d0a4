import {
  binCount,
  type FitVariable,
  type ProductProfile,
  priorKey,
  type VariableProfile,
} from '../fit-model.js';
import { quantileOf, sortedValues } from './bins.js';
import type { FeatureTable } from './feature-table.js';

/**
 * How many institutions' worth of the population's shape a product's bins start from: a product with
 * few clients looks like the population until its clients say otherwise.
 */
export const BIN_SMOOTHING = 8;
/** How many clients' worth of the product's overall share its prior in one FI type and band starts from. */
export const PRIOR_SMOOTHING = 4;

export type ProductInfo = Pick<ProductProfile, 'product_id' | 'product_name' | 'vendor_id' | 'vendor_name'>;

/** A client of a solution: a population row and the product it runs. */
export type Client = { row: number; productId: number };

/** The prior key of a table row: FI type and asset band. */
export const rowPriorKey = (table: FeatureTable, row: number): string =>
  priorKey(table.fiTypes[row] as string, table.assetBands[row] as number);

function variableProfile(
  variable: FitVariable,
  bins: Int16Array,
  population: readonly number[],
  table: FeatureTable,
  rows: readonly number[],
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
  const shares = counts.map((c, b) => (c + BIN_SMOOTHING * (population[b] ?? 0)) / (n + BIN_SMOOTHING));
  let quantiles: VariableProfile['quantiles'] = null;
  const column = table.numeric[variable.key];
  if (variable.kind === 'numeric' && column) {
    const sorted = sortedValues(column, rows);
    if (sorted.length > 0)
      quantiles = [0.1, 0.25, 0.5, 0.75, 0.9].map((q) =>
        quantileOf(sorted, q),
      ) as VariableProfile['quantiles'];
  }
  return { n, bins: shares, quantiles };
}

/**
 * Every product's profile from its clients: bins smoothed toward the population, client quantiles,
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
    const profiles = Object.fromEntries(
      variables.map((variable, v) => [
        variable.key,
        variableProfile(variable, bins[v] as Int16Array, population[variable.key] ?? [], table, rows),
      ]),
    );
    return { ...product, clients: rows.length, prior, variables: profiles };
  });
}
