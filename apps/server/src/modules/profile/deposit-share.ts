import type { DepositMarket, DepositShare } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { COUNTIES } from '../../reference/us-counties.js';
import type { ProfileSubject } from './profile-queries.js';

const TOP_COMPETITORS = 5;
/** The subject's own branches (all its banks, for a holding company) count as one market participant. */
const SUBJECT = -1;

export const CREDIT_UNION_DEPOSITS_NOTE =
  'Credit unions do not file the FDIC Summary of Deposits: shares are among credit unions only, from the share balances of their branches.';
export const NO_BRANCH_DEPOSITS_NOTE =
  'No branch deposits are on record for this institution: branch counts only.';

type Holding = { code: string; holder: number; deposits: number; branches: number };

const share = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);

/** Names counties no institution is headquartered in (the institutions table names the rest). */
const REFERENCE_COUNTY_NAMES = new Map(COUNTIES.map(([fips, name]) => [fips, name]));

/**
 * Builds the markets (counties or MSAs) of the subject from every participant's deposits there:
 * the subject's share and rank and the largest competitors.
 */
function markets(
  holdings: readonly Holding[],
  names: ReadonlyMap<string, { name: string; state: string | null }>,
  institutionNames: ReadonlyMap<number, string>,
  hasDeposits: boolean,
): DepositMarket[] {
  const byCode = new Map<string, Holding[]>();
  for (const h of holdings) byCode.set(h.code, [...(byCode.get(h.code) ?? []), h]);
  const out: DepositMarket[] = [];
  for (const [code, list] of byCode) {
    const mine = list.find((h) => h.holder === SUBJECT);
    if (!mine) continue;
    const total = list.reduce((n, h) => n + h.deposits, 0);
    const ranked = [...list].sort((a, b) => b.deposits - a.deposits || a.holder - b.holder);
    const place = (h: Holding) => ranked.findIndex((r) => r.holder === h.holder) + 1;
    const label = names.get(code);
    out.push({
      code,
      name: label?.name ?? code,
      state: label?.state ?? null,
      branches: mine.branches,
      deposits: hasDeposits ? mine.deposits : null,
      market_deposits: hasDeposits ? total : null,
      share: hasDeposits ? share(mine.deposits, total) : null,
      rank: hasDeposits ? place(mine) : null,
      institutions: list.length,
      competitors: hasDeposits
        ? ranked
            .filter((h) => h.holder !== SUBJECT)
            .slice(0, TOP_COMPETITORS)
            .map((h) => ({
              id: h.holder,
              name: institutionNames.get(h.holder) ?? String(h.holder),
              deposits: h.deposits,
              share: share(h.deposits, total) ?? 0,
              rank: place(h),
            }))
        : [],
    });
  }
  return out.sort(
    (a, b) =>
      (b.deposits ?? 0) - (a.deposits ?? 0) || b.branches - a.branches || a.name.localeCompare(b.name),
  );
}

/**
 * The institution's deposits per county and MSA from the latest year of branch deposits (Summary of
 * Deposits), its share of each market, its rank and the largest competitors, and a state roll-up.
 * Banks compete with banks; credit unions, which do not file the Summary of Deposits, are compared
 * with credit unions when their branches carry balances, and otherwise get branch counts only.
 */
export async function computeDepositShare(
  database: Database,
  subject: ProfileSubject,
): Promise<DepositShare> {
  const peerType = subject.fiType === 'credit_union' ? 'credit_union' : 'bank';
  const own = await database.query<{ id: number }>(
    'select id from institutions where id = $1 or parent_id = $1',
    [subject.id],
  );
  const ids = own.map((r) => Number(r.id));
  const [yearRow] = await database.query<{ year: number | null }>(
    'select max(year) as year from branches where institution_id = any($1::int[])',
    [ids],
  );
  const year = yearRow?.year === null || yearRow?.year === undefined ? null : Number(yearRow.year);
  const empty: DepositShare = {
    institution_id: subject.id,
    fi_type: subject.fiType,
    year,
    has_deposits: false,
    note: NO_BRANCH_DEPOSITS_NOTE,
    total_deposits: null,
    branches: 0,
    states: [],
    counties: [],
    msas: [],
    branch_locations: [],
  };
  if (year === null) return empty;
  const [mineRow] = await database.query<{
    branches: number;
    with_deposits: number;
    deposits: number | null;
  }>(
    `select count(*)::int as branches, count(deposits)::int as with_deposits, sum(deposits) as deposits
       from branches where institution_id = any($1::int[]) and year = $2`,
    [ids, year],
  );
  const hasDeposits = (mineRow?.with_deposits ?? 0) > 0 && Number(mineRow?.deposits ?? 0) > 0;

  const holdingsBy = async (column: 'county_fips' | 'cbsa_code'): Promise<Holding[]> => {
    const rows = await database.query<{ code: string; holder: number; deposits: number; branches: number }>(
      `with mine as (
         select distinct ${column} as code from branches
          where institution_id = any($1::int[]) and year = $2 and ${column} is not null)
       select b.${column} as code,
              case when b.institution_id = any($1::int[]) then ${SUBJECT} else b.institution_id end as holder,
              coalesce(sum(b.deposits), 0) as deposits, count(*)::int as branches
         from branches b join institutions i on i.id = b.institution_id
        where b.year = $2 and b.${column} in (select code from mine)
          and (i.fi_type = $3 or b.institution_id = any($1::int[]))
        group by 1, 2`,
      [ids, year, peerType],
    );
    return rows.map((r) => ({
      code: r.code,
      holder: Number(r.holder),
      deposits: Number(r.deposits),
      branches: Number(r.branches),
    }));
  };
  const counties = await holdingsBy('county_fips');
  const msas = await holdingsBy('cbsa_code');

  const countyNames = await database.query<{ code: string; name: string; state: string | null }>(
    `select distinct on (county_fips) county_fips as code, county_name as name, state
       from institutions where county_fips = any($1::text[]) and county_name is not null
      order by county_fips, id`,
    [[...new Set(counties.map((c) => c.code))]],
  );
  const msaNames = await database.query<{ code: string; name: string }>(
    `select distinct on (cbsa_code) cbsa_code as code, cbsa_name as name
       from institutions where cbsa_code = any($1::text[]) and cbsa_name is not null
      order by cbsa_code, id`,
    [[...new Set(msas.map((c) => c.code))]],
  );
  const countyStates = await database.query<{ code: string; state: string }>(
    `select distinct on (county_fips) county_fips as code, state from branches
      where institution_id = any($1::int[]) and year = $2 and county_fips is not null order by county_fips, id`,
    [ids, year],
  );
  const stateOf = new Map(countyStates.map((c) => [c.code, c.state]));
  const countyLabel = new Map(
    [...new Set(counties.map((c) => c.code))].map((code) => {
      const found = countyNames.find((n) => n.code === code);
      const state = stateOf.get(code) ?? found?.state ?? null;
      const known = found?.name ?? REFERENCE_COUNTY_NAMES.get(code);
      const name = known ? `${known}${state ? `, ${state}` : ''}` : `County ${code}`;
      return [code, { name, state }];
    }),
  );
  const msaLabel = new Map(msaNames.map((m) => [m.code, { name: m.name, state: null }]));

  const competitorIds = [
    ...new Set([...counties, ...msas].filter((h) => h.holder !== SUBJECT).map((h) => h.holder)),
  ];
  const nameRows = await database.query<{ id: number; name: string }>(
    'select id, name from institutions where id = any($1::int[])',
    [competitorIds],
  );
  const institutionNames = new Map(nameRows.map((r) => [Number(r.id), r.name]));

  const stateRows = await database.query<{
    state: string;
    branches: number;
    deposits: number | null;
    market_deposits: number | null;
  }>(
    `select b.state,
            count(*) filter (where b.institution_id = any($1::int[]))::int as branches,
            sum(b.deposits) filter (where b.institution_id = any($1::int[])) as deposits,
            sum(b.deposits) as market_deposits
       from branches b join institutions i on i.id = b.institution_id
      where b.year = $2 and (i.fi_type = $3 or b.institution_id = any($1::int[]))
        and b.state in (select state from branches where institution_id = any($1::int[]) and year = $2)
      group by b.state
      order by b.state`,
    [ids, year, peerType],
  );

  const located = await database.query<{
    name: string;
    city: string | null;
    state: string | null;
    county_fips: string | null;
    latitude: number;
    longitude: number;
    deposits: number | null;
  }>(
    `select name, city, state, county_fips, latitude, longitude, deposits from branches
      where institution_id = any($1::int[]) and year = $2 and latitude is not null and longitude is not null
      order by deposits desc nulls last, name, id`,
    [ids, year],
  );

  return {
    institution_id: subject.id,
    fi_type: subject.fiType,
    year,
    has_deposits: hasDeposits,
    note: !hasDeposits
      ? NO_BRANCH_DEPOSITS_NOTE
      : peerType === 'credit_union'
        ? CREDIT_UNION_DEPOSITS_NOTE
        : null,
    total_deposits: hasDeposits ? Number(mineRow?.deposits ?? 0) : null,
    branches: mineRow?.branches ?? 0,
    states: stateRows.map((s) => {
      const deposits = hasDeposits ? Number(s.deposits ?? 0) : null;
      const market = hasDeposits ? Number(s.market_deposits ?? 0) : null;
      return {
        state: s.state,
        branches: Number(s.branches),
        deposits,
        market_deposits: market,
        share: deposits !== null && market !== null ? share(deposits, market) : null,
      };
    }),
    counties: markets(counties, countyLabel, institutionNames, hasDeposits),
    msas: markets(msas, msaLabel, institutionNames, hasDeposits),
    branch_locations: located.map((b) => ({
      name: b.name,
      city: b.city,
      state: b.state,
      county_fips: b.county_fips,
      latitude: Number(b.latitude),
      longitude: Number(b.longitude),
      deposits: hasDeposits && b.deposits !== null ? Number(b.deposits) : null,
    })),
  };
}
