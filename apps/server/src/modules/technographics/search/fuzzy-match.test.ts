import { describe, expect, it } from 'vitest';
import { boundedDistance, matchName, prefixDistance, TIER, toSearchTerm } from './fuzzy-match.js';

const match = (query: string, name: string) => matchName(toSearchTerm(query), toSearchTerm(name));

describe('fuzzy matching of catalog names', () => {
  it('normalises case, accents and punctuation', () => {
    expect(toSearchTerm('  Jack Henry & Associés, Inc. ')).toEqual({
      key: 'jackhenryassociesinc',
      tokens: ['jack', 'henry', 'associes', 'inc'],
    });
  });

  it('counts edits, adjacent swaps included, and gives up past the bound', () => {
    expect(boundedDistance('fisrv', 'fiserv', 2)).toBe(1);
    expect(boundedDistance('fsierv', 'fiserv', 2)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(prefixDistance('bankn', 'banking', 1)).toBe(1);
    expect(prefixDistance('proc', 'processing', 1)).toBe(0);
  });

  it('ranks exact, prefix, word-prefix, substring and fuzzy matches in that order', () => {
    expect(match('mobile banking', 'Mobile Banking')?.tier).toBe(TIER.exact);
    expect(match('mobile', 'Mobile Banking')?.tier).toBe(TIER.prefix);
    expect(match('core proc', 'Core Processing')?.tier).toBe(TIER.prefix);
    expect(match('processing core', 'Core Processing')?.tier).toBe(TIER.wordPrefix);
    expect(match('banking', 'Mobile Banking')?.tier).toBe(TIER.wordPrefix);
    expect(match('ebank', 'Mobile Banking')?.tier).toBe(TIER.substring);
    expect(match('mobil bankng', 'Mobile Banking')).toEqual({ tier: TIER.fuzzyWords, typos: 1 });
    expect(match('fisrv', 'Fiservo Technologies')).toEqual({ tier: TIER.fuzzyWords, typos: 1 });
    expect(match('mobilebankng', 'Mobile Banking')).toEqual({ tier: TIER.fuzzyKey, typos: 1 });
  });

  it('forgives no typo in short words and at most two in long ones', () => {
    expect(match('cre', 'Core Processing')).toBeNull();
    expect(match('mobil bankng', 'Online Banking')).toBeNull();
    expect(match('procssing', 'Core Processing')?.typos).toBe(1);
    expect(match('prcssing', 'Core Processing')?.typos).toBe(2);
    expect(match('prcsing', 'Core Processing')).toBeNull();
    expect(match('', 'Core Processing')).toBeNull();
  });
});
