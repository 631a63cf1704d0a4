import { describe, expect, it } from 'vitest';
import { assetRangeForBands, multiSelectLabel, normaliseAssetBounds } from './asset-filter.js';

describe('assetRangeForBands', () => {
  it('applies no bounds when all six or none are selected', () => {
    expect(assetRangeForBands([1, 2, 3, 4, 5, 6])).toEqual({});
    expect(assetRangeForBands([6, 5, 4, 3, 2, 1])).toEqual({});
    expect(assetRangeForBands([])).toEqual({});
  });

  it('drops the minimum when the lowest band is chosen', () => {
    expect(assetRangeForBands([1, 2])).toEqual({ max: 500_000 });
  });

  it('drops the maximum when the top band is chosen', () => {
    expect(assetRangeForBands([5, 6])).toEqual({ min: 10_000_000 });
  });

  it('spans middle bands, filling gaps', () => {
    expect(assetRangeForBands([3])).toEqual({ min: 500_000, max: 1_000_000 });
    expect(assetRangeForBands([2, 4])).toEqual({ min: 100_000, max: 10_000_000 });
  });

  it('ignores unknown ids', () => {
    expect(assetRangeForBands([3, 99])).toEqual({ min: 500_000, max: 1_000_000 });
    expect(assetRangeForBands([99])).toEqual({});
  });
});

describe('normaliseAssetBounds', () => {
  it('treats 0 and the cap as unbounded', () => {
    expect(normaliseAssetBounds({ min: 0, max: 3_000_000_000 })).toEqual({});
    expect(normaliseAssetBounds({ min: 5, max: 2_999_999_999 })).toEqual({
      min: 5,
      max: 2_999_999_999,
    });
    expect(normaliseAssetBounds({ min: null, max: undefined })).toEqual({});
  });
});

describe('multiSelectLabel', () => {
  it('reads (ALL) when every option is chosen', () => {
    expect(multiSelectLabel(6, 6)).toBe('(ALL)');
    expect(multiSelectLabel(4, 4)).toBe('(ALL)');
  });

  it('counts otherwise', () => {
    expect(multiSelectLabel(2, 6)).toBe('2 group(s) selected');
    expect(multiSelectLabel(0, 6)).toBe('0 group(s) selected');
    expect(multiSelectLabel(0, 0)).toBe('0 group(s) selected');
    expect(multiSelectLabel(6, 6, { allLabel: false })).toBe('6 group(s) selected');
  });
});
