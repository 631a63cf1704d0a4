import {
  WHITE_SPACE_FIT_FACTORS,
  WHITE_SPACE_FIT_PRIOR,
  WHITE_SPACE_FIT_WEIGHTS,
  type WhiteSpaceFitFactor,
} from '../constants/strategy.js';

/**
 * A group's adoption rate, pulled toward the market's rate by WHITE_SPACE_FIT_PRIOR imaginary
 * institutions adopting at that rate (a group nobody researched has the market's rate).
 */
export function smoothedRate(users: number, researched: number, marketRate: number): number {
  return (users + WHITE_SPACE_FIT_PRIOR * marketRate) / (researched + WHITE_SPACE_FIT_PRIOR);
}

/** A rate relative to the highest rate of its kind: 0..1, and 0 when no group adopts at all. */
export const relativeRate = (rate: number, highest: number): number =>
  highest > 0 ? Math.min(1, rate / highest) : 0;

/** The fit score (0-100, one decimal) of factors that are each 0..1. */
export function fitScore(factors: Readonly<Record<WhiteSpaceFitFactor, number>>): number {
  let score = 0;
  for (const factor of WHITE_SPACE_FIT_FACTORS) score += WHITE_SPACE_FIT_WEIGHTS[factor] * factors[factor];
  return Math.round(score * 1000) / 10;
}
