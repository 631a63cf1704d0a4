import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import {
  type ColumnSpec,
  insertRows,
  type SqlSession,
  withTransaction,
} from '../../../ingest/store/index.js';
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

/**
 * Rows per statement: the embedded engine runs a statement on the main thread, and a national signal
 * writes tens of thousands of rows, so they go in statements of tens of milliseconds with a turn for
 * other requests between them.
 */
const WRITE_CHUNK = 500;

async function insertInTurns(
  session: SqlSession,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly unknown[][],
): Promise<void> {
  const turn = cooperativeTurns();
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await insertRows(session, table, columns, rows.slice(start, start + WRITE_CHUNK));
    await turn();
  }
}

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
    await insertInTurns(session, 'intent_scores', SCORE_COLUMNS, scoreRows);
    await insertInTurns(session, 'intent_evidence', EVIDENCE_COLUMNS, evidenceRows);
  });
  return { scores: scoreRows.length, evidence: evidenceRows.length };
}
