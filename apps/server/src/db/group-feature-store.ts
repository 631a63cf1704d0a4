import { type GroupFeature, isGroupFeature } from '@fin-atlas/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { groupFeatures } from './schema/index.js';
import { stampedCache } from './stamped-cache.js';

/** A feature switched through any node is honoured on every node within this time. */
export const GROUP_FEATURE_MAX_AGE_MS = 1000;

export type GroupFeatureMap = ReadonlyMap<number, ReadonlySet<GroupFeature>>;

const NONE: ReadonlySet<GroupFeature> = new Set();

async function readStamp(db: Db): Promise<string> {
  // Switching on inserts a row stamped now, switching off deletes one: count or newest time moves.
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(max(${groupFeatures.enabledAt})::text, '')`,
    })
    .from(groupFeatures);
  return row?.stamp ?? '';
}

async function readMap(db: Db): Promise<GroupFeatureMap> {
  const rows = await db
    .select({ groupId: groupFeatures.groupId, feature: groupFeatures.feature })
    .from(groupFeatures);
  const map = new Map<number, Set<GroupFeature>>();
  for (const { groupId, feature } of rows) {
    // A feature dropped from the catalogue does nothing any more, so its rows are ignored.
    if (!isGroupFeature(feature)) continue;
    const set = map.get(groupId) ?? new Set<GroupFeature>();
    set.add(feature);
    map.set(groupId, set);
  }
  return map;
}

const caches = new WeakMap<Db, () => Promise<GroupFeatureMap>>();

/** Every client group's switched-on features (group_features), held per database like appConfig. */
export function groupFeatureMap(db: Db): Promise<GroupFeatureMap> {
  let cached = caches.get(db);
  if (!cached) {
    cached = stampedCache(
      () => readStamp(db),
      () => readMap(db),
      { maxAgeMs: GROUP_FEATURE_MAX_AGE_MS },
    );
    caches.set(db, cached);
  }
  return cached();
}

/** The features of one client group; a user without a client group has none. */
export async function featuresOfGroup(db: Db, groupId: number | null): Promise<ReadonlySet<GroupFeature>> {
  if (groupId === null) return NONE;
  return (await groupFeatureMap(db)).get(groupId) ?? NONE;
}
