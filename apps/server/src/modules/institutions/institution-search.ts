import type { Database } from '../../db/database.js';
import { stampedCache } from '../../db/stamped-cache.js';
import { readSearchRows, readSearchStamp } from './institution-queries.js';
import {
  type InstitutionHit,
  InstitutionSearchIndex,
  type SearchParams,
} from './institution-search-index.js';

export type InstitutionSearch = { search(params: SearchParams): Promise<InstitutionHit[]> };

/** How stale a node's index may get after another process loads data (PostgreSQL, several API nodes). */
const RECHECK_MS = 5_000;

/**
 * The typeahead's in-memory index, built on first use. At most every `recheckMs` a search first
 * asks the database for a stamp of the institutions (loads, count, last id, last update) and
 * rebuilds the index when it moved; each API node does this on its own, so data loaded by the CLI
 * or another node shows within `recheckMs`.
 */
export function createInstitutionSearch(
  database: Database,
  { recheckMs = RECHECK_MS }: { recheckMs?: number } = {},
): InstitutionSearch {
  const index = stampedCache(
    () => readSearchStamp(database),
    async () => new InstitutionSearchIndex(await readSearchRows(database)),
    { maxAgeMs: recheckMs },
  );

  return {
    async search(params) {
      return (await index()).search(params);
    },
  };
}

const searches = new WeakMap<Database, InstitutionSearch>();

/** The one index of a database in this process. */
export function institutionSearchFor(database: Database): InstitutionSearch {
  let found = searches.get(database);
  if (!found) {
    found = createInstitutionSearch(database);
    searches.set(database, found);
  }
  return found;
}
