import { fiTypeLabel, formatValue, type ResultColumn } from '@fin-atlas/domain';
import type { SortDirection } from '../../../ui/sortable-table';

export type Cell = string | number | boolean | null;

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
/**
 * A cell as the table shows it: by the column's number format, FI types by name, gaps as a dash.
 * A number without a format is an identifier (RSSD ID, ZIP) and shows as it is, without grouping.
 */
export function formatCell(value: Cell, column: Pick<ResultColumn, 'key' | 'format'>): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return column.format ? formatValue(value, column.format) : String(value);
  if (column.key === 'fi_type') return fiTypeLabel(value);
  return value;
}

/** Numbers sort as numbers, text in dictionary order, and gaps always last whichever the direction. */
export function sortRowIndexes(
  rows: readonly (readonly Cell[])[],
  indexes: readonly number[],
  column: number,
  direction: SortDirection,
): number[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...indexes].sort((a, b) => {
    const x = rows[a]?.[column] ?? null;
    const y = rows[b]?.[column] ?? null;
    if (x === y) return a - b;
    if (x === null || x === '') return 1;
    if (y === null || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor || a - b;
    return collator.compare(String(x), String(y)) * factor || a - b;
  });
}

/** Each row's shown text in lower case, built once per result so filtering is a substring scan. */
export function rowSearchText(
  rows: readonly (readonly Cell[])[],
  columns: readonly ResultColumn[],
): string[] {
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const column = columns[i];
        return cell === null || column === undefined ? '' : formatCell(cell, column);
      })
      .join('\u0001')
      .toLowerCase(),
  );
}

/** Rows whose shown text holds every typed word. */
export function filterRowIndexes(searchText: readonly string[], text: string): number[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const out: number[] = [];
  for (let i = 0; i < searchText.length; i++) {
    const line = searchText[i] ?? '';
    if (words.every((w) => line.includes(w))) out.push(i);
  }
  return out;
}
