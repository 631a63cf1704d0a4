import {
  ASSET_BANDS,
  isAssetGroupFilterActive,
  type ReportFiltersQuery,
  type ReportInstitutionRow,
  type ReportInstitutionSort,
  technologyUseSql,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { type ReportScope, SqlParams, scopeCondition } from './report-scope.js';

const SORT_COLUMNS: Record<ReportInstitutionSort, string> = {
  name: 'lower(i.name)',
  fi_type: 'i.fi_type',
  city: 'lower(i.city)',
  state: 'i.state',
  assets: 'i.latest_assets',
  vendor: 'lower(v.name)',
  product: 'lower(p.name)',
  solution: 'lower(s.name)',
  since: 't.started_on',
};

export type InstitutionListOptions = ReportFiltersQuery & {
  sort: ReportInstitutionSort;
  dir: 'asc' | 'desc';
};

/** Today's usage rows of the entity, narrowed by FI type, asset group and state. */
function where(scope: ReportScope, filters: ReportFiltersQuery, params: SqlParams): string {
  const parts = [scopeCondition(scope, params), 't.ended_on is null'];
  if (filters.fi_type.length > 0) parts.push(`i.fi_type = any(${params.add(filters.fi_type, '::text[]')})`);
  if (filters.state.length > 0) parts.push(`upper(i.state) = any(${params.add(filters.state, '::text[]')})`);
  if (isAssetGroupFilterActive(filters.asset_band)) {
    const last = ASSET_BANDS[ASSET_BANDS.length - 1];
    const ranges = ASSET_BANDS.filter((band) => filters.asset_band.includes(band.id)).map((band) =>
      // The top band is open-ended: its upper bound is a sentinel, not a limit.
      band.id === last?.id
        ? `i.latest_assets >= ${params.add(band.min)}`
        : `(i.latest_assets >= ${params.add(band.min)} and i.latest_assets < ${params.add(band.max)})`,
    );
    parts.push(`(${ranges.join(' or ')})`);
  }
  return parts.join(' and ');
}

const FROM = `from institution_technographics t
  join institutions i on i.id = t.institution_id
  join solutions s on s.id = t.solution_id
  left join vendors v on v.id = t.vendor_id
  left join products p on p.id = t.product_id`;

type Row = {
  institution_id: number;
  rssd_id: number | null;
  name: string;
  website: string | null;
  fi_type: string;
  city: string | null;
  state: string | null;
  assets: number | null;
  use: 'vendor' | 'in_house' | 'vendor_unknown';
  vendor_id: number | null;
  vendor_name: string | null;
  product_id: number | null;
  product_name: string | null;
  solution_id: number;
  solution_name: string;
  since: string;
};

const toRow = (r: Row): ReportInstitutionRow => ({
  institution_id: r.institution_id,
  rssd_id: r.rssd_id,
  name: r.name,
  website: r.website,
  fi_type: r.fi_type,
  city: r.city,
  state: r.state,
  assets: r.assets === null ? null : Number(r.assets),
  use: r.use,
  vendor: r.vendor_id === null ? null : { id: r.vendor_id, name: r.vendor_name ?? '' },
  product: r.product_id === null ? null : { id: r.product_id, name: r.product_name ?? '' },
  solution: { id: r.solution_id, name: r.solution_name },
  since: r.since,
});

/** The list, sorted; `page` null means every row (for the download). */
export async function institutionRows(
  database: Database,
  scope: ReportScope,
  options: InstitutionListOptions,
  page: { page: number; perPage: number } | null,
): Promise<ReportInstitutionRow[]> {
  const params = new SqlParams();
  const filter = where(scope, options, params);
  const direction = options.dir === 'asc' ? 'asc' : 'desc';
  const limit = page
    ? `limit ${params.add(page.perPage)} offset ${params.add((page.page - 1) * page.perPage)}`
    : '';
  const rows = await database.query<Row>(
    `select t.institution_id, i.rssd_id, i.name, i.website, i.fi_type, i.city, i.state, i.latest_assets as assets,
            ${technologyUseSql('t')} as use, v.id as vendor_id, v.name as vendor_name, p.id as product_id, p.name as product_name,
            s.id as solution_id, s.name as solution_name, t.started_on::text as since
       ${FROM}
      where ${filter}
      order by ${SORT_COLUMNS[options.sort]} ${direction} nulls last, lower(i.name), t.id
      ${limit}`,
    params.values,
  );
  return rows.map(toRow);
}

export async function institutionCounts(
  database: Database,
  scope: ReportScope,
  filters: ReportFiltersQuery,
): Promise<{ total: number; institutions: number }> {
  const params = new SqlParams();
  const [row] = await database.query<{ total: number; institutions: number }>(
    `select count(*)::int as total, count(distinct t.institution_id)::int as institutions
       ${FROM}
      where ${where(scope, filters, params)}`,
    params.values,
  );
  return { total: row?.total ?? 0, institutions: row?.institutions ?? 0 };
}
