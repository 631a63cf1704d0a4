import type { ResultColumn } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { type Cell, filterRowIndexes, formatCell, rowSearchText, sortRowIndexes } from './result-rows';

const columns: ResultColumn[] = [
  { key: 'name', label: 'Full Name', format: null, source: 'default' },
  { key: 'fi_type', label: 'FI Type', format: null, source: 'default' },
  { key: 'assets', label: 'assets', format: 'C0', source: 'default' },
];
const rows: Cell[][] = [
  ['Bank 10', 'bank', 9_000],
  ['Bank 9', 'credit_union', null],
  ['bank 2', 'bank', 120_000],
  ['Able Bank', 'bhc', 80],
];
const all = rows.map((_, i) => i);
const names = (order: number[]) => order.map((i) => rows[i]?.[0]);

describe('query results rows', () => {
  it('sorts figures as numbers with gaps last in both directions', () => {
    expect(names(sortRowIndexes(rows, all, 2, 'asc'))).toEqual(['Able Bank', 'Bank 10', 'bank 2', 'Bank 9']);
    expect(names(sortRowIndexes(rows, all, 2, 'desc'))).toEqual(['bank 2', 'Bank 10', 'Able Bank', 'Bank 9']);
  });

  it('sorts names in dictionary order, numbers inside names by value', () => {
    expect(names(sortRowIndexes(rows, all, 0, 'asc'))).toEqual(['Able Bank', 'bank 2', 'Bank 9', 'Bank 10']);
  });

  it('formats by the column format and names FI types', () => {
    expect(formatCell(120_000, columns[2] as ResultColumn)).toBe('$120,000');
    expect(formatCell('credit_union', columns[1] as ResultColumn)).toBe('Credit Union');
    expect(formatCell(null, columns[2] as ResultColumn)).toBe('—');
  });

  it('filters on the shown text, every word required', () => {
    const text = rowSearchText(rows, columns);
    expect(names(filterRowIndexes(text, 'credit'))).toEqual(['Bank 9']);
    expect(names(filterRowIndexes(text, 'bank $120,000'))).toEqual(['bank 2']);
    expect(filterRowIndexes(text, '')).toEqual(all);
  });
});
