import type { Database } from '../../../db/database.js';
import { AppError } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';
import { queryEngineFor } from '../engine-instance.js';
import { type ListedQuery, storedPayload, variantOfRow } from './saved-query-rows.js';

/**
 * Institutions each query matches at the latest data: its kept peer group's count (already
 * refreshed) or a count by the engine (rule answers are cached per data version, so a list of
 * queries sharing rules costs little). Null for a query that can no longer run.
 */
export async function memberCounts(
  database: Database,
  actor: Actor | null,
  rows: readonly ListedQuery[],
): Promise<Map<number, number | null>> {
  const engine = queryEngineFor(database);
  const counts = new Map<number, number | null>();
  for (const row of rows) {
    if (row.peerGroupId !== null && row.peerCount !== null) {
      counts.set(row.id, row.peerCount);
      continue;
    }
    const payload = storedPayload(row);
    try {
      counts.set(row.id, payload ? (await engine.counts(actor, payload, variantOfRow(row))).total : null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      counts.set(row.id, null);
    }
  }
  return counts;
}
