import { describe, expect, it } from 'vitest';
import { FIT_EVALUATION } from '../../test/vendor-fit-fixtures';
import { accuracySentence, leanOf, percentileText, rangeText, shareText, variableText } from './figures';

describe('VendorFit figures', () => {
  it('shows NA wherever a number belongs and there is none', () => {
    expect(variableText(null, 'C0M')).toBe('NA');
    expect(variableText('State', 'N0')).toBe('NA');
    expect(variableText(Number.NaN, 'P1')).toBe('NA');
    expect(percentileText(null)).toBe('NA');
    expect(rangeText(null, 12, 'N0')).toBe('NA');
    expect(shareText(null)).toBe('NA');
    // A categorical variable shows its level; a missing level is NA too.
    expect(variableText('NM', 'text')).toBe('NM');
    expect(variableText(null, 'text')).toBe('NA');
  });

  it('writes values in their own format, percentiles as ordinals and the middle half as a range', () => {
    expect(variableText(1_234_567, 'C0M')).toBe('$1,235M');
    expect(variableText(0.0523, 'P1')).toBe('5.2%');
    expect(percentileText(62.4)).toBe('62nd');
    expect(percentileText(11)).toBe('11th');
    expect(percentileText(91)).toBe('91st');
    expect(percentileText(5)).toBe('5th');
    expect(rangeText(120_000, 480_000, 'C0M')).toBe('$120M – $480M');
    expect(shareText(0.347)).toBe('35%');
  });

  it('reads a contribution as evidence for, against, or neither', () => {
    expect(leanOf(0.4)).toBe('favours');
    expect(leanOf(-0.2)).toBe('against');
    expect(leanOf(0.004)).toBe('neutral');
  });

  it('states the accuracy next to the baseline, or that it is not measured yet', () => {
    const evaluation = FIT_EVALUATION;
    expect(accuracySentence(evaluation)).toBe(
      'On 24 institutions that switched between Oct 1, 2024 and Sep 30, 2026, predicted from data before the switch, the new product was the top pick 38% of the time and in the top three 71% (the most common product for the asset band and FI type: 25% and 50%).',
    );
    expect(accuracySentence(null)).toMatch(/Too few institutions switched/);
  });
});
