import { MORTGAGE_COMPANY_FI_TYPE, type QueryType } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { stampedCache } from '../../../db/stamped-cache.js';
import { domainFromWebsite } from '../../org-matching/index.js';

/**
 * An active institution as the query engine reads it: the firmographics every rule may test. A
 * mortgage company (fiType MORTGAGE_COMPANY_FI_TYPE, from the HMDA panel) has a name, a city and
 * state, a parent name, assets and an RSSD ID when the panel gives them, and its LEI as regulatory id.
 */
export type UniverseRow = {
  id: number;
  fiType: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  countyFips: string | null;
  countyName: string | null;
  cbsaCode: string | null;
  cbsaName: string | null;
  domain: string | null;
  linkedin: string | null;
  employees: number | null;
  charterClass: string | null;
  regulator: string | null;
  /** ISO date. */
  establishedDate: string | null;
  isMutual: boolean | null;
  isMdi: boolean;
  fieldOfMembership: string | null;
  parentId: number | null;
  parentName: string | null;
  /** $000 at the latest loaded period. */
  assets: number | null;
  /** Offices in the latest Summary of Deposits year. */
  branches: number | null;
  rssdId: number | null;
  regulatoryId: string | null;
  abaRouting: string | null;
};

/**
 * Every active institution at one data version, in a fixed order (largest first): rules answer with
 * a byte per position, so combining a tree is a pass over arrays whatever the categories. Mortgage
 * companies are positions like any other, but only the mortgage variant lists them (`members`).
 */
export type Universe = {
  version: string;
  /** Positions of every variant together: the length of every rule's answer. */
  size: number;
  rows: readonly UniverseRow[];
  ids: Int32Array;
  /** Institution id -> position. */
  positionOf: ReadonlyMap<number, number>;
  /** The latest quarter loaded per FI type ('bank', 'bhc', 'credit_union'). */
  latestPeriod: ReadonlyMap<string, string>;
  /** The latest Summary of Deposits year, when branches are loaded. */
  sodYear: number | null;
  isDemo: boolean;
  dataAsOf: string | null;
  /** 1 at the positions a variant lists: the standard builder never sees a mortgage company. */
  members: Readonly<Record<QueryType, Uint8Array>>;
  /** Institutions each variant lists (the counts' universe). */
  memberCount: Readonly<Record<QueryType, number>>;
};

type Row = {
  id: number;
  fi_type: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county_fips: string | null;
  county_name: string | null;
  cbsa_code: string | null;
  cbsa_name: string | null;
  website: string | null;
  linkedin: string | null;
  employees: number | null;
  charter_class: string | null;
  regulator: string | null;
  established_date: string | null;
  is_mutual: boolean | null;
  is_mdi: boolean;
  field_of_membership: string | null;
  parent_id: number | null;
  parent_name: string | null;
  assets: number | null;
  branches: number | null;
  rssd_id: number | null;
  regulatory_id: string | null;
  aba_routing: string | null;
};

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

async function loadUniverse(database: Database, version: string): Promise<Universe> {
  const [sod] = await database.query<{ year: number | null }>(
    `select max(b.year)::int as year from branches b join institutions i on i.id = b.institution_id
      where i.fi_type <> 'credit_union'`,
  );
  const sodYear = sod?.year ?? null;
  // Branches of each peer type's latest year (NCUA sites may be of a newer year than the FDIC
  // Summary of Deposits); a holding company counts its banks' branches.
  const rows = await database.query<Row>(
    `with peer_years as (
       select (i.fi_type = 'credit_union') as cu, max(b.year) as year
         from branches b join institutions i on i.id = b.institution_id group by 1),
     counted as (
       select b.institution_id, max(i.parent_id) as parent_id, count(*)::int as n
         from branches b join institutions i on i.id = b.institution_id
         join peer_years y on y.cu = (i.fi_type = 'credit_union') and y.year = b.year
        group by b.institution_id),
     held as (
       select institution_id as holder, n from counted
       union all
       select parent_id, n from counted where parent_id is not null)
     select i.id, i.fi_type, i.name, i.address, i.city, i.state, i.zip, i.county_fips, i.county_name,
            i.cbsa_code, i.cbsa_name, i.website, i.linkedin, i.employees, i.charter_class, i.regulator,
            i.established_date::text, i.is_mutual, i.is_mdi, i.field_of_membership, i.parent_id,
            p.name as parent_name, i.latest_assets as assets, b.n as branches, i.rssd_id,
            i.regulatory_id, i.aba_routing
       from institutions i
       left join institutions p on p.id = i.parent_id
       left join (select holder, sum(n)::int as n from held group by holder) b on b.holder = i.id
      where i.active
     union all
     select m.id, '${MORTGAGE_COMPANY_FI_TYPE}', m.name, null, m.city, m.state, null, null, null, null, null,
            null, null, null, null, null, null, null, false, null, null, m.parent_name, m.assets, null,
            m.rssd_id, m.lei, null
       from mortgage_companies m
      where m.active
      order by assets desc nulls last, id`,
  );
  const universeRows: UniverseRow[] = rows.map((r) => ({
    id: Number(r.id),
    fiType: r.fi_type,
    name: r.name,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    countyFips: r.county_fips,
    countyName: r.county_name,
    cbsaCode: r.cbsa_code,
    cbsaName: r.cbsa_name,
    domain: domainFromWebsite(r.website),
    linkedin: r.linkedin,
    employees: num(r.employees),
    charterClass: r.charter_class,
    regulator: r.regulator,
    establishedDate: r.established_date,
    isMutual: r.is_mutual,
    isMdi: r.is_mdi,
    fieldOfMembership: r.field_of_membership,
    parentId: num(r.parent_id),
    parentName: r.parent_name,
    assets: num(r.assets),
    branches: num(r.branches),
    rssdId: num(r.rssd_id),
    regulatoryId: r.regulatory_id,
    abaRouting: r.aba_routing,
  }));
  const periods = await database.query<{ fi_type: string; period: string | null }>(
    'select fi_type, max(latest_period)::text as period from institutions where active group by fi_type',
  );
  const [load] = await database.query<{ is_demo: boolean | null; period: string | null }>(
    `select bool_or(is_demo) as is_demo, max(period)::text as period from data_loads`,
  );
  const ids = Int32Array.from(universeRows, (r) => r.id);
  const standard = Uint8Array.from(universeRows, (r) => (r.fiType === MORTGAGE_COMPANY_FI_TYPE ? 0 : 1));
  let standardCount = 0;
  for (const bit of standard) standardCount += bit;
  return {
    version,
    size: universeRows.length,
    rows: universeRows,
    ids,
    positionOf: new Map(universeRows.map((r, i) => [r.id, i])),
    latestPeriod: new Map(periods.filter((p) => p.period).map((p) => [p.fi_type, p.period as string])),
    sodYear,
    isDemo: load?.is_demo ?? false,
    dataAsOf: load?.period ?? null,
    members: { fin_query: standard, mortgage: new Uint8Array(universeRows.length).fill(1) },
    memberCount: { fin_query: standardCount, mortgage: universeRows.length },
  };
}

const universes = new WeakMap<Database, () => Promise<Universe>>();

/** How long a checked version is trusted: a burst of counts while the user edits costs one check. */
const VERSION_CHECK_MS = 1000;

/**
 * The universe of this database at its current data version: reloaded when institutions, loads,
 * mortgage companies or the HMDA panel change (an HMDA year rewrites its panel rows).
 */
export function universeFor(database: Database): Promise<Universe> {
  let get = universes.get(database);
  if (!get) {
    let latestStamp = '';
    get = stampedCache(
      async () => {
        const [row] = await database.query<{
          v: number | null;
          n: number;
          u: string | null;
          b: number | null;
          m: string | null;
          h: string | null;
        }>(
          `select (select max(id)::int from data_loads) as v, count(*)::int as n, max(updated_at)::text as u,
                  (select max(year)::int from branches) as b,
                  (select count(*) || '/' || coalesce(max(updated_at)::text, '') from mortgage_companies) as m,
                  (select count(*) || '/' || coalesce(max(year)::text, '') || '/' || coalesce(sum(lender_id)::text, '')
                     from hmda_lenders) as h
             from institutions`,
        );
        latestStamp = `${row?.v ?? 0}|${row?.n ?? 0}|${row?.u ?? ''}|${row?.b ?? ''}|${row?.m ?? ''}|${row?.h ?? ''}`;
        return latestStamp;
      },
      () => loadUniverse(database, latestStamp),
      { maxAgeMs: VERSION_CHECK_MS },
    );
    universes.set(database, get);
  }
  return get();
}
