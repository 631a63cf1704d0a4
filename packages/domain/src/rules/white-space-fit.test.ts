import { describe, expect, it } from 'vitest';
import { WHITE_SPACE_FIT_PRIOR, WHITE_SPACE_FIT_WEIGHTS } from '../constants/strategy.js';
import { queryPayloadSchema } from '../contracts/query-payload.js';
import { institutionListQuery } from './institution-list-query.js';
import { isQueryValid } from './query-validity.js';
import { fitScore, relativeRate, smoothedRate } from './white-space-fit.js';

describe('white space fit score', () => {
  it('pulls a small group toward the market rate and leaves a large one near its own', () => {
    expect(smoothedRate(1, 2, 0.1)).toBeCloseTo(
      (1 + WHITE_SPACE_FIT_PRIOR * 0.1) / (2 + WHITE_SPACE_FIT_PRIOR),
    );
    expect(smoothedRate(0, 0, 0.25)).toBeCloseTo(0.25);
    expect(smoothedRate(500, 1000, 0.1)).toBeCloseTo(0.498, 3);
  });

  it('scores a prospect as the weighted sum of its factors, the best group of each kind scoring 100', () => {
    expect(
      WHITE_SPACE_FIT_WEIGHTS.size +
        WHITE_SPACE_FIT_WEIGHTS.type +
        WHITE_SPACE_FIT_WEIGHTS.region +
        WHITE_SPACE_FIT_WEIGHTS.peers,
    ).toBeCloseTo(1);
    expect(fitScore({ size: 1, type: 1, region: 1, peers: 1 })).toBe(100);
    expect(fitScore({ size: 0.5, type: 0, region: 0, peers: 0 })).toBe(17.5);
    expect(relativeRate(0.2, 0.4)).toBe(0.5);
    expect(relativeRate(0.2, 0)).toBe(0);
  });
});

describe('a list of institutions as a FIN Query', () => {
  it('is one valid Select Institutions rule naming exactly the ids', () => {
    const query = institutionListQuery([5, 3, 9]);
    expect(queryPayloadSchema.safeParse(query).success).toBe(true);
    expect(isQueryValid(query.criteria)).toBe(true);
    expect(query.criteria.children).toEqual([
      { type: 'rule', id: 'r1', element: 'r1', operator: 'in', value: [5, 3, 9] },
    ]);
  });
});
