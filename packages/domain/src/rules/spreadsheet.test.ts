import { describe, expect, it } from 'vitest';
import { toFiniteNumber } from './numeric.js';
import { toSpreadsheetValue } from './spreadsheet.js';

describe('toSpreadsheetValue', () => {
  it('keeps numbers and numeric text as numbers', () => {
    expect(toSpreadsheetValue(12.5)).toBe(12.5);
    expect(toSpreadsheetValue(0)).toBe(0);
    expect(toSpreadsheetValue(' -3.25 ')).toBe(-3.25);
    expect(toSpreadsheetValue('1,234,567.8')).toBe(1_234_567.8);
    expect(toSpreadsheetValue('.5')).toBe(0.5);
  });

  it('shows NA for anything else', () => {
    for (const value of [
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'n/a',
      '12%',
      '$5',
      '1,23',
      true,
      {},
      [],
    ]) {
      expect(toSpreadsheetValue(value)).toBe('NA');
    }
  });

  it('exposes the parser', () => {
    expect(toFiniteNumber('42')).toBe(42);
    expect(toFiniteNumber('4 2')).toBeUndefined();
  });
});
