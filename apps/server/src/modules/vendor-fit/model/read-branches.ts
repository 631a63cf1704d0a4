import type { Database } from '../../../db/database.js';
import { type FeatureTable, numericColumn } from './feature-table.js';

type BranchRow = {
  institution_id: number;
  branches: number;
  states: number;
  counties: number;
  msas: number;
  out_of_state: number | null;
  rural: number | null;
  home_share: number | null;
  weighted_share: number | null;
  home_competitors: number | null;
};

/** The Summary of Deposits year a quarter sees: June 30 surveys up to the quarter end. */
export function sodYearOf(period: string): number {
  const year = Number(period.slice(0, 4));
  return Number(period.slice(5, 7)) >= 6 ? year : year - 1;
}

/**
 * Branch footprint and deposit market shares of every bank and credit union, from the branches of
 * the latest survey year the period sees (the earliest loaded year before any). Market shares are
 * the institution's branch deposits over every institution's branch deposits in the county.
 */
export async function readBranchVariables(database: Database, table: FeatureTable): Promise<void> {
  const rows = await database.query<BranchRow>(
    `with years as (
       select (i.fi_type = 'credit_union') as cu,
              coalesce(max(b.year) filter (where b.year <= $1), min(b.year)) as year
         from branches b join institutions i on i.id = b.institution_id group by 1),
     located as (
       select b.institution_id, b.state, b.county_fips, nullif(b.cbsa_code, '') as cbsa,
              coalesce(b.deposits, 0) as deposits
         from branches b join institutions i on i.id = b.institution_id
         join years y on y.cu = (i.fi_type = 'credit_union') and y.year = b.year
        where i.fi_type in ('bank', 'credit_union')),
     county_totals as (
       select county_fips, sum(deposits) as deposits, count(distinct institution_id) as institutions
         from located group by county_fips),
     own_counties as (
       select l.institution_id, l.county_fips, sum(l.deposits) as deposits
         from located l group by 1, 2),
     shares as (
       select o.institution_id,
              sum(o.deposits * o.deposits / nullif(c.deposits, 0)) / nullif(sum(o.deposits), 0) as weighted_share
         from own_counties o join county_totals c using (county_fips) group by 1)
     select l.institution_id, count(*)::int as branches, count(distinct l.state)::int as states,
            count(distinct l.county_fips)::int as counties, count(distinct l.cbsa)::int as msas,
            (sum(l.deposits) filter (where l.state <> i.state)) / nullif(sum(l.deposits), 0) as out_of_state,
            (count(*) filter (where l.cbsa is null))::float8 / count(*) as rural,
            max(o.deposits / nullif(c.deposits, 0)) as home_share,
            max(s.weighted_share) as weighted_share,
            max(c.institutions)::int as home_competitors
       from located l
       join institutions i on i.id = l.institution_id
       left join own_counties o on o.institution_id = l.institution_id and o.county_fips = i.county_fips
       left join county_totals c on c.county_fips = i.county_fips
       left join shares s on s.institution_id = l.institution_id
      where l.institution_id = any($2::int[])
      group by l.institution_id, i.state`,
    [sodYearOf(table.period), table.ids],
  );
  const rowOf = new Map(table.ids.map((id, row) => [id, row]));
  const columns = {
    branch_count: numericColumn(table, 'branch_count'),
    branch_states: numericColumn(table, 'branch_states'),
    branch_counties: numericColumn(table, 'branch_counties'),
    branch_msas: numericColumn(table, 'branch_msas'),
    out_of_state_deposit_share: numericColumn(table, 'out_of_state_deposit_share'),
    rural_branch_share: numericColumn(table, 'rural_branch_share'),
    home_county_deposit_share: numericColumn(table, 'home_county_deposit_share'),
    weighted_deposit_share: numericColumn(table, 'weighted_deposit_share'),
    home_county_competitors: numericColumn(table, 'home_county_competitors'),
  };
  const set = (column: Float64Array, row: number, value: number | null) => {
    if (value !== null && value !== undefined) column[row] = Number(value);
  };
  for (const r of rows) {
    const row = rowOf.get(Number(r.institution_id));
    if (row === undefined) continue;
    set(columns.branch_count, row, r.branches);
    set(columns.branch_states, row, r.states);
    set(columns.branch_counties, row, r.counties);
    set(columns.branch_msas, row, r.msas);
    // Without deposits (credit union sites carry none) there is no share to tell.
    set(columns.out_of_state_deposit_share, row, r.weighted_share === null ? null : (r.out_of_state ?? 0));
    set(columns.rural_branch_share, row, r.rural);
    set(columns.home_county_deposit_share, row, r.home_share);
    set(columns.weighted_deposit_share, row, r.weighted_share);
    set(columns.home_county_competitors, row, r.home_competitors);
  }
}
