import { fiTypeLabel } from '@fin-atlas/domain';
import type { QueryTable } from '../engine/query-engine.js';
import type { QueryCell } from './query-xlsx.task.js';

/**
 * The table's column-major cells as a file and the price preview give them: the default FI Type
 * column by name ('Bank'), as the results screen shows it, not by the engine's code ('bank').
 */
export function fileCells(table: Pick<QueryTable, 'columns' | 'cells'>): QueryCell[][] {
  return table.cells.map((values, c) =>
    table.columns[c]?.key === 'fi_type'
      ? values.map((value) => (typeof value === 'string' ? fiTypeLabel(value) : value))
      : values,
  );
}
