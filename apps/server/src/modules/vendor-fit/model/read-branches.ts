import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import { type FeatureTable, numericColumn } from './feature-table.js';

type Branch = {
  institution_id: number;
  state: string | null;
  county_fips: string | null;
  cbsa: string | null;
  deposits: number | null;
};

type Footprint = {
  branches: number;
  states: Set<string>;
  counties: Map<string, number>;
  msas: Set<string>;
  rural: number;
  deposits: number;
  byState: Map<string, number>;
};

/** Where an institution is headquartered: its state and county. */
export type Home = { state: string | null; county: string | null };

/** The Summary of Deposits year a quarter sees: June 30 surveys up to the quarter end. */
export function sodYearOf(period: string): number {
  const year = Number(period.slice(0, 4));
  return Number(period.slice(5, 7)) >= 6 ? year : year - 1;
}

/**
 * Branch footprint and deposit market shares of every bank and credit union, from the branches of
 * the latest survey year the period sees (the earliest loaded year before any). Market shares are
 * the institution's branch deposits over every institution's branch deposits in the county. The
 * branches are read once and summed here: a few tens of thousands of rows, where the same sums as
 * SQL joins of aggregates ran for minutes on the embedded engine.
 */
export async function readBranchVariables(
  database: Database,
  table: FeatureTable,
  homes: ReadonlyMap<number, Home>,
): Promise<void> {
  const branches = await database.query<Branch>(
    `with years as (
       select (i.fi_type = 'credit_union') as cu,
              coalesce(max(b.year) filter (where b.year <= $1), min(b.year)) as year
         from branches b join institutions i on i.id = b.institution_id group by 1)
     select b.institution_id, b.state, b.county_fips, nullif(b.cbsa_code, '') as cbsa, b.deposits
       from branches b join institutions i on i.id = b.institution_id
       join years y on y.cu = (i.fi_type = 'credit_union') and y.year = b.year
      where i.fi_type in ('bank', 'credit_union')`,
    [sodYearOf(table.period)],
  );
  const countyDeposits = new Map<string, number>();
  const countyInstitutions = new Map<string, Set<number>>();
  const footprints = new Map<number, Footprint>();
  const turn = cooperativeTurns();
  for (const b of branches) {
    await turn();
    const id = Number(b.institution_id);
    const deposits = Number(b.deposits ?? 0);
    let f = footprints.get(id);
    if (!f) {
      f = {
        branches: 0,
        states: new Set(),
        counties: new Map(),
        msas: new Set(),
        rural: 0,
        deposits: 0,
        byState: new Map(),
      };
      footprints.set(id, f);
    }
    f.branches++;
    f.deposits += deposits;
    if (b.state) {
      f.states.add(b.state);
      f.byState.set(b.state, (f.byState.get(b.state) ?? 0) + deposits);
    }
    if (b.cbsa) f.msas.add(b.cbsa);
    else f.rural++;
    if (b.county_fips) {
      f.counties.set(b.county_fips, (f.counties.get(b.county_fips) ?? 0) + deposits);
      countyDeposits.set(b.county_fips, (countyDeposits.get(b.county_fips) ?? 0) + deposits);
      const present = countyInstitutions.get(b.county_fips) ?? new Set<number>();
      countyInstitutions.set(b.county_fips, present.add(id));
    }
  }
  const col = (key: string) => numericColumn(table, key);
  const columns = {
    count: col('branch_count'),
    states: col('branch_states'),
    counties: col('branch_counties'),
    msas: col('branch_msas'),
    outOfState: col('out_of_state_deposit_share'),
    rural: col('rural_branch_share'),
    homeShare: col('home_county_deposit_share'),
    weightedShare: col('weighted_deposit_share'),
    competitors: col('home_county_competitors'),
  };
  for (let row = 0; row < table.ids.length; row++) {
    const id = table.ids[row] as number;
    const home = homes.get(id);
    const county = home?.county ?? null;
    if (county) columns.competitors[row] = countyInstitutions.get(county)?.size ?? 0;
    const f = footprints.get(id);
    if (!f) continue;
    columns.count[row] = f.branches;
    columns.states[row] = f.states.size;
    columns.counties[row] = f.counties.size;
    columns.msas[row] = f.msas.size;
    columns.rural[row] = f.rural / f.branches;
    // Without deposits (credit union sites carry none) there is no share to tell.
    if (f.deposits <= 0) continue;
    let weighted = 0;
    for (const [fips, deposits] of f.counties)
      weighted += (deposits * deposits) / (countyDeposits.get(fips) || 1);
    columns.weightedShare[row] = weighted / f.deposits;
    const own = county ? (f.counties.get(county) ?? 0) : 0;
    if (county) columns.homeShare[row] = own / (countyDeposits.get(county) || 1);
    const inState = home?.state ? (f.byState.get(home.state) ?? 0) : 0;
    columns.outOfState[row] = 1 - inState / f.deposits;
  }
}
