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
  upsertInstitutions,
  withTransaction,
} from '../store/index.js';
import { type DemoDataSet, type DemoInstitution, generateDemoDataSet } from './generate-demo.js';
import { loadDemoProfileRecords } from './profile-records-load.js';
import { loadDemoTechnographics, quarterStart } from './technographics-load.js';

export type DemoLoadSummary = {
  latestPeriod: Period;
  institutions: number;
  financialRows: number;
  branches: number;
  events: number;
  technographicsRows: number;
  technographicsSeconds: number;
  enforcementActions: number;
  contacts: number;
  profileRecordsSeconds: number;
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
 * events, fictional enforcement actions and contacts, technographics (fictional vendors and who uses them) and the provenance records that label
 * the data as demo data.
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
    const bhcs = data.institutions.filter((i) => i.fiType === 'bhc');
    const bhcIds = await upsertInstitutions(
      session,
      bhcs.map((i) => record(i, null)),
    );
    const idOfKey = new Map<number, number>();
    for (const i of bhcs) idOfKey.set(i.key, bhcIds.get(institutionKey(i.fiType, i.regulatoryId)) ?? 0);
    const others = data.institutions.filter((i) => i.fiType !== 'bhc');
    const otherIds = await upsertInstitutions(
      session,
      others.map((i) => record(i, i.parentKey === null ? null : (idOfKey.get(i.parentKey) ?? null))),
    );
    for (const i of others) idOfKey.set(i.key, otherIds.get(institutionKey(i.fiType, i.regulatoryId)) ?? 0);

    let written = 0;
    const batch: FinancialRow[] = [];
    const flush = async () => {
      await insertFinancials(session, batch.splice(0));
      say(`financials ${written.toLocaleString('en-US')} / ${financialRowCount.toLocaleString('en-US')}`);
    };
    for (const inst of data.institutions) {
      const dictionary = inst.fiType === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
      const institutionId = idOfKey.get(inst.key) ?? 0;
      for (const [period, report] of inst.financials) {
        batch.push({ institutionId, period, values: toValues(report, dictionary) });
        written++;
        if (batch.length >= 10_000) await flush();
      }
    }
    if (batch.length > 0) await flush();

    say(
      `writing ${data.branches.length.toLocaleString('en-US')} branches and ${data.events.length} structure events`,
    );
    const year = Number(latestPeriod.slice(0, 4));
    await insertRows(
      session,
      'branches',
      [
        { name: 'institution_id', type: 'int' },
        { name: 'year', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'zip', type: 'text' },
        { name: 'county_fips', type: 'text' },
        { name: 'cbsa_code', type: 'text' },
        { name: 'latitude', type: 'float8' },
        { name: 'longitude', type: 'float8' },
        { name: 'deposits', type: 'float8' },
        { name: 'is_main_office', type: 'bool' },
        { name: 'established_date', type: 'date' },
      ],
      data.branches.map((b) => [
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
    const byKey = new Map(data.institutions.map((i) => [i.key, i]));
    await insertRows(
      session,
      'structure_events',
      [
        { name: 'event_date', type: 'date' },
        { name: 'change_code', type: 'int' },
        { name: 'kind', type: 'text' },
        { name: 'description', type: 'text' },
        { name: 'fi_type', type: 'text' },
        { name: 'acquirer_id', type: 'int' },
        { name: 'target_id', type: 'int' },
        { name: 'acquirer_regulatory_id', type: 'text' },
        { name: 'target_regulatory_id', type: 'text' },
        { name: 'target_name', type: 'text' },
        { name: 'source', type: 'text' },
      ],
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
        startedAt: new Date(started),
      });
    }
    say('generating enforcement actions and institution contacts');
    const profileRecords = await loadDemoProfileRecords(session, { windowEnd: latestPeriod });
    say('generating technographics: vendors, products and who uses them');
    const technographicsSummary = await loadDemoTechnographics(session, {
      windowStart: quarterStart(data.periods[0] ?? latestPeriod),
      windowEnd: latestPeriod,
      onProgress: say,
    });
    return { ...technographicsSummary, profileRecords };
  });

  return {
    latestPeriod,
    institutions: data.institutions.length,
    financialRows: financialRowCount,
    branches: data.branches.length,
    events: data.events.length,
    technographicsRows: technographics.rows,
    technographicsSeconds: technographics.seconds,
    enforcementActions: technographics.profileRecords.enforcementActions,
    contacts: technographics.profileRecords.contacts,
    profileRecordsSeconds: technographics.profileRecords.seconds,
    seconds: (Date.now() - started) / 1000,
  };
}

/** True when the database holds no institutions yet: the first start of a new install. */
export async function hasNoInstitutions(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from institutions');
  return (row?.n ?? 0) === 0;
}
