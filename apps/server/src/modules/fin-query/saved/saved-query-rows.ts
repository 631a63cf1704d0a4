import {
  FI_TYPES,
  FIN_QUERY_MESSAGES,
  type FiType,
  QUERY_TYPES,
  type QueryPayload,
  type QueryType,
  queryPayloadSchema,
  ROLE,
  type SavedQueryListItem,
} from '@fin-atlas/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { advancedQueries, advancedQueryGroups, groups, peerGroups, users } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';
import { assertQueryVariantAllowed, mayUseMortgageVariant } from '../query-access.js';

export type SavedQueryRow = typeof advancedQueries.$inferSelect;

/** A saved query with what its lists show beside it: owner, peer group count and criteria. */
export type ListedQuery = SavedQueryRow & {
  ownerName: string;
  ownerEmail: string;
  peerCount: number | null;
  peerSource: Record<string, unknown> | null;
};

export const isFinAdmin = (actor: Actor): boolean => actor.role === ROLE.FIN_ADMIN;

/** Without VendorFit, queries using its elements are as if they did not exist (spec section 6). */
export const mayUseVendorFit = (actor: Actor): boolean => actor.modules.has('fin_vendorfit');

/**
 * The caller's own queries, those shared with any of the caller's groups, and the navigator
 * (global) ones. Nothing else exists for the caller, whatever its tenant.
 */
export function visibleTo(db: Db, actor: Actor): SQL {
  const groupIds = actor.groups.map((g) => g.id);
  const sharedWithMe =
    groupIds.length === 0
      ? undefined
      : inArray(
          advancedQueries.id,
          db
            .select({ id: advancedQueryGroups.advancedQueryId })
            .from(advancedQueryGroups)
            .where(inArray(advancedQueryGroups.groupId, groupIds)),
        );
  return or(
    eq(advancedQueries.userId, actor.user.id),
    eq(advancedQueries.isGlobal, true),
    sharedWithMe,
  ) as SQL;
}

const nameMatches = (text: string | undefined) =>
  text ? ilike(advancedQueries.name, `%${escapeLike(text)}%`) : undefined;

/** Reads saved queries with their owner and kept peer group, newest first. */
export async function listedQueries(db: Db, where: SQL | undefined, limit?: number): Promise<ListedQuery[]> {
  const query = db
    .select({
      query: advancedQueries,
      ownerName: users.userName,
      ownerEmail: users.email,
      peerCount: peerGroups.peerCount,
      peerSource: peerGroups.criteria,
    })
    .from(advancedQueries)
    .innerJoin(users, eq(users.id, advancedQueries.userId))
    .leftJoin(peerGroups, eq(peerGroups.id, advancedQueries.peerGroupId))
    .where(where)
    .orderBy(desc(advancedQueries.updatedAt), asc(advancedQueries.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({
    ...r.query,
    ownerName: r.ownerName,
    ownerEmail: r.ownerEmail,
    peerCount: r.peerCount,
    peerSource: r.peerSource,
  }));
}

/** The caller's saved queries of one kind (mortgage or prospect), optionally by name. */
export function visibleQueries(
  db: Db,
  actor: Actor,
  filter: { queryType?: QueryType; search?: string; globalOnly?: boolean },
): Promise<ListedQuery[]> {
  return listedQueries(
    db,
    and(
      visibleTo(db, actor),
      mayUseVendorFit(actor) ? undefined : eq(advancedQueries.usesVendorFit, false),
      mayUseMortgageVariant(actor) ? undefined : eq(advancedQueries.queryType, 'fin_query'),
      filter.queryType ? eq(advancedQueries.queryType, filter.queryType) : undefined,
      filter.globalOnly ? eq(advancedQueries.isGlobal, true) : undefined,
      nameMatches(filter.search),
    ),
  );
}

/** Anyone else's query, missing or invisible, reads the same: not found (no tenant learns of another's). */
export async function visibleQuery(db: Db, actor: Actor, id: number): Promise<ListedQuery> {
  const [row] = await listedQueries(db, and(eq(advancedQueries.id, id), visibleTo(db, actor)));
  if (!row) throw notFound(FIN_QUERY_MESSAGES.queryNotFound);
  if (row.usesVendorFit && !mayUseVendorFit(actor)) {
    throw new AppError(403, 'forbidden', FIN_QUERY_MESSAGES.vendorFitHidden);
  }
  assertQueryVariantAllowed(actor, row.queryType === 'mortgage');
  return row;
}

/** A query the caller may change: their own, or (for a FIN Admin) a navigator query. */
export async function writableQuery(db: Db, actor: Actor, id: number): Promise<ListedQuery> {
  const row = await visibleQuery(db, actor, id);
  const mayWrite = row.userId === actor.user.id || (row.isGlobal && isFinAdmin(actor));
  if (!mayWrite) throw new AppError(403, 'forbidden', FIN_QUERY_MESSAGES.notQueryOwner);
  return row;
}

/** The groups each query is shared with, by query id. */
export async function sharedGroups(
  db: Db,
  queryIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byQuery = new Map<number, { id: number; name: string }[]>();
  if (queryIds.length === 0) return byQuery;
  const rows = await db
    .select({ queryId: advancedQueryGroups.advancedQueryId, id: groups.id, name: groups.name })
    .from(advancedQueryGroups)
    .innerJoin(groups, eq(groups.id, advancedQueryGroups.groupId))
    .where(inArray(advancedQueryGroups.advancedQueryId, [...queryIds]))
    .orderBy(asc(groups.name));
  for (const { queryId, id, name } of rows)
    byQuery.set(queryId, [...(byQuery.get(queryId) ?? []), { id, name }]);
  return byQuery;
}

/** The builder variant a saved query runs in (its query_type). */
export const variantOfRow = (row: SavedQueryRow): QueryType =>
  row.queryType === 'mortgage' ? 'mortgage' : 'fin_query';

/** The stored criteria, or null for a row that no longer reads as a query (never written by the API). */
export function storedPayload(row: SavedQueryRow): QueryPayload | null {
  const parsed = queryPayloadSchema.safeParse(row.query);
  return parsed.success ? parsed.data : null;
}

const asFiType = (value: string | null): FiType | null =>
  FI_TYPES.includes(value as FiType) ? (value as FiType) : null;

export const asQueryType = (value: string): QueryType =>
  QUERY_TYPES.includes(value as QueryType) ? (value as QueryType) : 'fin_query';

/** The saved query as the caller sees it in a list. */
export function listItem(
  actor: Actor,
  row: ListedQuery,
  shared: readonly { id: number; name: string }[],
): SavedQueryListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    group_ids: shared.map((g) => g.id),
    query: JSON.stringify(row.query),
    query_type: row.queryType,
    save_as_peer_group: row.peerGroupId !== null,
    is_global: row.isGlobal,
    institution_id: row.institutionId,
    fi_type: asFiType(row.fiType),
    owner: { id: row.userId, user_name: row.ownerName },
    is_owner: row.userId === actor.user.id,
    shared_groups: [...shared],
    peer_group_id: row.peerGroupId,
    peer_count: row.peerGroupId === null ? null : row.peerCount,
    uses_vendor_fit: row.usesVendorFit,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** List items for rows, with their shared groups read in one query. */
export async function listItems(
  db: Db,
  actor: Actor,
  rows: readonly ListedQuery[],
): Promise<SavedQueryListItem[]> {
  const shared = await sharedGroups(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => listItem(actor, row, shared.get(row.id) ?? []));
}

/** Lower-cased names a user's queries of one kind already use (for naming copies). */
export async function takenNames(db: Db, userId: number, queryType: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${advancedQueries.name})` })
    .from(advancedQueries)
    .where(and(eq(advancedQueries.userId, userId), eq(advancedQueries.queryType, queryType)));
  return new Set(rows.map((r) => r.name));
}
