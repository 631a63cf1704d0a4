import type { CopyQueriesBody, CopyQueriesResult } from '@fin-atlas/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { advancedQueries } from '../../../db/schema/index.js';
import { copyMessages, copyToUsers, refuseCopy } from '../../admin/index.js';
import { takenNames } from './saved-query-rows.js';

/**
 * Copies the chosen queries of one user to each target user as queries of their own: same
 * criteria, name and description (the name takes " (copy)", " (copy 2)"... where the user has
 * one by that name already among queries of its kind), not shared, not global and without a peer
 * group (the new owner decides). Written in one transaction.
 */
export async function copyQueries(db: Db, body: CopyQueriesBody): Promise<CopyQueriesResult> {
  const sources = await db
    .select()
    .from(advancedQueries)
    .where(and(eq(advancedQueries.userId, body.source_user_id), inArray(advancedQueries.id, body.query_ids)))
    .orderBy(advancedQueries.id);
  if (sources.length !== new Set(body.query_ids).size) {
    throw refuseCopy(copyMessages('queries').notSourceItems, 'query_ids');
  }
  const copies = await copyToUsers(db, body, {
    sources,
    items: 'queries',
    nameOf: (source) => source.name,
    namespaceOf: (source) => source.queryType,
    takenNames,
    async insert(tx, target, source, name) {
      const [row] = await tx
        .insert(advancedQueries)
        .values({
          userId: target.id,
          groupId: target.clientGroupId,
          name,
          description: source.description,
          query: source.query,
          queryType: source.queryType,
          institutionId: source.institutionId,
          fiType: source.fiType,
          usesVendorFit: source.usesVendorFit,
        })
        .returning({ id: advancedQueries.id });
      if (!row) throw new Error('query copy insert returned nothing');
      return { user_id: target.id, user_name: target.userName, query_id: row.id, name };
    },
  });
  return { copies };
}
