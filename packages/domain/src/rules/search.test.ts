import { describe, expect, it } from 'vitest';
import { hiddenResultCount, isSearchActive, searchListLimit } from './search.js';

describe('search', () => {
  it('hides results for blank text', () => {
    expect(isSearchActive('  ')).toBe(false);
    expect(isSearchActive(' core')).toBe(true);
  });

  it('limits lists to 5 vendors and 7 services, 1000 expanded', () => {
    expect(searchListLimit('vendor', false)).toBe(5);
    expect(searchListLimit('service', false)).toBe(7);
    expect(searchListLimit('vendor', true)).toBe(1000);
  });

  it('counts hidden results', () => {
    expect(hiddenResultCount(12, 5)).toBe(7);
    expect(hiddenResultCount(3, 5)).toBe(0);
  });
});
