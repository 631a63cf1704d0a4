import { describe, expect, it } from 'vitest';
import { INTENT_DEFAULT_THRESHOLDS } from '../constants/intent.js';
import { intentLevelOf, intentLevelRank, intentScore } from './intent-score.js';

describe('intent scores and levels', () => {
  it('scores the share of the total weight earned, 0..100', () => {
    expect(intentScore(30, 120)).toBe(25);
    expect(intentScore(0, 120)).toBe(0);
    expect(intentScore(10, 0)).toBe(0);
    expect(intentScore(200, 100)).toBe(100);
    expect(intentScore(1, 3)).toBe(33.33);
  });

  it('reaches a level at its threshold exactly, not a hair below', () => {
    const t = INTENT_DEFAULT_THRESHOLDS;
    expect(intentLevelOf(t.early - 0.001, t)).toBeNull();
    expect(intentLevelOf(t.early, t)).toBe('early_research');
    expect(intentLevelOf(t.active - 0.001, t)).toBe('early_research');
    expect(intentLevelOf(t.active, t)).toBe('active_research');
    expect(intentLevelOf(t.in_depth - 0.001, t)).toBe('active_research');
    expect(intentLevelOf(t.in_depth, t)).toBe('in_depth_research');
    expect(intentLevelOf(100, t)).toBe('in_depth_research');
  });

  it('gives no level without evidence, even at a zero threshold', () => {
    expect(intentLevelOf(0, { early: 0, active: 10, in_depth: 20 })).toBeNull();
    expect(intentLevelOf(0.5, { early: 0, active: 10, in_depth: 20 })).toBe('early_research');
  });

  it('ranks levels so that "at least" is a comparison', () => {
    expect(intentLevelRank(null)).toBe(-1);
    expect(intentLevelRank('early_research')).toBeLessThan(intentLevelRank('active_research'));
    expect(intentLevelRank('active_research')).toBeLessThan(intentLevelRank('in_depth_research'));
  });
});
