import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { advancedQueries } from '../../../db/schema/index.js';
import type { Actor } from '../../identity/index.js';
import { dropQueryPeerGroup } from './query-peer-group.js';
import { writableQuery } from './saved-query-rows.js';

/**
 * Deletes a saved query the caller may change, and the peer group kept from it: the user asked for
 * that group through the query, so it goes with it (Reporter and Advisor then no longer list it).
 */
export async function deleteQuery(database: Database, actor: Actor, id: number): Promise<void> {
  const row = await writableQuery(database.db, actor, id);
  await database.db.transaction(async (tx) => {
    await tx.delete(advancedQueries).where(eq(advancedQueries.id, row.id));
    if (row.peerGroupId !== null) await dropQueryPeerGroup(tx, row.peerGroupId);
  });
}
