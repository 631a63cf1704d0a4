import {
  FIN_QUERY_MESSAGES,
  MESSAGES,
  type QueryPayload,
  queryPayloadSchema,
  type SavedQueryListItem,
  type SaveQueryBody,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/pg-errors.js';
import { advancedQueries, advancedQueryGroups, institutions } from '../../../db/schema/index.js';
import { unprocessable } from '../../../http/app-error.js';
import { type Actor, forbidden } from '../../identity/index.js';
import { queryEngineFor } from '../engine-instance.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { dropQueryPeerGroup, keepQueryPeerGroup, membersOf, type QueryMembers } from './query-peer-group.js';
import {
  isFinAdmin,
  type ListedQuery,
  listItems,
  type SavedQueryRow,
  visibleQuery,
  writableQuery,
} from './saved-query-rows.js';

const VENDOR_FIT_TYPES: readonly string[] = ['vendor_fit', 'vendor_fit_static'];

/** Whether any element of the query is a VendorFit one (hidden from users without VendorFit). */
export const usesVendorFit = (payload: QueryPayload): boolean =>
  payload.elements.some((e) => e.element_objects.some((o) => VENDOR_FIT_TYPES.includes(o.element_type)));

const nameExists = () =>
  unprocessable(MESSAGES.validation.queryNameExists, [
    { path: 'advanced_query.name', message: MESSAGES.validation.queryNameExists },
  ]);

/** Sharing is with the caller's own groups (or, on an update, groups it was shared with already). */
function assertShareable(actor: Actor, groupIds: readonly number[], alreadyShared: readonly number[]): void {
  const allowed = new Set([...actor.groups.map((g) => g.id), ...alreadyShared]);
  if (groupIds.some((id) => !allowed.has(id))) {
    throw unprocessable(FIN_QUERY_MESSAGES.shareOwnGroupsOnly, [
      { path: 'advanced_query.group_ids', message: FIN_QUERY_MESSAGES.shareOwnGroupsOnly },
    ]);
  }
}

async function assertInstitutionExists(db: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const [found] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id));
  if (!found) {
    throw unprocessable(FIN_QUERY_MESSAGES.unknownInstitution, [
      { path: 'advanced_query.institution_id', message: FIN_QUERY_MESSAGES.unknownInstitution },
    ]);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The query row, its shares and its kept peer group, written together. */
async function writeQuery(
  tx: Tx,
  actor: Actor,
  fields: SaveQueryBody['advanced_query'],
  payload: QueryPayload,
  members: QueryMembers,
  existing: ListedQuery | null,
): Promise<number> {
  const values = {
    name: fields.name,
    description: fields.description,
    query: payload as unknown as Record<string, unknown>,
    queryType: fields.query_type,
    isGlobal: fields.is_global,
    institutionId: fields.institution_id,
    fiType: members.fiType,
    usesVendorFit: usesVendorFit(payload),
    updatedAt: new Date(),
  };
  const [row]: SavedQueryRow[] = existing
    ? await tx.update(advancedQueries).set(values).where(eq(advancedQueries.id, existing.id)).returning()
    : await tx
        .insert(advancedQueries)
        .values({ ...values, userId: actor.user.id, groupId: actor.user.clientGroupId })
        .returning();
  if (!row) throw new Error('saved query write returned nothing');
  await tx.delete(advancedQueryGroups).where(eq(advancedQueryGroups.advancedQueryId, row.id));
  if (fields.group_ids.length > 0) {
    await tx
      .insert(advancedQueryGroups)
      .values([...new Set(fields.group_ids)].map((groupId) => ({ advancedQueryId: row.id, groupId })));
  }
  let peerGroupId: number | null = null;
  if (fields.save_as_peer_group) {
    peerGroupId = await keepQueryPeerGroup(tx, row, members, fields.group_ids.length > 0);
  } else if (row.peerGroupId !== null) {
    await dropQueryPeerGroup(tx, row.peerGroupId);
  }
  if (peerGroupId !== row.peerGroupId) {
    await tx.update(advancedQueries).set({ peerGroupId }).where(eq(advancedQueries.id, row.id));
  }
  return row.id;
}

/**
 * Saves a query (POST creates, PUT with an id updates in place). The query is run on the current
 * data first, in this request: a query the engine refuses (an empty rule, an unknown element, an
 * element the caller may not use) is a 422 and nothing is written. Its result becomes the peer
 * group when asked for.
 */
export async function saveQuery(
  database: Database,
  actor: Actor,
  body: SaveQueryBody,
  id: number | null,
): Promise<SavedQueryListItem> {
  const fields = body.advanced_query;
  const { db } = database;
  assertQueryVariantAllowed(actor, fields.query_type === 'mortgage');
  const existing = id === null ? null : await writableQuery(db, actor, id);
  if (fields.is_global && !isFinAdmin(actor) && !existing?.isGlobal) throw forbidden();
  const alreadyShared = existing
    ? (
        await db
          .select({ id: advancedQueryGroups.groupId })
          .from(advancedQueryGroups)
          .where(eq(advancedQueryGroups.advancedQueryId, existing.id))
      ).map((r) => r.id)
    : [];
  assertShareable(actor, fields.group_ids, alreadyShared);
  await assertInstitutionExists(db, fields.institution_id);
  const payload = queryPayloadSchema.parse(JSON.parse(fields.query));
  const { context, evaluation } = await queryEngineFor(database).evaluate(actor, payload, fields.query_type);
  const members = membersOf(context, evaluation);
  let savedId: number;
  try {
    savedId = await db.transaction((tx) => writeQuery(tx, actor, fields, payload, members, existing));
  } catch (error) {
    // An owner's query names are unique per kind (a clashing peer group name is the peer groups' 422).
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
  const [item] = await listItems(db, actor, [await visibleQuery(db, actor, savedId)]);
  if (!item) throw new Error('saved query vanished after saving');
  return item;
}
