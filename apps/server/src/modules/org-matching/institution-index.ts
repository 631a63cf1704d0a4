import type { Database } from '../../db/database.js';
import { type IndexedInstitution, InstitutionNameIndex } from './name-index.js';

type Cached = { version: string; index: InstitutionNameIndex };
const cache = new WeakMap<Database, Cached>();
const building = new WeakMap<Database, Promise<Cached>>();

/** Changes whenever an institution is added, removed, renamed or deactivated. */
async function dataVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ n: number; last_id: number | null; updated: string | null }>(
    `select count(*)::int as n, max(id) as last_id, max(updated_at)::text as updated
       from institutions where active`,
  );
  return `${row?.n ?? 0}:${row?.last_id ?? 0}:${row?.updated ?? ''}`;
}

async function build(database: Database, version: string): Promise<Cached> {
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
  }>(
    `select id, name, fi_type, city, state, website, latest_assets, rssd_id, regulatory_id
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
  }));
  return { version, index: new InstitutionNameIndex(institutions) };
}

/**
 * The name index of every active institution, loaded in one query and kept in memory until the
 * institutions change: a 5,000-row upload is matched without a query per row.
 */
export async function institutionIndex(database: Database): Promise<InstitutionNameIndex> {
  const version = await dataVersion(database);
  const cached = cache.get(database);
  if (cached?.version === version) return cached.index;
  let pending = building.get(database);
  if (!pending) {
    pending = build(database, version).finally(() => building.delete(database));
    building.set(database, pending);
  }
  const built = await pending;
  cache.set(database, built);
  return built.index;
}
