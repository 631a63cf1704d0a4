import { describe, expect, it } from 'vitest';
import { effectiveSetId, isMergerRestateAvailable } from './merger-set.js';

describe('merger set', () => {
  it('uses the chosen set only for banks', () => {
    expect(effectiveSetId(2, 'bank')).toBe(2);
    expect(effectiveSetId(1, 'bank')).toBe(1);
    expect(effectiveSetId(2, 'credit_union')).toBe(1);
    expect(effectiveSetId(2, 'bhc')).toBe(1);
    expect(effectiveSetId(2, undefined)).toBe(1);
  });

  it('offers the control for bank, non-technographic reports', () => {
    expect(isMergerRestateAvailable({ fiType: 'bank' })).toBe(true);
    expect(isMergerRestateAvailable({ fiType: 'bank', isTechnographic: true })).toBe(false);
    expect(isMergerRestateAvailable({ fiType: 'credit_union' })).toBe(false);
  });
});
