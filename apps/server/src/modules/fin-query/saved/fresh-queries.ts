import type { Database } from '../../../db/database.js';
import { refreshQueryPeerGroups } from './query-peer-group.js';
import type { ListedQuery } from './saved-query-rows.js';

/**
 * Saved queries read after their kept peer groups caught up with the latest data: a list shows
 * the member counts of today's data, not of the data the query was saved on.
 */
export async function freshQueries(
  database: Database,
  read: () => Promise<ListedQuery[]>,
): Promise<ListedQuery[]> {
  const rows = await read();
  const kept = rows.flatMap((r) =>
    r.peerGroupId !== null && r.peerSource ? [{ id: r.peerGroupId, source: r.peerSource }] : [],
  );
  if (kept.length === 0) return rows;
  const { version } = await refreshQueryPeerGroups(database, kept);
  return kept.every((k) => k.source.data_version === version) ? rows : read();
}
