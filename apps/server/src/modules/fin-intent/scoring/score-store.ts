import type { Database } from '../../../db/database.js';
import { type ColumnSpec, insertRows, withTransaction } from '../../../ingest/store/index.js';
import type { Period } from '../../../metrics/periods.js';
import type { PeriodScores } from './signal-scores.js';

const SCORE_COLUMNS: readonly ColumnSpec[] = [
  { name: 'signal_id', type: 'int' },
  { name: 'institution_id', type: 'int' },
  { name: 'period', type: 'date' },
  { name: 'score', type: 'float4' },
  { name: 'level', type: 'text' },
];

const EVIDENCE_COLUMNS: readonly ColumnSpec[] = [
  { name: 'signal_id', type: 'int' },
  { name: 'institution_id', type: 'int' },
  { name: 'period', type: 'date' },
  { name: 'element_id', type: 'int' },
  { name: 'points', type: 'float4' },
  { name: 'evidence_kind', type: 'text' },
  { name: 'ref_id', type: 'bigint' },
  { name: 'label', type: 'text' },
  { name: 'occurred_on', type: 'date' },
  { name: 'detail', type: 'text' },
];

/** What a signal's replacement wrote. */
export type StoredCounts = { scores: number; evidence: number };

/**
 * Replaces one signal's scores and evidence with a pass's, in one transaction (readers see the old
 * pass or the new, never a mix). Only scores above 0 are stored: a missing row reads as 0 with no
 * level, which keeps the table to the institutions with any evidence. Evidence is kept where a
 * screen can show it: for every institution at a level in every stored quarter, and for every score
 * above 0 at the latest quarter (an institution's page explains any score it has now).
 */
export async function replaceSignalScores(
  database: Database,
  signalId: number,
  stored: readonly PeriodScores[],
  latest: Period,
): Promise<StoredCounts> {
  const scoreRows: unknown[][] = [];
  const evidenceRows: unknown[][] = [];
  for (const { period, scores } of stored) {
    for (const [institutionId, { score, level, elements }] of scores) {
      scoreRows.push([signalId, institutionId, period, score, level]);
      if (level === null && period !== latest) continue;
      for (const { elementId, points, evidence } of elements) {
        for (const e of evidence) {
          evidenceRows.push([
            signalId,
            institutionId,
            period,
            elementId,
            points,
            e.kind,
            e.refId,
            e.label,
            e.occurredOn,
            e.detail,
          ]);
        }
      }
    }
  }
  await withTransaction(database, async (session) => {
    await session.query('delete from intent_evidence where signal_id = $1', [signalId]);
    await session.query('delete from intent_scores where signal_id = $1', [signalId]);
    await insertRows(session, 'intent_scores', SCORE_COLUMNS, scoreRows);
    await insertRows(session, 'intent_evidence', EVIDENCE_COLUMNS, evidenceRows);
  });
  return { scores: scoreRows.length, evidence: evidenceRows.length };
}
