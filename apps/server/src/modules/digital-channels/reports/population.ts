import { assetBandIdOf, FI_TYPE_FILTER } from '@fin-atlas/domain';
import type { ChannelPeriod, DigitalData, Listings, PeriodFacts } from './digital-data.js';
import type { ResolvedQuery } from './report-query.js';
import type { Tally, VendorTallies } from './vendor-table.js';

/**
 * The institutions a report looks at: those passing the institution filters (FI type, asset group
 * at the current period, core vendor product), and, per quarter, the listing filters (vendor, app
 * type, vendor branded, MB age group) on the listing that stands for the institution.
 */
export type Population = {
  readonly data: DigitalData;
  readonly query: ResolvedQuery;
  /** 1 for each institution row passing the institution filters. */
  readonly institutions: Uint8Array;
  /** Size facts at the current period (asset groups, client size groups); null before any data. */
  readonly currentFacts: PeriodFacts | null;
};

function coreRows(data: DigitalData, products: ReadonlySet<number>): Uint8Array {
  const rows = new Uint8Array(data.institutions.count);
  for (const product of products) for (const row of data.coreUsers.get(product) ?? []) rows[row] = 1;
  return rows;
}

export async function populationOf(data: DigitalData, query: ResolvedQuery): Promise<Population> {
  const currentFacts = query.current === null ? null : await data.facts(query.current);
  const { count, creditUnion } = data.institutions;
  const pass = new Uint8Array(count).fill(1);
  const core = query.coreProducts ? coreRows(data, query.coreProducts) : null;
  const groups = query.assetGroups;
  for (let row = 0; row < count; row++) {
    if (query.fiType === FI_TYPE_FILTER.BANKS && creditUnion[row] === 1) pass[row] = 0;
    else if (query.fiType === FI_TYPE_FILTER.CREDIT_UNIONS && creditUnion[row] === 0) pass[row] = 0;
    else if (core && core[row] === 0) pass[row] = 0;
    else if (groups) {
      const band = currentFacts ? assetBandIdOf(currentFacts.assets[row]) : null;
      if (band === null || !groups.has(band)) pass[row] = 0;
    }
  }
  return { data, query, institutions: pass, currentFacts };
}

/** Whether one listing passes the listing filters the report applies. */
export function listingPasses(query: ResolvedQuery, listings: Listings, i: number): boolean {
  if (query.vendors && !query.vendors.has(listings.vendor[i] as number)) return false;
  if (query.appTypes && !query.appTypes.has(listings.appType[i] as number)) return false;
  if (query.branded && !query.branded.has(listings.branded[i] === 1)) return false;
  if (query.mbAgeGroups && !query.mbAgeGroups.has(listings.mbAgeGroup[i] as number)) return false;
  return true;
}

/** The channel at a quarter, when any institution had it then. */
export function channelAt(population: Population, period: string | null): ChannelPeriod | undefined {
  return period === null ? undefined : population.data.channels[population.query.channel].get(period);
}

/** The client indexes of `at` that the report counts: institution and listing filters passed. */
export function clientsIn(population: Population, at: ChannelPeriod | undefined): Int32Array {
  if (!at) return new Int32Array(0);
  const { clients, listings } = at;
  const out = new Int32Array(clients.count);
  let n = 0;
  for (let c = 0; c < clients.count; c++) {
    if (population.institutions[clients.institution[c] as number] !== 1) continue;
    if (!listingPasses(population.query, listings, clients.primary[c] as number)) continue;
    out[n++] = c;
  }
  return out.subarray(0, n);
}

/** The listing indexes of `at` that the report counts (satisfaction reads every store listing). */
export function listingsIn(population: Population, at: ChannelPeriod | undefined): Int32Array {
  if (!at) return new Int32Array(0);
  const { listings } = at;
  const out = new Int32Array(listings.count);
  let n = 0;
  for (let i = 0; i < listings.count; i++) {
    if (population.institutions[listings.institution[i] as number] !== 1) continue;
    if (!listingPasses(population.query, listings, i)) continue;
    out[n++] = i;
  }
  return out.subarray(0, n);
}

/** The vendor standing for a client: its primary listing's. */
export const clientVendor = (at: ChannelPeriod, client: number): number =>
  at.listings.vendor[at.clients.primary[client] as number] as number;

/** Hands each counted client of `at` to `add` with its vendor's tally. */
export function tallyClients(
  population: Population,
  at: ChannelPeriod | undefined,
  tallies: VendorTallies,
  add: (tally: Tally, client: number) => void,
): void {
  if (!at) return;
  for (const client of clientsIn(population, at)) add(tallies.of(clientVendor(at, client)), client);
}

/** Whether any quarter read holds generated demo rows. */
export function anyDemo(population: Population, periods: readonly (string | null)[]): boolean {
  return periods.some((p) => channelAt(population, p)?.demo === true);
}
