import { describe, expect, it } from 'vitest';
import { quantile, rankAmong, summarize } from './statistics.js';

/** The obvious definition, to check the binary-search version against. */
function naiveRank(value: number, population: number[], higherIsBetter: boolean) {
  const better = population.filter((o) => (higherIsBetter ? o > value : o < value)).length;
  const notBetter = population.length - better;
  const of = population.length;
  const percentile = of === 1 ? 100 : Math.round(((notBetter - 1) / (of - 1)) * 1000) / 10;
  return { rank: better + 1, of, percentile: Math.max(0, Math.min(100, percentile)) };
}

describe('statistics', () => {
  it('summarises peers with interpolated quartiles, ignoring gaps', () => {
    expect(summarize([4, null, 1, 3, 2, Number.NaN])).toEqual({
      count: 4,
      mean: 2.5,
      median: 2.5,
      p25: 1.75,
      p75: 3.25,
      min: 1,
      max: 4,
    });
    expect(quantile([], 0.5)).toBeNull();
  });

  it('ranks with ties sharing the better rank, in both directions', () => {
    const sorted = [1, 2, 2, 3, 5];
    expect(rankAmong(2, sorted, true)).toEqual({ rank: 3, of: 5, percentile: 50 });
    expect(rankAmong(2, sorted, false)).toEqual({ rank: 2, of: 5, percentile: 75 });
    expect(rankAmong(5, sorted, true)?.rank).toBe(1);
    expect(rankAmong(null, sorted, true)).toBeNull();
  });

  it('agrees with the naive count on random populations', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let trial = 0; trial < 200; trial++) {
      const population = Array.from({ length: 1 + Math.floor(next() * 40) }, () => Math.round(next() * 20));
      const sorted = [...population].sort((a, b) => a - b);
      const value = Math.round(next() * 22) - 1;
      for (const hib of [true, false])
        expect(rankAmong(value, sorted, hib)).toEqual(naiveRank(value, population, hib));
    }
  });
});
