import { FI_TYPES, type FiType, MORTGAGE_COMPANY_FI_TYPE } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database.js';
import { advancedQueries, advancedQueryGroups, users } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { loadActor } from '../../identity/index.js';
import {
  type KeptPeerGroup,
  type KnownMembers,
  keepPeerGroup,
  removeKeptPeerGroup,
} from '../../peer-groups/index.js';
import { type Evaluation, matchedPositions } from '../engine/evaluate.js';
import type { EngineContext } from '../engine/provider.js';
import { queryEngineFor } from '../engine-instance.js';
import { type SavedQueryRow, storedPayload, variantOfRow } from './saved-query-rows.js';

/** The peer-group kind of a saved query's kept result. */
export const QUERY_PEER_GROUP = 'query';

/** What a query peer group stores as its criteria: its query, and the data its members were read at. */
type QuerySource = { advanced_query_id: number; data_version: string };

export type QueryMembers = KnownMembers & { dataVersion: string };

/**
 * The institutions an evaluation matched, and their FI type when they share one. A peer group feeds
 * reports built on call reports, so a mortgage lender query kept as one keeps its banks, holding
 * companies and credit unions, not its mortgage companies.
 */
export function membersOf(context: EngineContext, evaluation: Evaluation): QueryMembers {
  const { universe } = context;
  const positions = matchedPositions(evaluation.match).filter(
    (p) => universe.rows[p]?.fiType !== MORTGAGE_COMPANY_FI_TYPE,
  );
  const types = new Set(Array.from(positions, (p) => universe.rows[p]?.fiType));
  const only = types.size === 1 ? [...types][0] : undefined;
  return {
    ids: Array.from(positions, (p) => universe.ids[p] as number),
    fiType: FI_TYPES.includes(only as FiType) ? (only as FiType) : null,
    dataVersion: universe.version,
  };
}

/**
 * Keeps the query's result as a peer group of its owner, named after it: created on first save,
 * its members replaced afterwards. Shared with the owner's client group when the query is shared.
 * Returns the peer group's id.
 */
export function keepQueryPeerGroup(
  db: Db,
  query: SavedQueryRow,
  members: QueryMembers,
  shared: boolean,
): Promise<number> {
  const source: QuerySource = { advanced_query_id: query.id, data_version: members.dataVersion };
  return keepPeerGroup(db, query.peerGroupId, {
    kind: QUERY_PEER_GROUP,
    userId: query.userId,
    groupId: query.groupId,
    name: query.name,
    description: query.description,
    shared,
    members,
    source,
  });
}

export function dropQueryPeerGroup(db: Db, peerGroupId: number): Promise<void> {
  return removeKeptPeerGroup(db, peerGroupId, QUERY_PEER_GROUP);
}

/**
 * Re-runs the saved query kept as this peer group on the latest data and stores the result, named
 * after the query as it now reads (`db` may be the transaction that just renamed it).
 */
export async function rekeepQueryPeerGroup(database: Database, db: Db, peerGroupId: number): Promise<void> {
  const [query] = await db.select().from(advancedQueries).where(eq(advancedQueries.peerGroupId, peerGroupId));
  const [owner] = query ? await db.select().from(users).where(eq(users.id, query.userId)) : [];
  if (!query || !owner) return;
  const engine = queryEngineFor(database);
  let members: QueryMembers;
  try {
    // As its owner runs it: rules reading the caller (their own institution) and module rights apply.
    const payload = storedPayload(query);
    if (!payload) return;
    const { context, evaluation } = await engine.evaluate(
      await loadActor(db, owner),
      payload,
      variantOfRow(query),
    );
    members = membersOf(context, evaluation);
  } catch (error) {
    // A query that no longer runs (an element deleted, a module no longer bought) keeps its last members.
    if (error instanceof AppError) return;
    throw error;
  }
  const [share] = await db
    .select({ id: advancedQueryGroups.groupId })
    .from(advancedQueryGroups)
    .where(eq(advancedQueryGroups.advancedQueryId, query.id))
    .limit(1);
  await keepQueryPeerGroup(db, query, members, share !== undefined);
}

const running = new WeakMap<Database, Map<string, Promise<void>>>();

/**
 * The peer-groups module asks this before any query peer group is read: each group whose members
 * were read at older data is re-run once (concurrent readers wait for the same run).
 */
export async function refreshQueryPeerGroups(
  database: Database,
  groups: KeptPeerGroup[],
): Promise<{ version: string }> {
  const { universe } = await queryEngineFor(database).context(null);
  const inFlight = running.get(database) ?? new Map<string, Promise<void>>();
  running.set(database, inFlight);
  for (const group of groups) {
    if (group.source.data_version === universe.version) continue;
    const key = `${group.id}@${universe.version}`;
    let run = inFlight.get(key);
    if (!run) {
      run = rekeepQueryPeerGroup(database, database.db, group.id).finally(() => inFlight.delete(key));
      inFlight.set(key, run);
    }
    await run;
  }
  return { version: universe.version };
}
