import { describe, expect, it } from 'vitest';
import {
  formatCompactDollars,
  formatCompactThousands,
  formatCompactValue,
  formatValue,
  toNumberFormatCode,
} from './number-format.js';

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
    // 1,234.567 million is a large amount, so C2M drops its cents of a million (issue 13, item 7).
    expect(formatValue(1_234_567, 'C2M')).toBe('$1,235M');
    expect(formatValue(12_345, 'C2M')).toBe('$12.35M');
    expect(formatValue(999_994, 'C2M')).toBe('$999.99M');
    expect(formatValue(1_234_567, 'C0', { scaleThousandsToMillions: true })).toBe('$1,235');
    expect(formatValue(2500, 'N2', { scaleThousandsToMillions: true })).toBe('2.50');
    expect(formatValue(0.25, 'P0', { scaleThousandsToMillions: true })).toBe('25%');
  });

  it('drops decimals from large amounts in millions, keeping them for small ones', () => {
    expect(formatValue(372_881_650, 'C2M')).toBe('$372,882M');
    expect(formatValue(372_881_650, 'C0M')).toBe('$372,882M');
    expect(formatValue(23_988_800_000_000 / 1000, 'C2M')).toBe('$23,988,800M');
    expect(formatValue(23_988_800_000, 'C0M')).toBe('$23,988,800M');
    expect(formatValue(-2_500_000, 'C2M')).toBe('-$2,500M');
    expect(formatValue(1_000_000, 'C2M')).toBe('$1,000M');
    expect(formatValue(845.2, 'C2M')).toBe('$0.85M');
    expect(formatValue(2_500_000, 'C2', { scaleThousandsToMillions: true })).toBe('$2,500');
    expect(formatValue(2_500, 'C2', { scaleThousandsToMillions: true })).toBe('$2.50');
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

describe('compact money for headline figures and chart axes', () => {
  it('writes dollars in K, M, B and T with one decimal', () => {
    expect(formatCompactDollars(372_881_650_000)).toBe('$372.9B');
    expect(formatCompactDollars(23_988_800_000_000)).toBe('$24.0T');
    expect(formatCompactDollars(845_200_000)).toBe('$845.2M');
    expect(formatCompactDollars(12_300)).toBe('$12.3K');
    expect(formatCompactDollars(845)).toBe('$845');
    expect(formatCompactDollars(0)).toBe('$0');
    expect(formatCompactDollars(-1_500_000)).toBe('-$1.5M');
  });

  it('chooses the unit after rounding', () => {
    expect(formatCompactDollars(999_960)).toBe('$1.0M');
    expect(formatCompactDollars(999_940)).toBe('$999.9K');
    expect(formatCompactDollars(999.6)).toBe('$1.0K');
    expect(formatCompactDollars(999_960_000_000)).toBe('$1.0T');
  });

  it('reads amounts with their table format code, thousands under C*M', () => {
    expect(formatCompactValue(372_881_650, 'C2M')).toBe('$372.9B');
    expect(formatCompactValue(23_988_800_000, 'C0M')).toBe('$24.0T');
    expect(formatCompactThousands(372_881_650)).toBe('$372.9B');
    expect(formatCompactValue(12_300, 'C0')).toBe('$12.3K');
    expect(formatCompactValue(12_300, 'C0', { scaleThousandsToMillions: true })).toBe('$12.3M');
    expect(formatCompactValue(0.1234, 'P1')).toBe('12.3%');
    expect(formatCompactValue(1234.5, 'N0')).toBe('1,235');
    expect(formatCompactValue(null, 'C2M')).toBe('NA');
    expect(formatCompactThousands('abc')).toBe('NA');
  });
});
