import type { FiType } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { unprocessable } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';
import { queryEngineFor } from '../engine-instance.js';
import { membersOf } from './query-peer-group.js';
import { storedPayload, variantOfRow, visibleQuery } from './saved-query-rows.js';

export type SavedQueryMembers = {
  id: number;
  name: string;
  /** The type every member shares, or null for a mixed list. */
  fiType: FiType | null;
  /** Banks, holding companies and credit unions the query matches at the latest data. */
  ids: number[];
  dataVersion: string;
};

/**
 * Who a saved query the caller may see matches now: the same evaluation as its results, less the
 * mortgage companies (the analytics built on it read call reports). A missing or foreign query is a
 * 404, as it is everywhere else.
 */
export async function savedQueryMembers(
  database: Database,
  actor: Actor,
  id: number,
): Promise<SavedQueryMembers> {
  const row = await visibleQuery(database.db, actor, id);
  const payload = storedPayload(row);
  if (!payload) throw unprocessable(`Validation failed. Saved query ${row.name} can no longer run.`);
  const engine = queryEngineFor(database);
  const { context, evaluation } = await engine.evaluate(actor, payload, variantOfRow(row));
  const members = membersOf(context, evaluation);
  return {
    id: row.id,
    name: row.name,
    fiType: members.fiType,
    ids: members.ids,
    dataVersion: members.dataVersion,
  };
}
