import { describe, expect, it } from 'vitest';
import { cardSentence } from './card-sentence.js';
import { peerPercentile } from './performance-card-data.js';

const roa = {
  title: 'Return on Assets',
  format: 'P2' as const,
  higherIsBetter: true,
  periodLabel: 'Q3 2026',
  value: 0.0112,
  peerMedian: 0.0094,
  peerCount: 48,
  peerPercentile: 72.3,
  yearAgo: 0.0098,
};

describe('card sentences', () => {
  it('says rank, distance from the median and the year’s move', () => {
    expect(cardSentence(roa)).toBe(
      'Return on Assets of 1.12% ranks in the 72nd percentile of 48 peers, 0.18 points above the peer median, up from 0.98% a year ago.',
    );
    expect(cardSentence({ ...roa, value: 0.009, peerPercentile: 41, yearAgo: 0.009 })).toBe(
      'Return on Assets of 0.90% ranks in the 41st percentile of 48 peers, 0.04 points below the peer median, unchanged from a year ago.',
    );
  });

  it('says what is missing instead of guessing', () => {
    expect(cardSentence({ ...roa, value: null })).toBe(
      'Return on Assets is not reported for Q3 2026. The peer median is 0.94% across 48 peers.',
    );
    expect(
      cardSentence({ ...roa, peerMedian: null, peerCount: 0, peerPercentile: null, yearAgo: null }),
    ).toBe('Return on Assets of 1.12% has no peer value to compare with for Q3 2026.');
  });

  it('places a measure without a better direction without calling it a rank', () => {
    expect(
      cardSentence({
        ...roa,
        title: 'Loans to Deposits',
        format: 'P1',
        higherIsBetter: null,
        value: 0.85,
        peerMedian: 0.8,
      }),
    ).toBe(
      'Loans to Deposits of 85.0% is at or above 72% of 48 peers, 5.0 points above the peer median, up from 1.0% a year ago.',
    );
  });
});

describe('peer percentile', () => {
  it('is the share of peers the value beats or ties, best 100', () => {
    expect(peerPercentile(5, [1, 2, 3, 4], true)).toBe(100);
    expect(peerPercentile(0, [1, 2, 3, 4], true)).toBe(0);
    expect(peerPercentile(2, [1, 2, 3, 4], true)).toBe(50);
    // Lower is better: beating three of four.
    expect(peerPercentile(2, [1, 3, 4, 5], false)).toBe(75);
    expect(peerPercentile(null, [1], true)).toBeNull();
    expect(peerPercentile(1, [], true)).toBeNull();
  });
});
