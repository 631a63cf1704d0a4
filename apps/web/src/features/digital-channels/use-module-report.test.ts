import { describe, expect, it } from 'vitest';
import { dcFeaturesResult, dcMarketShareResult } from '../../test/digital-channels-fixtures';
import { DEFAULT_CHOICES } from './report-choices';
import { currentResult, panelCounters } from './use-module-report';

describe('the answer applied', () => {
  it('is the selected report’s only', () => {
    const answer = dcMarketShareResult(101, 15);
    expect(currentResult(answer, 101)).toBe(answer);
    expect(currentResult(answer, 102)).toBeUndefined();
    expect(currentResult(answer, null)).toBeUndefined();
    expect(currentResult(undefined, 101)).toBeUndefined();
  });
});

describe('the counters an answer shows', () => {
  it('clamps vendors to the rows returned and sets show-all when they reach the server total', () => {
    const few = panelCounters(
      { ...DEFAULT_CHOICES, topVendors: 15 },
      dcMarketShareResult(101, 15, { total: 9 }),
      false,
    );
    expect(few.vendors).toEqual({ count: 9, max: 9, showAll: true });
    const many = panelCounters({ ...DEFAULT_CHOICES, topVendors: 15 }, dcMarketShareResult(101, 15), false);
    expect(many.vendors).toEqual({ count: 15, max: 20, showAll: false });
    // Grand Total and Others are not vendor rows.
    const zero = panelCounters({ ...DEFAULT_CHOICES, topVendors: 0 }, dcMarketShareResult(101, 15), false);
    expect(zero.vendors?.count).toBe(15);
  });

  it('gives features 5 by default out of at most 10, and nothing before the first answer', () => {
    expect(panelCounters(DEFAULT_CHOICES, dcFeaturesResult(102, 15, 5), false).features).toEqual({
      count: 5,
      max: 10,
      showAll: false,
    });
    expect(panelCounters(DEFAULT_CHOICES, undefined, false)).toEqual({ vendors: null, features: null });
  });
});
