import { type CopyQueriesBody, type CopyQueriesResult, copyName } from '@fin-atlas/domain';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { advancedQueries, userGroups, users } from '../../../db/schema/index.js';
import { unprocessable } from '../../../http/app-error.js';
import { takenNames } from './saved-query-rows.js';

/** One copy run writes at most this many queries: a larger fan-out is a mistake, not a request. */
export const MAX_COPIES = 10_000;

export const COPY_MESSAGES = {
  notSourceQueries: 'Validation failed. Choose queries that belong to the user you copy from.',
  unknownUsers: 'Validation failed. Some of the chosen users do not exist.',
  noTargets: 'Validation failed. The chosen users and groups hold nobody to copy the queries to.',
  tooMany: `Validation failed. At most ${MAX_COPIES.toLocaleString('en-US')} copies at once; choose fewer users or queries.`,
} as const;

const refuse = (message: string, path: string) => unprocessable(message, [{ path, message }]);

/** The users the copies go to: those chosen and every active member of the chosen groups, not the source. */
async function targetUsers(db: Db, body: CopyQueriesBody) {
  if (body.user_ids.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, body.user_ids));
    if (found.length !== new Set(body.user_ids).size) throw refuse(COPY_MESSAGES.unknownUsers, 'user_ids');
  }
  const inGroups =
    body.group_ids.length === 0
      ? undefined
      : and(
          eq(users.isActive, true),
          or(
            inArray(users.clientGroupId, body.group_ids),
            inArray(
              users.id,
              db
                .select({ id: userGroups.userId })
                .from(userGroups)
                .where(inArray(userGroups.groupId, body.group_ids)),
            ),
          ),
        );
  const chosen = body.user_ids.length === 0 ? undefined : inArray(users.id, body.user_ids);
  return db
    .select({ id: users.id, userName: users.userName, clientGroupId: users.clientGroupId })
    .from(users)
    .where(and(or(chosen, inGroups), ne(users.id, body.source_user_id)))
    .orderBy(users.id);
}

/**
 * Copies the chosen queries of one user to each target user as queries of their own: same
 * criteria, name and description (the name takes " (copy)", " (copy 2)"... where the user has
 * one by that name already), not shared, not global and without a peer group (the new owner
 * decides). Written in one transaction.
 */
export async function copyQueries(db: Db, body: CopyQueriesBody): Promise<CopyQueriesResult> {
  const sources = await db
    .select()
    .from(advancedQueries)
    .where(and(eq(advancedQueries.userId, body.source_user_id), inArray(advancedQueries.id, body.query_ids)))
    .orderBy(advancedQueries.id);
  if (sources.length !== new Set(body.query_ids).size) {
    throw refuse(COPY_MESSAGES.notSourceQueries, 'query_ids');
  }
  const targets = await targetUsers(db, body);
  if (targets.length === 0) throw refuse(COPY_MESSAGES.noTargets, 'user_ids');
  if (targets.length * sources.length > MAX_COPIES) throw refuse(COPY_MESSAGES.tooMany, 'user_ids');
  return db.transaction(async (tx) => {
    const copies: CopyQueriesResult['copies'] = [];
    for (const target of targets) {
      const taken = new Map<string, Set<string>>();
      for (const source of sources) {
        const names = taken.get(source.queryType) ?? (await takenNames(tx, target.id, source.queryType));
        taken.set(source.queryType, names);
        const name = copyName(source.name, names);
        names.add(name.toLowerCase());
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
        if (row) copies.push({ user_id: target.id, user_name: target.userName, query_id: row.id, name });
      }
    }
    return { copies };
  });
}
