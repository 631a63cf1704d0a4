import { computeTask, runCompute } from '../../compute/worker-pool.js';
import type { Database } from '../../db/database.js';
import { stampedCache } from '../../db/stamped-cache.js';
import { type IndexedInstitution, InstitutionNameIndex } from './name-index.js';
import type { buildNameIndex } from './name-index.task.js';

const BUILD_NAME_INDEX = computeTask<typeof buildNameIndex>(
  new URL('./name-index.task.js', import.meta.url),
  'buildNameIndex',
);

// Uploads are rare and a stale index would mismatch, so every upload checks the version.
const ALWAYS_CHECK = { maxAgeMs: 0 };
const indexes = new WeakMap<Database, () => Promise<InstitutionNameIndex>>();

/** Changes whenever an institution is added, removed, renamed or deactivated. */
async function dataVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ n: number; last_id: number | null; updated: string | null }>(
    `select count(*)::int as n, max(id) as last_id, max(updated_at)::text as updated
       from institutions where active`,
  );
  return `${row?.n ?? 0}:${row?.last_id ?? 0}:${row?.updated ?? ''}`;
}

async function build(database: Database): Promise<InstitutionNameIndex> {
  const rows = await database.query<{
    id: number;
    name: string;
    fi_type: string;
    city: string | null;
    state: string | null;
    website: string | null;
    latest_assets: number | null;
    rssd_id: number | null;
    regulatory_id: string | null;
    charter_class: string | null;
  }>(
    `select id, name, fi_type, city, state, website, latest_assets, rssd_id, regulatory_id, charter_class
       from institutions where active order by id`,
  );
  const institutions: IndexedInstitution[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    fiType: r.fi_type,
    city: r.city,
    state: r.state,
    website: r.website,
    assets: r.latest_assets,
    rssdId: r.rssd_id,
    regulatoryId: r.regulatory_id,
    charterClass: r.charter_class,
  }));
  return InstitutionNameIndex.revive(await runCompute(BUILD_NAME_INDEX, institutions));
}

/**
 * The name index of every active institution, loaded in one query and kept in memory until the
 * institutions change: a 5,000-row upload is matched without a query per row.
 */
export function institutionIndex(database: Database): Promise<InstitutionNameIndex> {
  let index = indexes.get(database);
  if (!index) {
    index = stampedCache(
      () => dataVersion(database),
      () => build(database),
      ALWAYS_CHECK,
    );
    indexes.set(database, index);
  }
  return index();
}
