import type { Database } from '../../db/database.js';
import { stampedCache } from '../../db/stamped-cache.js';

/**
 * A cheap fingerprint of the technographics catalog and usage: counts, highest ids and a hash of
 * the names of the small catalog tables, the newest usage row and the newest data load. Any
 * import, rename or demo load changes it, so in-memory indexes and cached lists know to rebuild.
 * Every part reads a small table or one end of a primary-key index, so it costs a millisecond.
 */
export async function readCatalogStamp(database: Database): Promise<string> {
  const [row] = await database.query<Record<string, string | number | null>>(
    `select
       (select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(hashtext(name)::bigint), 0) from vendors) as v,
       (select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(hashtext(name)::bigint), 0) from products) as p,
       (select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(hashtext(name)::bigint), 0) from solutions) as s,
       (select count(*) from product_solutions) as ps,
       (select coalesce(max(id), 0) from institution_technographics) as it,
       (select coalesce(max(id), 0) from data_loads) as dl`,
  );
  return row ? Object.values(row).join('|') : '';
}

/** How stale the catalog caches may be: an import shows in searches and lists within a second. */
export const CATALOG_MAX_AGE_MS = 1000;

/** A value computed from the technographics catalog and usage, recomputed when they change. */
export function catalogCache<T>(database: Database, compute: () => Promise<T>): () => Promise<T> {
  return stampedCache(() => readCatalogStamp(database), compute, { maxAgeMs: CATALOG_MAX_AGE_MS });
}
