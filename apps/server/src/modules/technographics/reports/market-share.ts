import { type SolutionShare, sharePercent, technologyUseSql, type VendorShare } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { catalogCache } from '../catalog-stamp.js';

type Totals = { clients: number; assets: number };
type Unit = Totals & { name: string };

/** A vendor's id, or the use of institutions that have no named vendor. */
type VendorKey = number | 'in_house' | 'vendor_unknown';

/** Today's usage of one solution: all its institutions, and per vendor (or use without one) and product. */
type SolutionUsage = Totals & {
  name: string;
  vendors: Map<VendorKey, Unit>;
  products: Map<number, Unit>;
};

/**
 * Who has which solution today, aggregated once per catalog stamp: every market share figure of
 * every report is then a lookup. Institutions count once per solution (and once per vendor or
 * product within it) however many rows they have; assets are each institution's latest.
 */
export type ShareSnapshot = Map<number, SolutionUsage>;

type Row = {
  solution_id: number;
  unit_id: number | null;
  use?: string;
  name: string | null;
  clients: number;
  assets: number | null;
};

// Today's usage rows, one per institution and solution (and vendor or product), with latest assets.
const CURRENT = 'from institution_technographics where ended_on is null and has_service';

async function loadSnapshot(database: Database): Promise<ShareSnapshot> {
  const [totals, byVendor, byProduct] = await Promise.all([
    database.query<Row>(
      `select x.solution_id, null::int as unit_id, s.name, count(*)::int as clients,
              sum(coalesce(i.latest_assets, 0)) as assets
         from (select distinct solution_id, institution_id ${CURRENT}) x
         join institutions i on i.id = x.institution_id
         join solutions s on s.id = x.solution_id
        group by x.solution_id, s.name`,
    ),
    database.query<Row>(
      `select x.solution_id, x.vendor_id as unit_id, x.use, v.name, count(*)::int as clients,
              sum(coalesce(i.latest_assets, 0)) as assets
         from (select distinct solution_id, institution_id, vendor_id, ${technologyUseSql('t')} as use
                 from institution_technographics t where ended_on is null and has_service) x
         join institutions i on i.id = x.institution_id
         left join vendors v on v.id = x.vendor_id
        group by x.solution_id, x.vendor_id, x.use, v.name`,
    ),
    database.query<Row>(
      `select x.solution_id, x.product_id as unit_id, p.name, count(*)::int as clients,
              sum(coalesce(i.latest_assets, 0)) as assets
         from (select distinct solution_id, institution_id, product_id ${CURRENT} and product_id is not null) x
         join institutions i on i.id = x.institution_id
         join products p on p.id = x.product_id
        group by x.solution_id, x.product_id, p.name`,
    ),
  ]);
  const snapshot: ShareSnapshot = new Map();
  for (const row of totals) {
    snapshot.set(row.solution_id, {
      name: row.name ?? '',
      clients: row.clients,
      assets: Number(row.assets ?? 0),
      vendors: new Map(),
      products: new Map(),
    });
  }
  const unit = (row: Row): Unit => ({
    name: row.name ?? '',
    clients: row.clients,
    assets: Number(row.assets ?? 0),
  });
  for (const row of byVendor) {
    const key: VendorKey = row.unit_id ?? (row.use === 'in_house' ? 'in_house' : 'vendor_unknown');
    snapshot.get(row.solution_id)?.vendors.set(key, unit(row));
  }
  for (const row of byProduct) {
    if (row.unit_id !== null) snapshot.get(row.solution_id)?.products.set(row.unit_id, unit(row));
  }
  return snapshot;
}

export function createShareSnapshot(database: Database) {
  return catalogCache(database, () => loadSnapshot(database));
}

export type ShareSnapshotSource = ReturnType<typeof createShareSnapshot>;

/**
 * A vendor's (or product's) share of each solution it serves today: its clients and their assets
 * against every institution that has the solution, and its rank among the solution's vendors (or
 * products) by clients, ties sharing a rank.
 */
export function solutionShares(
  snapshot: ShareSnapshot,
  unit: { kind: 'vendor' | 'product'; id: number },
  onlySolutionId: number | null = null,
): SolutionShare[] {
  const shares: SolutionShare[] = [];
  for (const [solutionId, usage] of snapshot) {
    if (onlySolutionId !== null && solutionId !== onlySolutionId) continue;
    const units = unit.kind === 'vendor' ? usage.vendors : usage.products;
    const own = units.get(unit.id);
    if (!own) continue;
    let ahead = 0;
    let competitors = 0;
    for (const [id, other] of units) {
      // Institutions without a named vendor are not a competing vendor.
      if (typeof id !== 'number') continue;
      competitors += 1;
      if (other.clients > own.clients) ahead += 1;
    }
    shares.push({
      solution: { id: solutionId, name: usage.name },
      clients: own.clients,
      assets: own.assets,
      total_clients: usage.clients,
      total_assets: usage.assets,
      client_share: sharePercent(own.clients, usage.clients),
      asset_share: sharePercent(own.assets, usage.assets),
      rank: ahead + 1,
      competitors: Math.max(competitors - 1, 0),
    });
  }
  return shares.sort((a, b) => b.clients - a.clients || a.solution.name.localeCompare(b.solution.name));
}

/**
 * Every vendor's share of one solution today; institutions running it themselves and those whose
 * vendor is unknown are a row each, last among equals.
 */
export function vendorShares(snapshot: ShareSnapshot, solutionId: number): VendorShare[] {
  const usage = snapshot.get(solutionId);
  if (!usage) return [];
  return [...usage.vendors]
    .map(([id, unit]) => ({
      vendor: typeof id === 'number' ? { id, name: unit.name } : null,
      use: typeof id === 'number' ? ('vendor' as const) : id,
      clients: unit.clients,
      assets: unit.assets,
      client_share: sharePercent(unit.clients, usage.clients),
      asset_share: sharePercent(unit.assets, usage.assets),
    }))
    .sort(
      (a, b) =>
        b.clients - a.clients ||
        (a.vendor === null ? 1 : 0) - (b.vendor === null ? 1 : 0) ||
        (a.vendor?.name ?? '').localeCompare(b.vendor?.name ?? ''),
    );
}
