import type { FiType } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { Actor } from '../../identity/index.js';
import { freshQueries } from './fresh-queries.js';
import { memberCounts } from './member-counts.js';
import { visibleQueries } from './saved-query-rows.js';

/** A saved query offered as an FI group to modules that aggregate or cut groups of institutions. */
export type SavedQueryGroup = {
  id: number;
  name: string;
  description: string | null;
  isGlobal: boolean;
  ownerName: string;
  fiType: FiType | null;
  /** Institutions it matches at the latest data; null when it can no longer run. */
  memberCount: number | null;
};

/** Every saved query the caller may use as an FI group (theirs, shared with them, navigator ones). */
export async function savedQueryGroups(database: Database, actor: Actor): Promise<SavedQueryGroup[]> {
  const rows = await freshQueries(database, () => visibleQueries(database.db, actor, {}));
  const counts = await memberCounts(database, actor, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isGlobal: row.isGlobal,
    ownerName: row.ownerName,
    fiType:
      row.fiType === 'bank' || row.fiType === 'bhc' || row.fiType === 'credit_union' ? row.fiType : null,
    memberCount: counts.get(row.id) ?? null,
  }));
}
