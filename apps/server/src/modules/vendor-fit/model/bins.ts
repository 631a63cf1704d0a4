import { quantile } from '../../../metrics/statistics.js';
import { binCount, binOf, type FitVariable } from '../fit-model.js';
import type { FeatureTable } from './feature-table.js';
import type { VariableSpec } from './variables.js';

/** A categorical level gets a bin of its own with this many institutions, and this share of them. */
export const MIN_LEVEL_COUNT = 10;
export const MIN_LEVEL_SHARE = 0.005;
const DECILES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/** The finite values of a column, ascending. */
export function sortedValues(column: Float64Array, rows?: readonly number[]): Float64Array {
  const picked = rows ? Float64Array.from(rows, (r) => column[r] as number) : Float64Array.from(column);
  return picked.filter(Number.isFinite).sort();
}

/**
 * The population's decile edges of a numeric column, without repeats and above its smallest value, so
 * a variable where most institutions share one value (no credit cards: 0) has that value as bin 0.
 */
export function decileEdges(column: Float64Array): number[] {
  const sorted = sortedValues(column);
  if (sorted.length === 0) return [];
  const min = sorted[0] as number;
  const edges: number[] = [];
  for (const q of DECILES) {
    const edge = quantile(sorted, q) as number;
    if (edge > min && edge !== edges[edges.length - 1]) edges.push(edge);
  }
  return edges;
}

/** The levels of a categorical column with enough support, most common first (ties by name). */
export function supportedLevels(column: readonly (string | null)[]): string[] {
  const counts = new Map<string, number>();
  let known = 0;
  for (const value of column) {
    if (value === null) continue;
    known++;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const minimum = Math.max(MIN_LEVEL_COUNT, MIN_LEVEL_SHARE * known);
  return [...counts]
    .filter(([, n]) => n >= minimum)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([level]) => level);
}

/** The variables with their bins drawn from the population. */
export function binVariables(specs: readonly VariableSpec[], population: FeatureTable): FitVariable[] {
  return specs.map(({ solutionId: _solution, ...spec }) => {
    if (spec.kind === 'numeric') {
      const column = population.numeric[spec.key];
      return { ...spec, edges: column ? decileEdges(column) : [] };
    }
    const column = population.categorical[spec.key];
    return { ...spec, levels: column ? supportedLevels(column) : [] };
  });
}

/** Each row's bin of each variable (-1 where the row has no value). */
export function binRows(variables: readonly FitVariable[], table: FeatureTable): Int16Array[] {
  return variables.map((variable) => {
    const out = new Int16Array(table.ids.length).fill(-1);
    const numeric = table.numeric[variable.key];
    const categorical = table.categorical[variable.key];
    for (let row = 0; row < out.length; row++) {
      const value = variable.kind === 'numeric' ? numeric?.[row] : categorical?.[row];
      const bin = binOf(variable, value === undefined || Number.isNaN(value) ? null : value);
      if (bin !== null) out[row] = bin;
    }
    return out;
  });
}

/** The share of rows in each bin among rows with a value (zeros when none has one). */
export function binShares(bins: Int16Array, count: number, rows?: readonly number[]): number[] {
  const counts = new Array<number>(count).fill(0);
  let n = 0;
  const add = (row: number) => {
    const bin = bins[row] as number;
    if (bin < 0) return;
    counts[bin] = (counts[bin] as number) + 1;
    n++;
  };
  if (rows) for (const row of rows) add(row);
  else for (let row = 0; row < bins.length; row++) add(row);
  return counts.map((c) => (n > 0 ? c / n : 0));
}

/** The population's share per bin of every variable. */
export function populationShares(variables: readonly FitVariable[], bins: readonly Int16Array[]) {
  return Object.fromEntries(
    variables.map((variable, v) => [variable.key, binShares(bins[v] as Int16Array, binCount(variable))]),
  );
}
