import { INTENT_LEVELS, INTENT_SCORE_MAX, type IntentLevel } from '../constants/intent.js';

export type IntentThresholds = { early: number; active: number; in_depth: number };

/**
 * An institution's score on a signal: the share of the scoring elements' total weight it earned
 * (each element's points are its weight times a strength of 0..1), on a 0..100 scale, to hundredths:
 * the level is decided on the score as stored and shown.
 */
export function intentScore(points: number, totalWeight: number): number {
  if (!(totalWeight > 0) || !(points > 0)) return 0;
  return Math.min(INTENT_SCORE_MAX, Math.round((INTENT_SCORE_MAX * 100 * points) / totalWeight) / 100);
}

/**
 * The level a score reaches: the highest threshold it meets. A score of 0 (no evidence at all) is no
 * level even when a threshold is 0, so an institution never "researches" on nothing.
 */
export function intentLevelOf(score: number, thresholds: IntentThresholds): IntentLevel | null {
  if (!(score > 0)) return null;
  if (score >= thresholds.in_depth) return 'in_depth_research';
  if (score >= thresholds.active) return 'active_research';
  if (score >= thresholds.early) return 'early_research';
  return null;
}

/** Where a level stands (0 = early research); -1 for no level, so comparisons read "at least". */
export const intentLevelRank = (level: IntentLevel | string | null | undefined): number =>
  level ? (INTENT_LEVELS as readonly string[]).indexOf(level) : -1;
