import {
  DIGITAL_CHANNELS,
  type DigitalChannel,
  isCreditUnion,
  mbAgeGroupOf,
  mbAgeYears,
  UNKNOWN_DIGITAL_VENDOR_ID,
} from '@fin-atlas/domain';
import { sizeCellsOfTypeSql, sizeFactsOf } from '../../../analytics/size-facts.js';
import type { Database } from '../../../db/database.js';
import { currentUses, listCoreVendorProducts, listSolutions } from '../../market-reports/index.js';
import type { ChannelPeriod, DigitalData, Listings, PeriodFacts } from './digital-data.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type InstitutionRow = { id: number; fi_type: string };

/** One listing as read: the columns of a snapshot row a report uses. */
type ListingRow = {
  institutionId: number;
  vendorId: number | null;
  branded: boolean;
  appType: number;
  launchedOn: string | null;
  rating: number;
  ratingCount: number;
  features: number;
  demo: boolean;
};

async function loadInstitutions(database: Database) {
  // Every bank and credit union, closed ones too (a quarter before it closed counts its channels);
  // holding companies carry no channels.
  const rows = await database.query<InstitutionRow>(
    `select id, fi_type from institutions where fi_type <> 'bhc' order by id`,
  );
  const ids = Int32Array.from(rows, (r) => Number(r.id));
  return {
    count: rows.length,
    ids,
    rowOf: new Map(Array.from(ids, (id, row) => [id, row])),
    creditUnion: Uint8Array.from(rows, (r) => (isCreditUnion(r.fi_type) ? 1 : 0)),
  };
}

/** Institutions per snapshot read (about 40 ms of the event loop each on a national data set). */
const LISTINGS_PAGE = 3000;

/** A smallint[] as text ('{1,4}') as a bit mask of feature ids (bit id - 1). */
function featureMask(text: string): number {
  let mask = 0;
  for (const part of text.slice(1, -1).split(',')) {
    const id = Number(part);
    if (id >= 1 && id <= 31) mask |= 1 << (id - 1);
  }
  return mask;
}

function parseListing(line: string): ListingRow {
  const [institution, vendor, branded, appType, launchedOn, rating, ratingCount, demo, features] =
    line.split(';');
  return {
    institutionId: Number(institution),
    vendorId: vendor ? Number(vendor) : null,
    branded: branded === 'true',
    appType: appType ? Number(appType) : 0,
    launchedOn: launchedOn || null,
    rating: rating ? Number(rating) : Number.NaN,
    ratingCount: ratingCount ? Number(ratingCount) : 0,
    demo: demo === 'true',
    features: featureMask(features ?? '{}'),
  };
}

/**
 * The rows of one channel and quarter, primary listing first per institution. Each page comes back
 * as one text (a line per listing): the embedded engine hands over one value several times faster
 * than thousands of rows of columns.
 */
async function readListings(
  database: Database,
  period: string,
  channel: DigitalChannel,
  ids: Int32Array,
): Promise<ListingRow[]> {
  const out: ListingRow[] = [];
  for (let start = 0; start < ids.length; start += LISTINGS_PAGE) {
    const last = ids[Math.min(start + LISTINGS_PAGE, ids.length) - 1] as number;
    const [page] = await database.query<{ lines: string | null }>(
      `select string_agg(concat_ws(';', institution_id, coalesce(vendor_id::text, ''), vendor_branded::text,
                coalesce(app_type::text, ''), coalesce(launched_on::text, ''), coalesce(rating::text, ''),
                coalesce(rating_count::text, ''), (source = 'demo')::text, features::text), E'\n'
                order by institution_id, rating_count desc nulls last, store, app_name) as lines
         from digital_channel_snapshots
        where period = $1::date and channel = $2 and institution_id between $3 and $4`,
      [period, channel, ids[start], last],
    );
    if (page?.lines) for (const line of page.lines.split('\n')) out.push(parseListing(line));
    await nextTurn();
  }
  return out;
}

function channelPeriod(
  period: string,
  rows: readonly ListingRow[],
  rowOf: ReadonlyMap<number, number>,
  institutionCount: number,
): ChannelPeriod {
  const kept = rows.filter((r) => rowOf.has(r.institutionId));
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
    const row = rowOf.get(r.institutionId) as number;
    listings.institution[i] = row;
    listings.vendor[i] = r.vendorId ?? UNKNOWN_DIGITAL_VENDOR_ID;
    listings.branded[i] = r.branded ? 1 : 0;
    listings.appType[i] = r.appType;
    listings.mbAgeGroup[i] = mbAgeGroupOf(mbAgeYears(r.launchedOn, period)) ?? 0;
    listings.rating[i] = r.rating;
    listings.ratingCount[i] = r.ratingCount;
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
  institutions: { ids: Int32Array; rowOf: ReadonlyMap<number, number>; count: number },
) {
  const channels = { mobile: new Map(), online: new Map() } as Record<
    DigitalChannel,
    Map<string, ChannelPeriod>
  >;
  for (const period of periods) {
    for (const channel of DIGITAL_CHANNELS) {
      const rows = await readListings(database, period, channel, institutions.ids);
      if (rows.length > 0)
        channels[channel].set(period, channelPeriod(period, rows, institutions.rowOf, institutions.count));
    }
  }
  return channels;
}

async function vendorNames(
  database: Database,
  channels: Record<DigitalChannel, Map<string, ChannelPeriod>>,
): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const byPeriod of Object.values(channels))
    for (const at of byPeriod.values()) for (const id of at.listings.vendor) ids.add(id);
  ids.delete(UNKNOWN_DIGITAL_VENDOR_ID);
  const rows = await database.query<{ id: number; name: string }>(
    'select id, name from vendors where id = any($1::int[])',
    [[...ids]],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The quarters with snapshots, newest first: one index probe per quarter, not a scan of every row. */
async function snapshotPeriods(database: Database): Promise<string[]> {
  const rows = await database.query<{ period: string }>(
    `with recursive quarters as (
       select max(period) as period from digital_channel_snapshots
       union all
       select (select max(period) from digital_channel_snapshots where period < q.period)
         from quarters q where q.period is not null)
     select period::text as period from quarters where period is not null order by period desc`,
  );
  return rows.map((r) => r.period);
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

/** Institutions per facts read: a few cells of each call report, about 20 ms a page nationally. */
const FACTS_PAGE = 500;

async function loadFacts(
  database: Database,
  period: string,
  institutions: Pick<DigitalData['institutions'], 'ids' | 'rowOf' | 'creditUnion'>,
): Promise<PeriodFacts> {
  const { ids, rowOf, creditUnion } = institutions;
  const facts = {
    assets: new Float64Array(ids.length).fill(Number.NaN),
    deposits: new Float64Array(ids.length).fill(Number.NaN),
    accounts: new Float64Array(ids.length).fill(Number.NaN),
  };
  // One type at a time: each reads its own line items, and a join to learn the type costs more than the read.
  for (const type of [0, 1]) {
    const ofType = Array.from(ids).filter((_, row) => creditUnion[row] === type);
    for (let start = 0; start < ofType.length; start += FACTS_PAGE) {
      const rows = await database.query<{ institution_id: number; cells: (number | null)[] }>(
        `select institution_id, ${sizeCellsOfTypeSql('values', type === 1)} as cells
           from financials where period = $1::date and institution_id = any($2::int[])`,
        [period, ofType.slice(start, start + FACTS_PAGE)],
      );
      for (const r of rows) {
        const row = rowOf.get(Number(r.institution_id)) as number;
        const { assets, deposits, accounts } = sizeFactsOf(r.cells);
        facts.assets[row] = assets ?? Number.NaN;
        facts.deposits[row] = deposits ?? Number.NaN;
        facts.accounts[row] = accounts ?? Number.NaN;
      }
      await nextTurn();
    }
  }
  return facts;
}

/**
 * Reads the snapshots, institutions, vendor names and core vendor products once; size facts are read
 * per quarter when a report first needs them, and for every quarter in the background. Reads are split by quarter and channel, and facts by
 * pages of institutions, so other requests get turns while a national data set loads.
 */
export async function loadDigitalData(database: Database): Promise<DigitalData> {
  const periods = await snapshotPeriods(database);
  const institutions = await loadInstitutions(database);
  const channels = await loadChannels(database, periods, institutions);
  const names = await vendorNames(database, channels);
  const coreProducts = await listCoreVendorProducts(database);
  const core = await coreUsers(database, institutions.rowOf);
  const facts = new Map<string, Promise<PeriodFacts>>();
  const data: DigitalData = {
    periods,
    institutions,
    channels,
    vendorNames: names,
    coreProducts,
    coreUsers: core,
    facts(period) {
      let found = facts.get(period);
      if (!found) {
        found = loadFacts(database, period, institutions);
        found.catch(() => facts.delete(period));
        facts.set(period, found);
      }
      return found;
    },
  };
  // Every quarter's facts, newest first, after the snapshots: a trend by assets then reads memory too.
  void (async () => {
    for (const period of periods) await data.facts(period).catch(() => undefined);
  })();
  return data;
}
