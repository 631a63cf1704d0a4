import { type AppConfigValues, appConfigValuesFrom } from '@fin-atlas/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { appConfigs } from './schema/index.js';
import { stampedCache } from './stamped-cache.js';

/** A change saved through any node (or by SQL) is in force on every node within this time. */
export const APP_CONFIG_MAX_AGE_MS = 1000;

async function readStamp(db: Db): Promise<string> {
  // A handful of rows: a digest of all of them notices any edit, whatever the nodes' clocks say.
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${appConfigs}::text, '|' order by ${appConfigs.key})), '')`,
    })
    .from(appConfigs);
  return row?.stamp ?? '';
}

/** The stored configuration read now, for a job that runs rarely and must see the latest edit. */
export async function readAppConfig(db: Db): Promise<AppConfigValues> {
  const rows = await db.select({ key: appConfigs.key, value: appConfigs.value }).from(appConfigs);
  return appConfigValuesFrom(new Map(rows.map((r) => [r.key, r.value])));
}

const caches = new WeakMap<Db, () => Promise<AppConfigValues>>();

/**
 * The runtime configuration (the domain's APP_CONFIGS catalogue) as stored in app_configs, held
 * per database and read again when the table changes; a key without a valid stored value has its
 * default. Requests read it freely: at most one stamp query a second per node reaches the database.
 */
export function appConfig(db: Db): Promise<AppConfigValues> {
  let cached = caches.get(db);
  if (!cached) {
    cached = stampedCache(
      () => readStamp(db),
      () => readAppConfig(db),
      { maxAgeMs: APP_CONFIG_MAX_AGE_MS },
    );
    caches.set(db, cached);
  }
  return cached();
}
