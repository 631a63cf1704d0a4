import type { Database } from '../../db/database.js';
import { latestQuarterEndOn, type Period } from '../../metrics/periods.js';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../../reference/line-items/line-item.js';
import {
  type FinancialRow,
  type InstitutionRecord,
  insertFinancials,
  insertRows,
  institutionKey,
  recordDataLoad,
  refreshLatestAssets,
  type SqlSession,
  upsertInstitutions,
  withTransaction,
} from '../store/index.js';
import { columnsOf, TABLE_COLUMNS } from '../store/table-columns.js';
import { assignDemoPersonaInstitution } from './demo-identity.js';
import { loadDemoDigitalChannels } from './digital-channels-load.js';
import {
  type DemoBranch,
  type DemoDataSet,
  type DemoInstitution,
  generateDemoDataSet,
} from './generate-demo.js';
import { loadDemoIntentEvidence } from './intent-evidence-load.js';
import { loadDemoMortgageYear } from './mortgage-load.js';
import { loadDemoProfileRecords } from './profile-records-load.js';
import { loadDemoTechnographics, quarterStart } from './technographics-load.js';

/** The demo's branches have no regulator's source id or street address. */
const DEMO_BRANCH_COLUMNS = columnsOf('branches', [
  'institution_id',
  'year',
  'name',
  'city',
  'state',
  'zip',
  'county_fips',
  'cbsa_code',
  'latitude',
  'longitude',
  'deposits',
  'is_main_office',
  'established_date',
]);

export type DemoLoadSummary = {
  latestPeriod: Period;
  institutions: number;
  financialRows: number;
  branches: number;
  events: number;
  technographicsRows: number;
  technographicsSeconds: number;
  digitalChannelSnapshots: number;
  electronicServices: number;
  digitalChannelsSeconds: number;
  enforcementActions: number;
  contacts: number;
  profileRecordsSeconds: number;
  hmdaYear: number;
  hmdaRows: number;
  hmdaSeconds: number;
  jobPostings: number;
  sitePages: number;
  contactEvents: number;
  evidenceSeconds: number;
  seconds: number;
};

/** Lays a filing out in the dictionary's positions, trimming trailing gaps so rows stay small. */
export function toValues(report: Record<string, number>, dictionary: LineItemDictionary): (number | null)[] {
  const codes = Object.keys(report);
  const amounts = Object.values(report);
  const values = new Array<number | null>(dictionary.items.length).fill(null);
  let last = -1;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as string;
    const position = dictionary.index.get(code);
    if (position === undefined) throw new Error(`demo line item ${code} is not in the dictionary`);
    values[position] = amounts[i] ?? null;
    if (position > last) last = position;
  }
  values.length = last + 1;
  return values;
}

const record = (i: DemoInstitution, parentId: number | null): InstitutionRecord => ({
  fiType: i.fiType,
  regulatoryId: i.regulatoryId,
  name: i.name,
  source: 'demo',
  rssdId: i.rssdId,
  city: i.city,
  state: i.state,
  zip: i.zip,
  countyFips: i.countyFips,
  countyName: i.countyName,
  cbsaCode: i.cbsaCode,
  cbsaName: i.cbsaName,
  latitude: i.latitude,
  longitude: i.longitude,
  website: i.website || null,
  employees: i.employees,
  charterClass: i.charterClass,
  regulator: i.regulator,
  establishedDate: i.establishedDate,
  isMutual: i.isMutual,
  isMdi: i.isMdi,
  fieldOfMembership: i.fieldOfMembership,
  ncuaPeerGroup: i.ncuaPeerGroup,
  parentId,
  active: i.active,
});

/**
 * Generates the national demo data set and loads it in one transaction: institutions (holding
 * companies first, so banks can point at them), twenty quarters of financials, branches, structure
 * events, fictional enforcement actions and contacts, a HMDA mortgage year (with fictional mortgage
 * companies), technographics (fictional vendors and who uses them), digital channels (each
 * institution's mobile apps and online banking platform by quarter, and credit unions' NCUA
 * electronic-services answers, following the technographics), FIN Intent's evidence (job
 * postings, website pages and executive moves that follow the technographics' switches) and the
 * provenance records that label the data as demo data.
 */
export async function loadDemoDataSet(
  database: Database,
  options: {
    latestPeriod?: Period;
    scale?: number;
    data?: DemoDataSet;
    onProgress?: (message: string) => void;
  } = {},
): Promise<DemoLoadSummary> {
  const started = Date.now();
  const say = options.onProgress ?? (() => {});
  const latestPeriod = options.latestPeriod ?? latestQuarterEndOn(new Date());
  say(`generating the national demo data set (20 quarters to ${latestPeriod})`);
  const scale = options.scale ?? 1;
  const data =
    options.data ??
    generateDemoDataSet({
      latestPeriod,
      banks: Math.round(4_500 * scale),
      holdingCompanies: Math.round(1_000 * scale),
      creditUnions: Math.round(4_500 * scale),
    });
  const financialRowCount = data.institutions.reduce((n, i) => n + i.financials.size, 0);

  const technographics = await withTransaction(database, async (session) => {
    say(`writing ${data.institutions.length.toLocaleString('en-US')} institutions`);
    const idOfKey = await writeInstitutions(session, data.institutions);
    await writeFinancials(session, data.institutions, idOfKey, (written) =>
      say(`financials ${written.toLocaleString('en-US')} / ${financialRowCount.toLocaleString('en-US')}`),
    );
    say(
      `writing ${data.branches.length.toLocaleString('en-US')} branches and ${data.events.length} structure events`,
    );
    await writeBranches(session, data.branches, idOfKey, Number(latestPeriod.slice(0, 4)));
    await writeStructureEvents(session, data, idOfKey);
    await refreshDemoLatestAssets(session);
    await recordDemoLoads(session, data, new Date(started));
    say('generating enforcement actions and institution contacts');
    const profileRecords = await loadDemoProfileRecords(session, { windowEnd: latestPeriod });
    say("generating the HMDA mortgage year: mortgage companies and every lender's activity");
    const mortgage = await loadDemoMortgageYear(session, {
      data,
      idOf: (key) => idOfKey.get(key) ?? 0,
      latestPeriod,
      onProgress: say,
    });
    say('generating technographics: vendors, products and who uses them');
    const technographicsSummary = await loadDemoTechnographics(session, {
      windowStart: quarterStart(data.periods[0] ?? latestPeriod),
      windowEnd: latestPeriod,
      onProgress: say,
    });
    say('generating digital channels: mobile apps, online banking platforms and NCUA electronic services');
    const digitalChannels = await loadDemoDigitalChannels(session, {
      firstPeriod: data.periods[0] ?? latestPeriod,
      latestPeriod,
      onProgress: say,
    });
    say('generating FIN Intent evidence: job postings, website pages and executive moves');
    const evidence = await loadDemoIntentEvidence(session, {
      windowStart: quarterStart(data.periods[0] ?? latestPeriod),
      windowEnd: latestPeriod,
      onProgress: say,
    });
    return { ...technographicsSummary, profileRecords, mortgage, digitalChannels, evidence };
  });
  // The FI persona banks with one of the loaded banks (a no-op before the demo accounts exist).
  await assignDemoPersonaInstitution(database);

  return {
    latestPeriod,
    institutions: data.institutions.length,
    financialRows: financialRowCount,
    branches: data.branches.length,
    events: data.events.length,
    technographicsRows: technographics.rows,
    technographicsSeconds: technographics.seconds,
    digitalChannelSnapshots: technographics.digitalChannels.snapshots,
    electronicServices: technographics.digitalChannels.electronicServices,
    digitalChannelsSeconds: technographics.digitalChannels.seconds,
    enforcementActions: technographics.profileRecords.enforcementActions,
    contacts: technographics.profileRecords.contacts,
    profileRecordsSeconds: technographics.profileRecords.seconds,
    hmdaYear: technographics.mortgage.year,
    hmdaRows: technographics.mortgage.rows,
    hmdaSeconds: technographics.mortgage.seconds,
    jobPostings: technographics.evidence.postings,
    sitePages: technographics.evidence.pages,
    contactEvents: technographics.evidence.contactEvents,
    evidenceSeconds: technographics.evidence.seconds,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Holding companies first, so banks can point at them; returns the database id of each demo key. */
async function writeInstitutions(
  session: SqlSession,
  institutions: readonly DemoInstitution[],
): Promise<Map<number, number>> {
  const bhcs = institutions.filter((i) => i.fiType === 'bhc');
  const bhcIds = await upsertInstitutions(
    session,
    bhcs.map((i) => record(i, null)),
  );
  const idOfKey = new Map<number, number>();
  for (const i of bhcs) idOfKey.set(i.key, bhcIds.get(institutionKey(i.fiType, i.regulatoryId)) ?? 0);
  const others = institutions.filter((i) => i.fiType !== 'bhc');
  const otherIds = await upsertInstitutions(
    session,
    others.map((i) => record(i, i.parentKey === null ? null : (idOfKey.get(i.parentKey) ?? null))),
  );
  for (const i of others) idOfKey.set(i.key, otherIds.get(institutionKey(i.fiType, i.regulatoryId)) ?? 0);
  return idOfKey;
}

/** Every filing, in batches so memory stays flat; `onBatch` hears the running count after each. */
async function writeFinancials(
  session: SqlSession,
  institutions: readonly DemoInstitution[],
  idOfKey: ReadonlyMap<number, number>,
  onBatch: (written: number) => void,
): Promise<void> {
  let written = 0;
  const batch: FinancialRow[] = [];
  const flush = async () => {
    await insertFinancials(session, batch.splice(0));
    onBatch(written);
  };
  for (const inst of institutions) {
    const dictionary = inst.fiType === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
    const institutionId = idOfKey.get(inst.key) ?? 0;
    for (const [period, report] of inst.financials) {
      batch.push({ institutionId, period, values: toValues(report, dictionary) });
      written++;
      if (batch.length >= 10_000) await flush();
    }
  }
  if (batch.length > 0) await flush();
}

async function writeBranches(
  session: SqlSession,
  branches: readonly DemoBranch[],
  idOfKey: ReadonlyMap<number, number>,
  year: number,
): Promise<void> {
  await insertRows(
    session,
    'branches',
    DEMO_BRANCH_COLUMNS,
    branches.map((b) => [
      idOfKey.get(b.institutionKey) ?? 0,
      year,
      b.name,
      b.city,
      b.state,
      b.zip,
      b.countyFips,
      b.cbsaCode,
      b.latitude,
      b.longitude,
      b.deposits,
      b.isMainOffice,
      b.establishedDate,
    ]),
  );
}

async function writeStructureEvents(
  session: SqlSession,
  data: DemoDataSet,
  idOfKey: ReadonlyMap<number, number>,
): Promise<void> {
  const byKey = new Map(data.institutions.map((i) => [i.key, i]));
  await insertRows(
    session,
    'structure_events',
    TABLE_COLUMNS.structure_events,
    data.events.map((e) => [
      e.date,
      e.changeCode,
      e.kind,
      e.description,
      e.fiType,
      idOfKey.get(e.acquirerKey) ?? null,
      idOfKey.get(e.targetKey) ?? null,
      byKey.get(e.acquirerKey)?.regulatoryId ?? null,
      byKey.get(e.targetKey)?.regulatoryId ?? null,
      byKey.get(e.targetKey)?.name ?? null,
      'demo',
    ]),
  );
}

async function refreshDemoLatestAssets(session: SqlSession): Promise<void> {
  for (const fiType of ['bank', 'bhc'] as const) {
    await refreshLatestAssets(session, {
      fiType,
      source: 'demo',
      dictionary: BANK_DICTIONARY,
      assetsCode: 'asset',
    });
  }
  await refreshLatestAssets(session, {
    fiType: 'credit_union',
    source: 'demo',
    dictionary: CREDIT_UNION_DICTIONARY,
    assetsCode: 'acct_010',
  });
}

/** One provenance record per quarter, labelling the data as demo data. */
async function recordDemoLoads(session: SqlSession, data: DemoDataSet, startedAt: Date): Promise<void> {
  for (const period of data.periods) {
    const rows = data.institutions.filter((i) => i.financials.has(period)).length;
    await recordDataLoad(session, {
      source: 'demo',
      period,
      isDemo: true,
      files: [{ name: 'generated national demo data set', rows, rejected: 0 }],
      rowCount: rows,
      rejectedCount: 0,
      rejections: [],
      warnings: [],
      startedAt,
    });
  }
}

/** True when the database holds no institutions yet: the first start of a new install. */
export async function hasNoInstitutions(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from institutions');
  return (row?.n ?? 0) === 0;
}
