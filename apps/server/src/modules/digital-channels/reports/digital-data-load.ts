import {
  DIGITAL_CHANNELS,
  type DigitalChannel,
  isCreditUnion,
  mbAgeGroupOf,
  mbAgeYears,
  UNKNOWN_DIGITAL_VENDOR_ID,
} from '@fin-atlas/domain';
import { sizeCellsSql, sizeFactsOf } from '../../../analytics/size-facts.js';
import type { Database } from '../../../db/database.js';
import { currentUses, listCoreVendorProducts, listSolutions } from '../../market-reports/index.js';
import type { ChannelPeriod, DigitalData, Listings, PeriodFacts } from './digital-data.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Institutions per facts query: the embedded engine runs queries on the event loop, so reads stay short. */
const FACTS_PAGE = 500;

type InstitutionRow = { id: number; fi_type: string; active: boolean };

type ListingRow = {
  institution_id: number;
  vendor_id: number | null;
  vendor_branded: boolean;
  app_type: number | null;
  launched_on: string | null;
  rating: number | string | null;
  rating_count: number | null;
  features: number;
  demo: boolean;
};

async function loadInstitutions(database: Database) {
  // Banks and credit unions operating today, and any institution a snapshot names (one closed since
  // still counts in the quarters it ran a channel). Holding companies carry no channels.
  const rows = await database.query<InstitutionRow>(
    `select id, fi_type, active and fi_type <> 'bhc' as active from institutions
      where (active and fi_type <> 'bhc')
         or id in (select distinct institution_id from digital_channel_snapshots)
      order by id`,
  );
  const ids = Int32Array.from(rows, (r) => Number(r.id));
  return {
    count: rows.length,
    ids,
    rowOf: new Map(Array.from(ids, (id, row) => [id, row])),
    creditUnion: Uint8Array.from(rows, (r) => (isCreditUnion(r.fi_type) ? 1 : 0)),
    active: Uint8Array.from(rows, (r) => (r.active ? 1 : 0)),
  };
}

/** The rows of one channel and quarter, primary listing first per institution. */
function readListings(database: Database, period: string, channel: DigitalChannel) {
  return database.query<ListingRow>(
    `select institution_id, vendor_id, vendor_branded, app_type, launched_on::text as launched_on,
            rating::float8 as rating, rating_count,
            (select coalesce(bit_or(1 << (f - 1)), 0) from unnest(features) f where f between 1 and 31)::int
              as features,
            source = 'demo' as demo
       from digital_channel_snapshots
      where period = $1::date and channel = $2
      order by institution_id, rating_count desc nulls last, store, app_name`,
    [period, channel],
  );
}

function channelPeriod(
  period: string,
  rows: readonly ListingRow[],
  rowOf: ReadonlyMap<number, number>,
  institutionCount: number,
): ChannelPeriod {
  const kept = rows.filter((r) => rowOf.has(Number(r.institution_id)));
  const n = kept.length;
  const listings: Listings = {
    count: n,
    institution: new Int32Array(n),
    vendor: new Int32Array(n),
    branded: new Uint8Array(n),
    appType: new Uint8Array(n),
    mbAgeGroup: new Uint8Array(n),
    rating: new Float64Array(n),
    ratingCount: new Float64Array(n),
    features: new Int32Array(n),
  };
  const clientInstitution: number[] = [];
  const clientPrimary: number[] = [];
  const clientFeatures: number[] = [];
  const clientOf = new Int32Array(institutionCount).fill(-1);
  kept.forEach((r, i) => {
    const row = rowOf.get(Number(r.institution_id)) as number;
    listings.institution[i] = row;
    listings.vendor[i] = r.vendor_id === null ? UNKNOWN_DIGITAL_VENDOR_ID : Number(r.vendor_id);
    listings.branded[i] = r.vendor_branded ? 1 : 0;
    listings.appType[i] = r.app_type ?? 0;
    listings.mbAgeGroup[i] = mbAgeGroupOf(mbAgeYears(r.launched_on, period)) ?? 0;
    listings.rating[i] = r.rating === null ? Number.NaN : Number(r.rating);
    listings.ratingCount[i] = r.rating_count ?? 0;
    listings.features[i] = r.features;
    const client = clientOf[row] as number;
    if (client < 0) {
      clientOf[row] = clientInstitution.length;
      clientInstitution.push(row);
      clientPrimary.push(i);
      clientFeatures.push(r.features);
    } else {
      clientFeatures[client] = (clientFeatures[client] as number) | r.features;
    }
  });
  return {
    period,
    demo: kept.some((r) => r.demo),
    listings,
    clients: {
      count: clientInstitution.length,
      institution: Int32Array.from(clientInstitution),
      primary: Int32Array.from(clientPrimary),
      features: Int32Array.from(clientFeatures),
    },
    clientOf,
  };
}

async function loadChannels(
  database: Database,
  periods: readonly string[],
  rowOf: ReadonlyMap<number, number>,
  institutionCount: number,
) {
  const channels = { mobile: new Map(), online: new Map() } as Record<
    DigitalChannel,
    Map<string, ChannelPeriod>
  >;
  for (const period of periods) {
    for (const channel of DIGITAL_CHANNELS) {
      const rows = await readListings(database, period, channel);
      if (rows.length > 0)
        channels[channel].set(period, channelPeriod(period, rows, rowOf, institutionCount));
      await nextTurn();
    }
  }
  return channels;
}

async function vendorNames(database: Database): Promise<Map<number, string>> {
  const rows = await database.query<{ id: number; name: string }>(
    `select id, name from vendors
      where id in (select distinct vendor_id from digital_channel_snapshots where vendor_id is not null)`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Institution rows per core vendor product, from today's core-processing uses (as market reports read them). */
async function coreUsers(database: Database, rowOf: ReadonlyMap<number, number>) {
  const users = new Map<number, number[]>();
  for (const solution of (await listSolutions(database)).filter((s) => s.is_core)) {
    for (const use of await currentUses(database, solution.id)) {
      const row = rowOf.get(Number(use.institution_id));
      if (use.product_id === null || row === undefined) continue;
      const list = users.get(Number(use.product_id));
      if (list) list.push(row);
      else users.set(Number(use.product_id), [row]);
    }
  }
  return users;
}

async function loadFacts(
  database: Database,
  period: string,
  ids: Int32Array,
  rowOf: ReadonlyMap<number, number>,
): Promise<PeriodFacts> {
  const facts = {
    assets: new Float64Array(ids.length).fill(Number.NaN),
    deposits: new Float64Array(ids.length).fill(Number.NaN),
    accounts: new Float64Array(ids.length).fill(Number.NaN),
  };
  for (let start = 0; start < ids.length; start += FACTS_PAGE) {
    if (start > 0) await nextTurn();
    const rows = await database.query<{ institution_id: number; cells: (number | null)[] | null }>(
      `select f.institution_id, ${sizeCellsSql('f.values', 'i.fi_type')} as cells
         from financials f join institutions i on i.id = f.institution_id
        where f.period = $1::date and f.institution_id = any($2::int[])`,
      [period, Array.from(ids.subarray(start, start + FACTS_PAGE))],
    );
    for (const r of rows) {
      const row = rowOf.get(Number(r.institution_id));
      if (row === undefined) continue;
      const { assets, deposits, accounts } = sizeFactsOf(r.cells);
      facts.assets[row] = assets ?? Number.NaN;
      facts.deposits[row] = deposits ?? Number.NaN;
      facts.accounts[row] = accounts ?? Number.NaN;
    }
  }
  return facts;
}

/**
 * Reads the snapshots, institutions, vendor names and core vendor products once; size facts are read
 * per quarter when a report first needs them. Reads are split by quarter and channel, and facts by
 * pages of institutions, so other requests get turns while a national data set loads.
 */
export async function loadDigitalData(database: Database): Promise<DigitalData> {
  const periods = (
    await database.query<{ period: string }>(
      'select distinct period::text as period from digital_channel_snapshots order by period desc',
    )
  ).map((r) => r.period);
  const institutions = await loadInstitutions(database);
  const [channels, names, coreProducts, core] = [
    await loadChannels(database, periods, institutions.rowOf, institutions.count),
    await vendorNames(database),
    await listCoreVendorProducts(database),
    await coreUsers(database, institutions.rowOf),
  ];
  const facts = new Map<string, Promise<PeriodFacts>>();
  return {
    periods,
    institutions,
    channels,
    vendorNames: names,
    coreProducts,
    coreUsers: core,
    facts(period) {
      let found = facts.get(period);
      if (!found) {
        found = loadFacts(database, period, institutions.ids, institutions.rowOf);
        found.catch(() => facts.delete(period));
        facts.set(period, found);
      }
      return found;
    },
  };
}
