import { DIGITAL_CHANNEL_SOLUTION } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import { bulkLoadTrusted } from '../store/bulk-load.js';
import { insertRows, recordFileLoad, type SqlSession, sessionOf, withTransaction } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { FEATURE_SOLUTION } from './digital-channels-features.js';
import {
  type DigitalChannelsPlan,
  type DigitalInstitution,
  type DigitalPlanInput,
  digitalPeriods,
  planDemoDigitalChannels,
  type SolutionInterval,
} from './digital-channels-plan.js';
import { DEMO_SEED } from './generate-demo.js';
import { itemSql, readDemoInstitutions } from './technographics-load.js';

export const DEMO_DIGITAL_CHANNELS_LABEL = 'generated demo digital channels';
/** The data_loads source of digital channels snapshots. */
export const DIGITAL_CHANNELS_SOURCE = 'digital-channels';

export type DemoDigitalChannelsSummary = {
  periods: number;
  snapshots: number;
  electronicServices: number;
  seconds: number;
  /** Of which reading the inputs and drawing the plan. */
  planSeconds: number;
};

/** Deposit accounts as the market reports count them for banks; members for credit unions. */
const ACCOUNTS_SQL = `case when i.fi_type = 'bank'
  then ${['iddepsmb', 'iddeplgb', 'depsmrn', 'deplgrn'].map((c) => itemSql(BANK_DICTIONARY, c)).join(' + ')}
  else ${itemSql(CREDIT_UNION_DICTIONARY, 'acct_083')} end`;

/** The demo banks and credit unions as technographics reads them, with names, websites and accounts. */
async function readInstitutions(session: SqlSession): Promise<DigitalInstitution[]> {
  const details = await session.query<{
    id: number;
    name: string;
    website: string | null;
    accounts: number | null;
  }>(
    `select i.id, i.name, i.website, (${ACCOUNTS_SQL})::float8 as accounts
       from institutions i left join financials f on f.institution_id = i.id and f.period = i.latest_period
      where i.source = 'demo' and i.fi_type in ('bank', 'credit_union')`,
  );
  const detailOf = new Map(details.map((d) => [d.id, d]));
  return (await readDemoInstitutions(session)).map((i) => {
    const detail = detailOf.get(i.id);
    return {
      id: i.id,
      fiType: i.fiType,
      regulatoryId: i.regulatoryId,
      name: detail?.name ?? '',
      website: detail?.website ?? null,
      assets: i.assets,
      accounts: detail?.accounts === null || detail?.accounts === undefined ? null : Number(detail.accounts),
      establishedOn: i.establishedOn,
      endedOn: i.endedOn,
    };
  });
}

/** The demo technographics rows of the channels' solutions and of the solutions behind features. */
async function readIntervals(session: SqlSession): Promise<SolutionInterval[]> {
  const solutions = [...Object.values(DIGITAL_CHANNEL_SOLUTION), ...Object.values(FEATURE_SOLUTION)];
  const rows = await session.query<{
    institution_id: number;
    solution: string;
    has_service: boolean;
    in_house: boolean;
    vendor_id: number | null;
    product_id: number | null;
    vendor_name: string | null;
    product_name: string | null;
    started_on: string;
    ended_on: string | null;
  }>(
    `select t.institution_id, s.name as solution, t.has_service, t.type = 'service' as in_house,
            t.vendor_id, t.product_id, v.name as vendor_name, p.name as product_name,
            t.started_on::text as started_on, t.ended_on::text as ended_on
       from institution_technographics t
       join solutions s on s.id = t.solution_id
       left join vendors v on v.id = t.vendor_id
       left join products p on p.id = t.product_id
      where t.source = 'demo' and s.name = any($1::text[])`,
    [solutions],
  );
  return rows.map((r) => ({
    institutionId: r.institution_id,
    solution: r.solution,
    hasService: r.has_service,
    inHouse: r.in_house,
    vendorId: r.vendor_id,
    productId: r.product_id,
    vendorName: r.vendor_name,
    productName: r.product_name,
    startedOn: r.started_on,
    endedOn: r.ended_on,
  }));
}

/** What the plan reads of the demo data already written: institutions and their technographics. */
export async function readDigitalPlanInput(
  session: SqlSession,
  window: { firstPeriod: string; latestPeriod: string },
): Promise<Omit<DigitalPlanInput, 'seed'>> {
  return {
    periods: digitalPeriods(window.latestPeriod, window.firstPeriod),
    institutions: await readInstitutions(session),
    intervals: await readIntervals(session),
  };
}

async function writePlan(session: SqlSession, plan: DigitalChannelsPlan): Promise<void> {
  await bulkLoadTrusted(session, 'digital_channel_snapshots', () =>
    insertRows(
      session,
      'digital_channel_snapshots',
      TABLE_COLUMNS.digital_channel_snapshots,
      plan.snapshots.map((s) => [
        s.institutionId,
        s.period,
        s.channel,
        s.store,
        s.appName,
        s.vendorId,
        s.productId,
        s.vendorBranded,
        s.appType,
        s.launchedOn,
        s.rating,
        s.ratingCount,
        s.downloadBand,
        s.features,
        'demo',
      ]),
      { batchSize: 50_000 },
    ),
  );
  await bulkLoadTrusted(session, 'electronic_services', () =>
    insertRows(
      session,
      'electronic_services',
      TABLE_COLUMNS.electronic_services,
      plan.services.map((s) => [s.institutionId, s.period, s.services, s.website, 'demo']),
      { batchSize: 50_000 },
    ),
  );
}

/**
 * Generates and writes the demo's digital channels (source 'demo'): every demo bank's and credit
 * union's mobile app listings and online banking platform at each of the last twelve quarter ends,
 * and each credit union's NCUA electronic-services answers. Runs in the caller's transaction after
 * the technographics, whose vendors and products it names.
 */
export async function loadDemoDigitalChannels(
  session: SqlSession,
  options: {
    firstPeriod: string;
    latestPeriod: string;
    seed?: number;
    onProgress?: (message: string) => void;
  },
): Promise<DemoDigitalChannelsSummary> {
  const started = Date.now();
  const input = await readDigitalPlanInput(session, options);
  const plan = planDemoDigitalChannels({ ...input, seed: options.seed ?? DEMO_SEED });
  const planned = Date.now();
  options.onProgress?.(
    `writing ${plan.snapshots.length.toLocaleString('en-US')} digital channels snapshots and ` +
      `${plan.services.length.toLocaleString('en-US')} credit union electronic-services rows`,
  );
  for (const table of ['digital_channel_snapshots', 'electronic_services']) {
    await session.query(`delete from ${table} where source = 'demo'`);
  }
  await writePlan(session, plan);
  await session.query('analyze digital_channel_snapshots, electronic_services');
  await recordFileLoad(session, {
    source: DIGITAL_CHANNELS_SOURCE,
    isDemo: true,
    fileName: DEMO_DIGITAL_CHANNELS_LABEL,
    rowCount: plan.snapshots.length + plan.services.length,
    rejectedCount: 0,
    rejections: [],
    warnings: [],
    startedAt: new Date(started),
  });
  return {
    periods: input.periods.length,
    snapshots: plan.snapshots.length,
    electronicServices: plan.services.length,
    seconds: (Date.now() - started) / 1000,
    planSeconds: (planned - started) / 1000,
  };
}

/**
 * For a demo database loaded before the demo had digital channels: adds them, following the demo
 * technographics already there, over the window the demo's load records give. Does nothing without
 * demo institutions and technographics, or once demo snapshots exist. Returns whether it added them.
 */
export async function prepareDemoDigitalChannels(
  database: Database,
  options: { onProgress?: (message: string) => void } = {},
): Promise<boolean> {
  const [state] = await sessionOf(database).query<{
    first_period: string | null;
    latest_period: string | null;
    technographics: boolean;
    snapshots: boolean;
  }>(
    `select (select min(period)::text from data_loads where source = 'demo') as first_period,
            (select max(period)::text from data_loads where source = 'demo') as latest_period,
            exists (select 1 from institution_technographics where source = 'demo') as technographics,
            exists (select 1 from digital_channel_snapshots where source = 'demo') as snapshots`,
  );
  if (!state?.first_period || !state.latest_period || !state.technographics || state.snapshots) return false;
  const window = { firstPeriod: state.first_period, latestPeriod: state.latest_period };
  options.onProgress?.('adding digital channels to the demo data set');
  await withTransaction(database, (session) =>
    loadDemoDigitalChannels(session, { ...window, onProgress: options.onProgress }),
  );
  return true;
}
