import { INTENT_LIMITS, type IntentEvidenceKind } from '@fin-atlas/domain';
import { addQuarters, type Period } from '../../../metrics/periods.js';

/** A record that earned an element its points (intent_evidence without the score's keys). */
export type EvidenceRecord = {
  kind: IntentEvidenceKind;
  /** The record's id in its own table (posting, page, contact move, technographics row, structure event). */
  refId: number | null;
  label: string;
  /** ISO date. */
  occurredOn: string | null;
  detail: string | null;
};

/** What one element found for one institution at one quarter end. */
export type ElementFinding = { strength: number; evidence: EvidenceRecord[] };

/** One element read for every institution at one quarter end: institution id -> its finding (strength > 0 only). */
export type ElementReading = Map<number, ElementFinding>;

/** Evidence kept per element, institution and quarter. */
export const EVIDENCE_LIMIT = INTENT_LIMITS.evidencePerElement;

/**
 * An element's evidence window ending at a quarter end: records dated after `since` and on or before
 * `period` count, so a score never reads anything dated after its quarter.
 */
export type EvidenceWindow = { since: Period; period: Period };

export const windowEnding = (period: Period, quarters: number): EvidenceWindow => ({
  since: addQuarters(period, -quarters),
  period,
});

/** Strength of a count against the count that earns full strength. */
export const countStrength = (count: number, fullAt: number): number =>
  count <= 0 ? 0 : Math.min(1, count / Math.max(1, fullAt));

/**
 * Groups evidence rows (already limited per institution by the query) into findings. `strengthOf`
 * reads the institution's strength from its first row (rows carry per-institution totals).
 */
export function readingFromRows<R extends { institution_id: number }>(
  rows: readonly R[],
  strengthOf: (row: R) => number,
  evidenceOf: (row: R) => EvidenceRecord,
): ElementReading {
  const reading: ElementReading = new Map();
  for (const row of rows) {
    let finding = reading.get(row.institution_id);
    if (!finding) {
      const strength = strengthOf(row);
      if (!(strength > 0)) continue;
      finding = { strength, evidence: [] };
      reading.set(row.institution_id, finding);
    }
    if (finding.evidence.length < EVIDENCE_LIMIT) finding.evidence.push(evidenceOf(row));
  }
  return reading;
}
