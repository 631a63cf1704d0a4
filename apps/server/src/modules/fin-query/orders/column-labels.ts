import type { ResultColumn } from '@fin-atlas/domain';

/**
 * The headers a file and a price preview show: each column's label, told apart when two share
 * one (an element's "FI Type" beside the default "FI Type") by the element they come from, so no
 * header is repeated and samples keyed by label keep every column.
 */
export function columnLabels(columns: readonly Pick<ResultColumn, 'label' | 'source'>[]): string[] {
  const taken = new Set<string>();
  return columns.map((column) => {
    let label = taken.has(column.label) ? `${column.label} (${column.source})` : column.label;
    for (let n = 2; taken.has(label); n++) label = `${column.label} (${column.source} ${n})`;
    taken.add(label);
    return label;
  });
}
