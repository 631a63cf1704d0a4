import { type MarketKind, US_STATES } from '@fin-atlas/domain';
import { COUNTIES } from '../../../reference/us-counties.js';
import type { EngineContext } from '../engine/provider.js';
import type { Universe } from '../engine/universe.js';
import { perUniverseVersion } from './per-version.js';

/** Banks are compared with banks (the Summary of Deposits), credit unions with credit unions. */
export type PeerType = 'bank' | 'credit_union';

/** What one institution holds in one market. */
export type Holding = {
  branches: number;
  /** $000, over the branches that report deposits. */
  deposits: number;
  /** Branches with deposits on record: none means the deposits are unknown, not zero. */
  reporting: number;
  /** Its own branches, not only its subsidiaries' (a holding company holds through its banks). */
  direct: boolean;
};

export type Market = {
  code: string;
  label: string;
  /** The market's deposits among each peer type ($000). */
  deposits: Record<PeerType, number>;
  /** Universe position -> holding. */
  holders: Map<number, Holding>;
};

export type MarketData = {
  /** The branch year read per peer type (its latest), null when none is loaded. */
  years: Record<PeerType, number | null>;
  markets: Record<MarketKind, Map<string, Market>>;
  /** Per universe position: the states where it has branches, sorted; undefined without branches. */
  statesOf: (string[] | undefined)[];
};

export const peerTypeOf = (fiType: string): PeerType => (fiType === 'credit_union' ? 'credit_union' : 'bank');

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));
const COUNTY_REFERENCE = new Map(COUNTIES.map(([fips, name, state]) => [fips, { name, state }]));
const MSA_REFERENCE = new Map(COUNTIES.filter((c) => c[6] !== '').map((c) => [c[6], c[7]]));

/** "Travis County, TX", "Acadia Parish, LA", "Richmond (City), VA", "Anchorage, AK". */
export function countyLabel(name: string, state: string | null): string {
  const st = state ? `, ${state}` : '';
  if (/\(|county|parish|borough|city/i.test(name) || state === 'AK' || state === 'DC') return `${name}${st}`;
  return `${name} ${state === 'LA' ? 'Parish' : 'County'}${st}`;
}

/** Names of counties and MSAs: the reference list first, then the institutions' own addresses. */
export function marketLabels(universe: Universe) {
  const countyNames = new Map<string, { name: string; state: string | null }>();
  const msaNames = new Map<string, string>();
  for (const r of universe.rows) {
    if (r.countyFips && r.countyName && !countyNames.has(r.countyFips))
      countyNames.set(r.countyFips, { name: r.countyName, state: r.state });
    if (r.cbsaCode && r.cbsaName && !msaNames.has(r.cbsaCode)) msaNames.set(r.cbsaCode, r.cbsaName);
  }
  return (kind: MarketKind, code: string): string => {
    if (kind === 'state') return STATE_NAMES.get(code) ?? code;
    if (kind === 'msa') return MSA_REFERENCE.get(code) ?? msaNames.get(code) ?? `MSA ${code}`;
    const county = COUNTY_REFERENCE.get(code) ?? countyNames.get(code);
    return county ? countyLabel(county.name, county.state) : `County ${code}`;
  };
}

type Row = {
  institution_id: number;
  parent_id: number | null;
  peer: PeerType;
  state: string | null;
  county_fips: string | null;
  cbsa_code: string | null;
  branches: number;
  deposits: number | null;
  reporting: number;
};

/**
 * Every branch of the latest year of each peer type, summed per institution and location in the
 * database (one read per data version), then spread over states, counties and MSAs in memory. A
 * holding company in the universe holds what its banks hold.
 */
async function loadMarketData({ database, universe }: EngineContext): Promise<MarketData> {
  const rows = await database.query<Row>(
    `with peer_years as (
       select case when i.fi_type = 'credit_union' then 'credit_union' else 'bank' end as peer,
              max(b.year)::int as year
         from branches b join institutions i on i.id = b.institution_id group by 1)
     select b.institution_id, i.parent_id, y.peer, b.state, b.county_fips, b.cbsa_code,
            count(*)::int as branches, sum(b.deposits)::float8 as deposits, count(b.deposits)::int as reporting
       from branches b
       join institutions i on i.id = b.institution_id
       join peer_years y on y.peer = case when i.fi_type = 'credit_union' then 'credit_union' else 'bank' end
                        and y.year = b.year
      group by 1, 2, 3, 4, 5, 6`,
  );
  const [years] = await database.query<{ bank: number | null; credit_union: number | null }>(
    `select max(b.year) filter (where i.fi_type <> 'credit_union')::int as bank,
            max(b.year) filter (where i.fi_type = 'credit_union')::int as credit_union
       from branches b join institutions i on i.id = b.institution_id`,
  );
  const label = marketLabels(universe);
  const markets: MarketData['markets'] = { state: new Map(), county: new Map(), msa: new Map() };
  const states: (Set<string> | undefined)[] = new Array(universe.size);

  const marketOf = (kind: MarketKind, code: string): Market => {
    let market = markets[kind].get(code);
    if (!market) {
      market = { code, label: label(kind, code), deposits: { bank: 0, credit_union: 0 }, holders: new Map() };
      markets[kind].set(code, market);
    }
    return market;
  };

  for (const row of rows) {
    const own = universe.positionOf.get(Number(row.institution_id));
    const parent = row.parent_id === null ? undefined : universe.positionOf.get(Number(row.parent_id));
    const holders: [number, boolean][] = [];
    if (own !== undefined) holders.push([own, true]);
    if (parent !== undefined && parent !== own) holders.push([parent, false]);
    const deposits = row.deposits === null ? 0 : Number(row.deposits);
    const places: [MarketKind, string | null][] = [
      ['state', row.state],
      ['county', row.county_fips],
      ['msa', row.cbsa_code],
    ];
    for (const [kind, code] of places) {
      if (!code) continue;
      const market = marketOf(kind, code);
      market.deposits[row.peer] += deposits;
      for (const [position, direct] of holders) {
        const held = market.holders.get(position) ?? { branches: 0, deposits: 0, reporting: 0, direct };
        held.branches += Number(row.branches);
        held.deposits += deposits;
        held.reporting += Number(row.reporting);
        held.direct ||= direct;
        market.holders.set(position, held);
      }
    }
    if (!row.state) continue;
    for (const [position] of holders) {
      const held = states[position] ?? new Set<string>();
      held.add(row.state);
      states[position] = held;
    }
  }
  return {
    years: { bank: years?.bank ?? null, credit_union: years?.credit_union ?? null },
    markets,
    statesOf: Array.from(states, (s) => (s ? [...s].sort() : undefined)),
  };
}

/** The market data of the context's universe version, read once. */
export const marketDataFor = perUniverseVersion((context) => loadMarketData(context));

export type MarketMeasure = 'share' | 'branches' | 'deposits';

/**
 * An institution's measure in a market: its share of the deposits of its peer type there (0-1),
 * its branches, or its deposits ($000). Null where it has no branch, or no deposits on record.
 */
export function measureIn(
  market: Market,
  position: number,
  peer: PeerType,
  measure: MarketMeasure,
): number | null {
  const held = market.holders.get(position);
  if (!held) return null;
  if (measure === 'branches') return held.branches;
  if (held.reporting === 0) return null;
  if (measure === 'deposits') return held.deposits;
  const total = market.deposits[peer];
  return total > 0 ? held.deposits / total : null;
}
