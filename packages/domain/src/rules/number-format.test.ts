import { describe, expect, it } from 'vitest';
import { formatValue, toNumberFormatCode } from './number-format.js';

describe('formatValue', () => {
  it('formats ratios as percents', () => {
    expect(formatValue(0.1234, 'P1')).toBe('12.3%');
    expect(formatValue(0.1234, 'P2')).toBe('12.34%');
    expect(formatValue(0.1234, 'P0')).toBe('12%');
    expect(formatValue(12.34, 'P1', { percentPoints: true })).toBe('12.3%');
    expect(formatValue(-0.005, 'P1')).toBe('-0.5%');
    expect(formatValue(12.5, 'P1')).toBe('1,250.0%');
  });

  it('formats plain numbers with en-US grouping', () => {
    expect(formatValue(1234.5, 'N0')).toBe('1,235');
    expect(formatValue(1234.5, 'N2')).toBe('1,234.50');
    expect(formatValue(-1234567, 'N0')).toBe('-1,234,567');
  });

  it('formats dollars', () => {
    expect(formatValue(1234.5, 'C0')).toBe('$1,235');
    expect(formatValue(1234.5, 'C2')).toBe('$1,234.50');
    expect(formatValue(-1234.5, 'C2')).toBe('-$1,234.50');
  });

  it('shows thousands as millions', () => {
    expect(formatValue(1_234_567, 'C0M')).toBe('$1,235M');
    expect(formatValue(1_234_567, 'C2M')).toBe('$1,234.57M');
    expect(formatValue(1_234_567, 'C0', { scaleThousandsToMillions: true })).toBe('$1,235');
    expect(formatValue(2500, 'N2', { scaleThousandsToMillions: true })).toBe('2.50');
    expect(formatValue(0.25, 'P0', { scaleThousandsToMillions: true })).toBe('25%');
  });

  it('never shows negative zero', () => {
    expect(formatValue(-0.0001, 'N0')).toBe('0');
    expect(formatValue(-0.001, 'C2')).toBe('$0.00');
  });

  it('returns NA for missing and non-numeric values', () => {
    for (const value of [null, undefined, Number.NaN, Number.NEGATIVE_INFINITY, 'abc', '']) {
      expect(formatValue(value, 'N0')).toBe('NA');
    }
  });

  it('reads numeric text and lower-case codes, falling back to N2', () => {
    expect(formatValue('0.5', 'p1')).toBe('50.0%');
    expect(formatValue(1234.5678, 'weird')).toBe('1,234.57');
    expect(toNumberFormatCode(' c2m ')).toBe('C2M');
    expect(toNumberFormatCode('X9')).toBeUndefined();
  });
});
