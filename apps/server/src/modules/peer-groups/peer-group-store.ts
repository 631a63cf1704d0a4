import {
  FI_TYPES,
  type FiType,
  PEER_GROUP_MESSAGES,
  type PeerGroupBody,
  type PeerGroupBuilder,
  type PeerGroupCriteria,
  type PeerGroupDetail,
  type PeerGroupKind,
  type PeerGroupListItem,
  peerGroupCriteriaSchema,
  progressKey,
} from '@fin-atlas/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { peerGroupMembers, peerGroups, users } from '../../db/schema/index.js';
import { AppError, notFound, unprocessable } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';
import { keptKinds, refreshKeptPeerGroups } from './kept-peer-groups.js';

export type PeerGroupRow = typeof peerGroups.$inferSelect;
type ListedRow = PeerGroupRow & { ownerName: string };

/** A peer group is the owner's; a shared one is also readable by everyone in the owner's client group. */
function visibleTo(actor: Actor) {
  const tenant = actor.user.clientGroupId;
  return tenant === null
    ? eq(peerGroups.userId, actor.user.id)
    : sql`(${peerGroups.userId} = ${actor.user.id} or (${peerGroups.shared} and ${peerGroups.groupId} = ${tenant}))`;
}

const asFiType = (value: string | null): FiType | null =>
  FI_TYPES.includes(value as FiType) ? (value as FiType) : null;

function listItem(actor: Actor, row: ListedRow): PeerGroupListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    peer_count: row.peerCount,
    fi_type: asFiType(row.fiType),
    builder: row.builder === 'advanced' || row.builder === 'query' ? row.builder : 'quick',
    shared: row.shared,
    status: row.status === 'computing' || row.status === 'failed' ? row.status : 'ready',
    owner: { id: row.userId, user_name: row.ownerName },
    is_owner: row.userId === actor.user.id,
    computed_at: row.computedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    progress_key: progressKey.peerGroup(row.id),
  };
}

const nameExists = () =>
  unprocessable(PEER_GROUP_MESSAGES.nameExists, [{ path: 'name', message: PEER_GROUP_MESSAGES.nameExists }]);

/** The FI type a group's members share, or null when they mix types. */
export function membersFiType(criteria: PeerGroupCriteria, memberTypes: readonly string[]): FiType | null {
  if (criteria.fi_type) return criteria.fi_type;
  const types = new Set(memberTypes);
  return types.size === 1 ? asFiType([...types][0] ?? null) : null;
}

/** A group's members when they are known: quick searches know them, advanced groups compute them. */
export type KnownMembers = { ids: number[]; fiType: FiType | null };

/** Lets the modules keeping groups among those `where` selects refresh their members first. */
async function refreshKept(database: Database, where: SQL | undefined): Promise<void> {
  const kinds = keptKinds();
  if (kinds.length === 0) return;
  const rows = await database.db
    .select({ id: peerGroups.id, builder: peerGroups.builder, criteria: peerGroups.criteria })
    .from(peerGroups)
    .where(and(where, inArray(peerGroups.builder, kinds)));
  await refreshKeptPeerGroups(database, rows);
}

export function createPeerGroupStore(database: Database) {
  const db: Db = database.db;
  return {
    list: async (actor: Actor): Promise<PeerGroupListItem[]> => {
      await refreshKept(database, visibleTo(actor));
      return listPeerGroups(db, actor);
    },
    detail: async (actor: Actor, id: number): Promise<PeerGroupDetail> => {
      await refreshKept(database, eq(peerGroups.id, id));
      return peerGroupDetail(db, actor, id);
    },
    ownedRow: (actor: Actor, id: number): Promise<PeerGroupRow> => ownedRow(db, actor, id),
    memberIds: (id: number): Promise<number[]> => memberIds(db, id),
    snapshot: async (id: number, actor: Actor | null): Promise<PeerGroupSnapshot | null> => {
      await refreshKept(database, eq(peerGroups.id, id));
      return peerGroupSnapshot(db, id, actor);
    },
    create: (actor: Actor, body: PeerGroupBody, members: KnownMembers | null): Promise<PeerGroupRow> =>
      createPeerGroup(db, actor, body, members),
    update: (
      actor: Actor,
      id: number,
      body: PeerGroupBody,
      members: KnownMembers | null,
    ): Promise<PeerGroupRow> => updatePeerGroup(db, actor, id, body, members),
    remove: (actor: Actor, id: number): Promise<void> => removePeerGroup(db, actor, id),
    storeComputed: (id: number, revision: number, members: KnownMembers): Promise<boolean> =>
      storeComputed(db, id, revision, members),
    markFailed: (id: number, revision: number): Promise<void> => markFailed(db, id, revision),
  };
}

async function listedRow(db: Db, actor: Actor, id: number): Promise<ListedRow> {
  const [row] = await db
    .select({ group: peerGroups, ownerName: users.userName })
    .from(peerGroups)
    .innerJoin(users, eq(users.id, peerGroups.userId))
    .where(and(eq(peerGroups.id, id), visibleTo(actor)));
  if (!row) throw notFound(PEER_GROUP_MESSAGES.notFound);
  return { ...row.group, ownerName: row.ownerName };
}

async function ownedRow(db: Db, actor: Actor, id: number): Promise<PeerGroupRow> {
  const row = await listedRow(db, actor, id);
  if (row.userId !== actor.user.id) throw new AppError(403, 'forbidden', PEER_GROUP_MESSAGES.notOwner);
  return row;
}

/** A peer group as a report reads it once: its name, state, revision and current members. */
export type PeerGroupSnapshot = {
  id: number;
  name: string;
  status: 'ready' | 'computing' | 'failed';
  /** Changes whenever the members may have: a new revision or a new computation. */
  version: string;
  members: number[];
};

/**
 * The group in one read, visible to the actor (or, without one, as a run already holding it sees
 * it); null when it no longer exists.
 */
async function peerGroupSnapshot(db: Db, id: number, actor: Actor | null): Promise<PeerGroupSnapshot | null> {
  const [row] = await db
    .select()
    .from(peerGroups)
    .where(actor ? and(eq(peerGroups.id, id), visibleTo(actor)) : eq(peerGroups.id, id));
  if (!row) return null;
  const status = row.status === 'computing' || row.status === 'failed' ? row.status : 'ready';
  const version = `${row.revision}@${row.computedAt?.toISOString() ?? ''}`;
  return { id: row.id, name: row.name, status, version, members: await memberIds(db, id) };
}

async function memberIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: peerGroupMembers.institutionId })
    .from(peerGroupMembers)
    .where(eq(peerGroupMembers.peerGroupId, id))
    .orderBy(peerGroupMembers.institutionId);
  return rows.map((r) => r.id);
}

async function listPeerGroups(db: Db, actor: Actor): Promise<PeerGroupListItem[]> {
  const rows = await db
    .select({ group: peerGroups, ownerName: users.userName })
    .from(peerGroups)
    .innerJoin(users, eq(users.id, peerGroups.userId))
    .where(visibleTo(actor))
    .orderBy(sql`lower(${peerGroups.name})`, peerGroups.id);
  return rows.map((r) => listItem(actor, { ...r.group, ownerName: r.ownerName }));
}

async function peerGroupDetail(db: Db, actor: Actor, id: number): Promise<PeerGroupDetail> {
  const row = await listedRow(db, actor, id);
  return {
    ...listItem(actor, row),
    members: await memberIds(db, id),
    criteria: peerGroupCriteriaSchema.parse(row.criteria),
  };
}

/**
 * Stores the group, and its members when they are already known (quick search); an advanced
 * group starts 'computing' with no members until its job stores them.
 */
async function createPeerGroup(
  db: Db,
  actor: Actor,
  body: PeerGroupBody,
  members: KnownMembers | null,
): Promise<PeerGroupRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(peerGroups)
        .values({
          userId: actor.user.id,
          groupId: actor.user.clientGroupId,
          name: body.name,
          description: body.description,
          fiType: members ? members.fiType : body.criteria.fi_type,
          builder: body.builder,
          criteria: body.criteria,
          shared: body.shared,
          peerCount: members?.ids.length ?? 0,
          status: members ? 'ready' : 'computing',
          computedAt: members ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('peer group insert returned nothing');
      if (members) await insertMembers(tx, row.id, members.ids);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

/** Replaces name, description, criteria and (when known) members; the revision moves on. */
async function updatePeerGroup(
  db: Db,
  actor: Actor,
  id: number,
  body: PeerGroupBody,
  members: KnownMembers | null,
): Promise<PeerGroupRow> {
  await ownedRow(db, actor, id);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(peerGroups)
        .set({
          name: body.name,
          description: body.description,
          fiType: members ? members.fiType : body.criteria.fi_type,
          builder: body.builder,
          criteria: body.criteria,
          shared: body.shared,
          status: members ? 'ready' : 'computing',
          revision: sql`${peerGroups.revision} + 1`,
          updatedAt: new Date(),
          ...(members ? { peerCount: members.ids.length, computedAt: new Date() } : {}),
        })
        .where(eq(peerGroups.id, id))
        .returning();
      if (!row) throw notFound(PEER_GROUP_MESSAGES.notFound);
      if (members) {
        await tx.delete(peerGroupMembers).where(eq(peerGroupMembers.peerGroupId, id));
        await insertMembers(tx, id, members.ids);
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

async function removePeerGroup(db: Db, actor: Actor, id: number): Promise<void> {
  await ownedRow(db, actor, id);
  await db.delete(peerGroups).where(eq(peerGroups.id, id));
}

/**
 * Stores computed members, unless the criteria changed since the computation started (a newer
 * job is on its way and will store its own). Returns whether it stored them.
 */
async function storeComputed(db: Db, id: number, revision: number, members: KnownMembers): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(peerGroups)
      .set({
        peerCount: members.ids.length,
        fiType: members.fiType,
        status: 'ready',
        computedAt: new Date(),
      })
      .where(and(eq(peerGroups.id, id), eq(peerGroups.revision, revision)))
      .returning({ id: peerGroups.id });
    if (!row) return false;
    await tx.delete(peerGroupMembers).where(eq(peerGroupMembers.peerGroupId, id));
    await insertMembers(tx, id, members.ids);
    return true;
  });
}

async function markFailed(db: Db, id: number, revision: number): Promise<void> {
  await db
    .update(peerGroups)
    .set({ status: 'failed' })
    .where(and(eq(peerGroups.id, id), eq(peerGroups.revision, revision)));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One multi-row statement however many members: unnest of an id array. */
async function insertMembers(tx: Tx, peerGroupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`insert into peer_group_members (peer_group_id, institution_id)
        select ${peerGroupId}, unnest(${`{${ids.join(',')}}`}::int[])
        on conflict do nothing`,
  );
}

/** A peer group whose members another module computes and keeps (PEER_GROUP_KINDS beyond the builders). */
export type KeptPeerGroupValues = {
  kind: Exclude<PeerGroupKind, PeerGroupBuilder>;
  userId: number;
  groupId: number | null;
  name: string;
  description: string;
  shared: boolean;
  members: KnownMembers;
  /** What the keeping module needs to refresh it later; stored as the group's criteria. */
  source: Record<string, unknown>;
};

/**
 * Creates the kept group, or replaces the one with this id (name, sharing and members; its
 * revision moves on so reports read the new members). The owner's names stay unique as for every
 * peer group. Returns the group's id.
 */
export async function keepPeerGroup(db: Db, id: number | null, kept: KeptPeerGroupValues): Promise<number> {
  const values = {
    name: kept.name,
    description: kept.description,
    fiType: kept.members.fiType,
    criteria: kept.source,
    shared: kept.shared,
    peerCount: kept.members.ids.length,
    status: 'ready',
    computedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      const [updated] =
        id === null
          ? []
          : await tx
              .update(peerGroups)
              .set({ ...values, revision: sql`${peerGroups.revision} + 1`, updatedAt: new Date() })
              .where(and(eq(peerGroups.id, id), eq(peerGroups.builder, kept.kind)))
              .returning({ id: peerGroups.id });
      const [row] = updated
        ? [updated]
        : await tx
            .insert(peerGroups)
            .values({ ...values, userId: kept.userId, groupId: kept.groupId, builder: kept.kind })
            .returning({ id: peerGroups.id });
      if (!row) throw new Error('kept peer group write returned nothing');
      await tx.delete(peerGroupMembers).where(eq(peerGroupMembers.peerGroupId, row.id));
      await insertMembers(tx, row.id, kept.members.ids);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

/** Deletes a kept group (its keeper no longer wants it); builder groups are never touched here. */
export async function removeKeptPeerGroup(
  db: Db,
  id: number,
  kind: Exclude<PeerGroupKind, PeerGroupBuilder>,
): Promise<void> {
  await db.delete(peerGroups).where(and(eq(peerGroups.id, id), eq(peerGroups.builder, kind)));
}

export type PeerGroupStore = ReturnType<typeof createPeerGroupStore>;

/** A peer group as a client group's users see it: shared by one of them. */
export type SharedPeerGroup = { id: number; name: string; peer_count: number; fi_type: FiType | null };

const sharedWithGroup = (clientGroupId: number) =>
  and(eq(peerGroups.shared, true), eq(peerGroups.groupId, clientGroupId));

/**
 * The peer groups every user of a client group can open (shared within it, as `visibleTo` lets
 * them): what a client admin may make the group's default (single click defaults).
 */
export async function peerGroupsSharedWith(
  db: Db,
  clientGroupId: number,
  id?: number,
): Promise<SharedPeerGroup[]> {
  const rows = await db
    .select()
    .from(peerGroups)
    .where(and(sharedWithGroup(clientGroupId), id === undefined ? undefined : eq(peerGroups.id, id)))
    .orderBy(sql`lower(${peerGroups.name})`, peerGroups.id);
  return rows.map((r) => ({ id: r.id, name: r.name, peer_count: r.peerCount, fi_type: asFiType(r.fiType) }));
}
