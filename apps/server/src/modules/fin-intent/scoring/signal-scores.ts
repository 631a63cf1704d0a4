import { type IntentLevel, intentLevelOf, intentScore } from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../compute/turns.js';
import type { Period } from '../../../metrics/periods.js';
import { type EvaluationContext, evaluateElement } from './evaluators/evaluate-element.js';
import type { EvidenceRecord } from './evidence.js';
import { type ScoredSignal, scoresPeriod } from './scored-signals.js';

/** What one element earned an institution at a quarter: weight × strength, and the records behind it. */
export type ElementPoints = { elementId: number; points: number; evidence: EvidenceRecord[] };

export type InstitutionScore = { score: number; level: IntentLevel | null; elements: ElementPoints[] };

/** A signal's scores at one quarter end: every institution with a score above 0 (missing = 0). */
export type PeriodScores = { period: Period; scores: Map<number, InstitutionScore> };

/**
 * Scores one signal at one quarter end for every institution that filed for it (`filers`): each
 * element scoring that quarter is read once for all institutions, then an institution's score is
 * 100 × Σ(weight × strength) / Σ weight of those elements, and its level the highest threshold met.
 */
export async function scoreSignalAt(
  context: EvaluationContext,
  signal: ScoredSignal,
  period: Period,
  filers: ReadonlySet<number>,
): Promise<PeriodScores> {
  const elements = signal.elements.filter((e) => scoresPeriod(e, period));
  const totalWeight = elements.reduce((sum, e) => sum + e.weight, 0);
  const earned = new Map<number, ElementPoints[]>();
  const turn = cooperativeTurns();
  for (const element of elements) {
    const reading = await evaluateElement(context, element.params, period);
    for (const [institutionId, finding] of reading) {
      await turn();
      if (!filers.has(institutionId)) continue;
      const points = {
        elementId: element.id,
        points: element.weight * finding.strength,
        evidence: finding.evidence,
      };
      const list = earned.get(institutionId);
      if (list) list.push(points);
      else earned.set(institutionId, [points]);
    }
  }
  const scores = new Map<number, InstitutionScore>();
  for (const [institutionId, list] of earned) {
    await turn();
    const score = intentScore(
      list.reduce((sum, e) => sum + e.points, 0),
      totalWeight,
    );
    if (score <= 0) continue;
    list.sort((a, b) => b.points - a.points || a.elementId - b.elementId);
    scores.set(institutionId, { score, level: intentLevelOf(score, signal.thresholds), elements: list });
  }
  return { period, scores };
}
