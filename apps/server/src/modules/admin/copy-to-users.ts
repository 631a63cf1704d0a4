import { copyName } from '@fin-atlas/domain';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userGroups, users } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';

/** One copy run writes at most this many items: a larger fan-out is a mistake, not a request. */
export const MAX_COPIES = 10_000;

/** What the FIN Admin's copy consoles (copy_queries, copy_reports) refuse, for items named `items`. */
export const copyMessages = (items: string) =>
  ({
    notSourceItems: `Validation failed. Choose ${items} that belong to the user you copy from.`,
    unknownUsers: 'Validation failed. Some of the chosen users do not exist.',
    noTargets: `Validation failed. The chosen users and groups hold nobody to copy the ${items} to.`,
    tooMany: `Validation failed. At most ${MAX_COPIES.toLocaleString('en-US')} copies at once; choose fewer users or ${items}.`,
  }) as const;

export type CopyRequest = { source_user_id: number; user_ids: number[]; group_ids: number[] };
export type CopyTarget = { id: number; userName: string; clientGroupId: number | null };

export const refuseCopy = (message: string, path: string) => unprocessable(message, [{ path, message }]);

/** The users the copies go to: those chosen and every active member of the chosen groups, not the source. */
async function targetUsers(db: Db, request: CopyRequest, items: string): Promise<CopyTarget[]> {
  if (request.user_ids.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, request.user_ids));
    if (found.length !== new Set(request.user_ids).size) {
      throw refuseCopy(copyMessages(items).unknownUsers, 'user_ids');
    }
  }
  const inGroups =
    request.group_ids.length === 0
      ? undefined
      : and(
          eq(users.isActive, true),
          or(
            inArray(users.clientGroupId, request.group_ids),
            inArray(
              users.id,
              db
                .select({ id: userGroups.userId })
                .from(userGroups)
                .where(inArray(userGroups.groupId, request.group_ids)),
            ),
          ),
        );
  const chosen = request.user_ids.length === 0 ? undefined : inArray(users.id, request.user_ids);
  return db
    .select({ id: users.id, userName: users.userName, clientGroupId: users.clientGroupId })
    .from(users)
    .where(and(or(chosen, inGroups), ne(users.id, request.source_user_id)))
    .orderBy(users.id);
}

export type CopyPlan<S, C> = {
  /** The source user's items, checked to be theirs. */
  sources: readonly S[];
  /** What the items are called in messages ('queries', 'reports'). */
  items: string;
  nameOf: (source: S) => string;
  /** Names clash within a namespace of the receiver's (one kind of query); one when omitted. */
  namespaceOf?: (source: S) => string;
  /** Lower-cased names the receiver already uses in a namespace. */
  takenNames: (db: Db, userId: number, namespace: string) => Promise<Set<string>>;
  /** Writes one copy as the receiver's own and says what was written. */
  insert: (db: Db, target: CopyTarget, source: S, name: string) => Promise<C>;
};

/**
 * Copies items of one user to each receiver (`targetUsers`) as items of their own, in one
 * transaction: a name the receiver uses already becomes "name (copy)", "name (copy 2)"... Refused
 * (422, nothing written) when nobody receives them or the copies would pass MAX_COPIES.
 */
export async function copyToUsers<S, C>(db: Db, request: CopyRequest, plan: CopyPlan<S, C>): Promise<C[]> {
  const targets = await targetUsers(db, request, plan.items);
  const messages = copyMessages(plan.items);
  if (targets.length === 0) throw refuseCopy(messages.noTargets, 'user_ids');
  if (targets.length * plan.sources.length > MAX_COPIES) throw refuseCopy(messages.tooMany, 'user_ids');
  const namespaceOf = plan.namespaceOf ?? (() => '');
  return db.transaction(async (tx) => {
    const copies: C[] = [];
    for (const target of targets) {
      const taken = new Map<string, Set<string>>();
      for (const source of plan.sources) {
        const namespace = namespaceOf(source);
        const names = taken.get(namespace) ?? (await plan.takenNames(tx, target.id, namespace));
        taken.set(namespace, names);
        const name = copyName(plan.nameOf(source), names);
        names.add(name.toLowerCase());
        copies.push(await plan.insert(tx, target, source, name));
      }
    }
    return copies;
  });
}
