import type { Database } from '../db/database.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import { replaceDemoData } from './demo-replacement.js';
import {
  countingBytes,
  ImportError,
  type ImportOptions,
  ImportReport,
  type ImportResult,
} from './import-report.js';
import { type Columns, openTable } from './io/delimited.js';
import { findEntry, type InputEntry, openInput } from './io/input.js';
import { isQuarterEnd, parseDate, parseFlag, parseInteger, parseNumeric, text, zip5 } from './io/values.js';
import { ElectronicServicesReader, writeElectronicServices } from './ncua-electronic-services.js';
import {
  deleteFinancials,
  type FinancialRow,
  type InstitutionRecord,
  insertFinancials,
  insertRows,
  institutionKey,
  recordDataLoad,
  refreshLatestAssets,
  tidyFinancials,
  upsertInstitutions,
  withTransaction,
} from './store/index.js';
import { columnsOf } from './store/table-columns.js';

/**
 * NCUA 5300 call report quarterly data, one cycle (a directory or NCUA's zip): FOICU.txt (profile,
 * one row per credit union) and the FS220*.txt account tables, all keyed by CU_NUMBER. Column names
 * are matched case-insensitively (NCUA mixes ACCT_010 and Acct_661A, CU_NUMBER and CU_Number); the
 * delimiter and line endings are detected per file (the 2023-09 FOICU is TAB-separated, CR-only).
 * Dollar accounts are stored in $ thousands (NCUA reports whole dollars); counts, codes and ratios
 * unchanged. The cycle is replaced in one transaction.
 */

/** The account tables NCUA ships in a full cycle (Readme.txt); FS220 holds total assets. */
const ACCOUNT_TABLES = ['FS220', ...'ABCDGHIJKLMNPQRS'.split('').map((letter) => `FS220${letter}`)];
/** The profile table holding the electronic-services questions and the website (Acct_891). */
const ELECTRONIC_SERVICES_TABLE = 'FS220D';
const BRANCH_FILE = 'Credit Union Branch Information.txt';
const OPTIONAL_FILES = [BRANCH_FILE];

const DOLLAR_KINDS = new Set(['balance', 'flow', 'average']);

/** CU_TYPE → charter class. */
const CHARTER: Record<string, string> = { '1': 'federal', '2': 'state', '3': 'state-private' };

type CreditUnionProfile = InstitutionRecord & { line: number };

const positiveInt = (raw: string | undefined) => {
  const n = parseInteger(raw);
  return n !== null && n > 0 ? n : null;
};

function get(columns: Columns, fields: readonly string[], name: string): string | undefined {
  const i = columns.index(name);
  return i === undefined ? undefined : fields[i];
}

export async function readFoicu(
  entry: InputEntry,
  report: ImportReport,
): Promise<{ period: string; profiles: Map<number, CreditUnionProfile> }> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  for (const required of ['CU_NUMBER', 'CU_NAME', 'CYCLE_DATE']) {
    if (!columns.has(required)) throw new ImportError(`${file} has no ${required} column`);
  }
  const rows: { line: number; fields: string[]; cycle: string | null }[] = [];
  const cycles = new Map<string, number>();
  for await (const record of table.rows) {
    count.rows++;
    const cycle = parseDate(get(columns, record.fields, 'CYCLE_DATE'));
    if (cycle) cycles.set(cycle, (cycles.get(cycle) ?? 0) + 1);
    rows.push({ line: record.line, fields: record.fields, cycle });
  }
  // The cycle most rows report; a row of another cycle does not belong in this load.
  const period = [...cycles.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!period) throw new ImportError(`${file} has no readable CYCLE_DATE`);
  if (!isQuarterEnd(period)) throw new ImportError(`${file}: cycle ${period} is not a quarter end`);
  const profiles = new Map<number, CreditUnionProfile>();
  for (const { line, fields, cycle } of rows) {
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const charter = positiveInt(get(columns, fields, 'CU_NUMBER'));
    if (charter === null) {
      report.reject(
        file,
        line,
        `CU_NUMBER "${get(columns, fields, 'CU_NUMBER') ?? ''}" is not a positive whole number`,
      );
      continue;
    }
    if (cycle !== period) {
      report.reject(
        file,
        line,
        `CU_NUMBER ${charter}: CYCLE_DATE "${get(columns, fields, 'CYCLE_DATE')}" is not the cycle ${period}`,
      );
      continue;
    }
    const previous = profiles.get(charter);
    if (previous) {
      report.reject(file, line, `CU_NUMBER ${charter} appears twice (first on line ${previous.line})`);
      continue;
    }
    const name = text(get(columns, fields, 'CU_NAME'));
    if (!name) {
      report.reject(file, line, `CU_NUMBER ${charter} has no CU_NAME`);
      continue;
    }
    const stateCode = positiveInt(get(columns, fields, 'STATE_CODE'));
    const countyCode = parseInteger(get(columns, fields, 'COUNTY_CODE'));
    const yearOpened = positiveInt(get(columns, fields, 'YEAR_OPENED'));
    const peerGroup = positiveInt(get(columns, fields, 'Peer_Group'));
    const cuType = text(get(columns, fields, 'CU_TYPE'));
    profiles.set(charter, {
      line,
      fiType: 'credit_union',
      regulatoryId: String(charter),
      name,
      source: 'ncua',
      rssdId: positiveInt(get(columns, fields, 'RSSD')),
      address: text(get(columns, fields, 'STREET')),
      city: text(get(columns, fields, 'CITY')),
      state: text(get(columns, fields, 'STATE')),
      zip: zip5(get(columns, fields, 'ZIP_CODE')),
      countyFips:
        stateCode !== null && countyCode !== null && !Number.isNaN(countyCode) && countyCode > 0
          ? `${String(stateCode).padStart(2, '0')}${String(countyCode).padStart(3, '0')}`
          : null,
      charterClass: cuType ? (CHARTER[cuType] ?? cuType) : null,
      regulator: 'NCUA',
      establishedDate:
        yearOpened !== null && yearOpened >= 1800 && yearOpened <= 2200
          ? `${yearOpened}-01-01`
          : parseDate(get(columns, fields, 'ISSUE_DATE')),
      isMdi: parseFlag(get(columns, fields, 'IsMDI')) ?? false,
      fieldOfMembership: text(get(columns, fields, 'TOM_CODE')),
      ncuaPeerGroup: peerGroup,
    });
  }
  return { period, profiles };
}

async function readAccounts(
  entry: InputEntry,
  period: string,
  profiles: ReadonlyMap<number, CreditUnionProfile>,
  values: Map<number, Float64Array>,
  filled: Uint8Array,
  report: ImportReport,
  electronicServices?: ElectronicServicesReader,
): Promise<void> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  electronicServices?.columns(file, columns);
  const charterAt = columns.index('CU_NUMBER');
  if (charterAt === undefined) {
    for await (const record of table.rows) {
      count.rows++;
      report.reject(file, record.line, 'the file has no CU_NUMBER column, so the row cannot be matched');
    }
    report.warn(`${file}: no CU_NUMBER column; the file was not loaded`);
    return;
  }
  const cycleAt = columns.index('CYCLE_DATE');
  const targets: { column: number; position: number; scale: number; name: string }[] = [];
  columns.keys.forEach((key, column) => {
    const position = CREDIT_UNION_DICTIONARY.index.get(key);
    if (position === undefined || filled[position]) return; // an account repeated in a later table: first wins
    const item = CREDIT_UNION_DICTIONARY.items[position];
    filled[position] = 1;
    targets.push({
      column,
      position,
      scale: item && DOLLAR_KINDS.has(item.kind) ? 1 / 1000 : 1,
      name: columns.names[column] ?? key,
    });
  });
  const n = CREDIT_UNION_DICTIONARY.items.length;
  const parsed = new Float64Array(targets.length);
  const seen = new Map<number, number>();
  for await (const record of table.rows) {
    count.rows++;
    const { fields, line } = record;
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const charter = positiveInt(fields[charterAt]);
    if (charter === null) {
      report.reject(file, line, `CU_NUMBER "${fields[charterAt] ?? ''}" is not a positive whole number`);
      continue;
    }
    if (!profiles.has(charter)) {
      report.reject(file, line, `CU_NUMBER ${charter} is not in FOICU.txt`);
      continue;
    }
    const firstLine = seen.get(charter);
    if (firstLine !== undefined) {
      report.reject(
        file,
        line,
        `CU_NUMBER ${charter} appears twice in the file (first on line ${firstLine})`,
      );
      continue;
    }
    seen.set(charter, line);
    if (cycleAt !== undefined && parseDate(fields[cycleAt]) !== period) {
      report.reject(
        file,
        line,
        `CU_NUMBER ${charter}: CYCLE_DATE "${fields[cycleAt]}" is not the cycle ${period}`,
      );
      continue;
    }
    const problems: string[] = [];
    for (let t = 0; t < targets.length; t++) {
      const target = targets[t] as (typeof targets)[number];
      const value = parseNumeric(fields[target.column]);
      if (value !== null && Number.isNaN(value))
        problems.push(`${target.name} "${fields[target.column]}" is not a number`);
      parsed[t] = value === null ? Number.NaN : value * target.scale;
    }
    if (problems.length > 0) {
      report.reject(file, line, `CU_NUMBER ${charter}: ${problems.join('; ')}`);
      continue;
    }
    let row = values.get(charter);
    if (!row) {
      row = new Float64Array(n).fill(Number.NaN);
      values.set(charter, row);
    }
    for (let t = 0; t < targets.length; t++)
      row[(targets[t] as (typeof targets)[number]).position] = parsed[t] as number;
    electronicServices?.row(charter, fields);
  }
  electronicServices?.finish();
}

const BRANCH_COLUMNS = columnsOf('branches', [
  'institution_id',
  'year',
  'source_id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'is_main_office',
]);

/** A column by any of NCUA's spellings: "PhysicalAddressCity" or "PHYSICAL_ADDRESS_CITY". */
function columnOf(columns: Columns, ...names: string[]): number | undefined {
  for (const name of names) {
    const i = columns.index(name) ?? columns.index(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
    if (i !== undefined) return i;
  }
  return undefined;
}

/** NCUA's "Credit Union Branch Information.txt": one row per site (main office and branches). */
async function readBranches(
  entry: InputEntry,
  profiles: ReadonlyMap<number, CreditUnionProfile>,
  report: ImportReport,
): Promise<{ charter: number; values: unknown[] }[]> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  const at = {
    charter: columnOf(columns, 'CU_NUMBER', 'CreditUnionNo', 'Credit_Union_No'),
    site: columnOf(columns, 'SiteId'),
    name: columnOf(columns, 'SiteName'),
    line1: columnOf(columns, 'PhysicalAddressLine1', 'Physical_Address_Line_1'),
    line2: columnOf(columns, 'PhysicalAddressLine2', 'Physical_Address_Line_2'),
    city: columnOf(columns, 'PhysicalAddressCity', 'City'),
    state: columnOf(columns, 'PhysicalAddressStateCode', 'StateCode'),
    zip: columnOf(columns, 'PhysicalAddressPostalCode', 'PostalCode'),
    main: columnOf(columns, 'MainOffice'),
  };
  const sites: { charter: number; values: unknown[] }[] = [];
  const field = (fields: string[], i: number | undefined) => (i === undefined ? undefined : fields[i]);
  for await (const { fields, line } of table.rows) {
    count.rows++;
    if (at.charter === undefined) {
      report.reject(file, line, 'the file has no CU_NUMBER column, so the site cannot be matched');
      continue;
    }
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const charter = positiveInt(fields[at.charter]);
    if (charter === null || !profiles.has(charter)) {
      report.reject(file, line, `CU_NUMBER "${fields[at.charter] ?? ''}" is not a credit union of FOICU.txt`);
      continue;
    }
    const line1 = text(field(fields, at.line1));
    const line2 = text(field(fields, at.line2));
    sites.push({
      charter,
      values: [
        text(field(fields, at.site)),
        text(field(fields, at.name)),
        line1 && line2 ? `${line1}, ${line2}` : (line1 ?? line2),
        text(field(fields, at.city)),
        text(field(fields, at.state)),
        zip5(field(fields, at.zip)),
        parseFlag(field(fields, at.main)) ?? false,
      ],
    });
  }
  return sites;
}

export async function importNcua5300(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('ncua-5300', options.progress);
  const progress = report.progress;
  const input = await openInput(location);
  const foicu = findEntry(input, 'FOICU.txt');
  if (!foicu) throw new ImportError(`FOICU.txt (the credit-union profile file) not found in ${location}`);
  const tables: InputEntry[] = [];
  for (const name of ACCOUNT_TABLES) {
    const entry = findEntry(input, `${name}.txt`);
    if (entry) tables.push(entry);
    else if (name === 'FS220')
      throw new ImportError(`FS220.txt (total assets and the main accounts) not found in ${location}`);
    else if (name === ELECTRONIC_SERVICES_TABLE)
      report.warn(
        `${name}.txt is not in ${location}: its accounts are left empty for this cycle and its electronic services are not loaded`,
      );
    else report.warn(`${name}.txt is not in ${location}: its accounts are left empty for this cycle`);
  }
  const branchFile = findEntry(input, BRANCH_FILE);
  if (!branchFile) report.warn(`${BRANCH_FILE} is not in ${location}: credit-union branches are not loaded`);
  const known = new Set(
    [...ACCOUNT_TABLES.map((t) => `${t}.txt`), 'FOICU.txt', ...OPTIONAL_FILES].map((n) => n.toLowerCase()),
  );
  const others = input.entries.filter(
    (e) => /^FS220.*\.txt$/i.test(e.name) && !known.has(e.name.toLowerCase()),
  );
  if (others.length > 0)
    report.warn(`account tables not recognised, ignored: ${others.map((e) => e.name).join(', ')}`);

  const files = [foicu, ...tables, ...(branchFile ? [branchFile] : [])];
  const totalBytes = files.every((f) => f.size !== undefined)
    ? files.reduce((s, f) => s + (f.size ?? 0), 0)
    : undefined;
  progress.phase(`ncua-5300: reading ${files.length} files`, totalBytes, 'bytes');
  const { period, profiles } = await readFoicu(foicu, report);
  const values = new Map<number, Float64Array>();
  const filled = new Uint8Array(CREDIT_UNION_DICTIONARY.items.length);
  const electronicServicesFile = tables.find(
    (e) => e.name.toLowerCase() === `${ELECTRONIC_SERVICES_TABLE}.txt`.toLowerCase(),
  );
  const electronicServices = electronicServicesFile ? new ElectronicServicesReader(report) : undefined;
  for (const entry of tables) {
    const reader = entry === electronicServicesFile ? electronicServices : undefined;
    await readAccounts(entry, period, profiles, values, filled, report, reader);
  }
  const sites = branchFile ? await readBranches(branchFile, profiles, report) : [];
  progress.done();
  const missing = CREDIT_UNION_DICTIONARY.items.filter((_, i) => !filled[i]).map((item) => item.code);
  if (missing.length > 0) {
    report.warn(
      `${missing.length} credit-union line items are not in these files and stay empty: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', ...' : ''}`,
    );
  }
  const charters = [...profiles.keys()].sort((a, b) => a - b);
  const withoutAccounts = charters.filter((c) => !values.has(c));
  if (withoutAccounts.length > 0) {
    report.warn(
      `${withoutAccounts.length} credit unions of FOICU.txt have no account rows (profile loaded, no financials): ${withoutAccounts.slice(0, 20).join(', ')}`,
    );
  }
  const at = (code: string) => CREDIT_UNION_DICTIONARY.index.get(code) as number;
  const fullTime = at('acct_564a');
  const partTime = at('acct_564b');
  const assetsAt = at('acct_010');
  for (const charter of charters) {
    const row = values.get(charter);
    if (!row) continue;
    const employees = [row[fullTime], row[partTime]].filter(
      (v): v is number => v !== undefined && !Number.isNaN(v),
    );
    const profile = profiles.get(charter) as CreditUnionProfile;
    profile.employees = employees.length > 0 ? Math.round(employees.reduce((a, b) => a + b, 0)) : null;
    const assets = row[assetsAt] as number;
    profile.latestAssets = Number.isNaN(assets) ? null : assets;
    profile.latestPeriod = period;
  }

  const result = await withTransaction(database, async (session) => {
    await replaceDemoData(session, report);
    progress.phase(`ncua-5300 ${period}: writing ${charters.length} credit unions`);
    const records = charters.map((c) => {
      const { line: _line, ...record } = profiles.get(c) as CreditUnionProfile;
      return { employees: null, latestAssets: null, latestPeriod: period, ...record };
    });
    const ids = await upsertInstitutions(session, records, { asOf: period });
    const rows: FinancialRow[] = [];
    for (const charter of charters) {
      const id = ids.get(institutionKey('credit_union', String(charter)));
      const row = values.get(charter);
      if (id !== undefined && row) rows.push({ institutionId: id, period, values: row });
    }
    const replaced = await deleteFinancials(session, { period, fiTypes: ['credit_union'], source: 'ncua' });
    progress.phase(`ncua-5300 ${period}: writing financials`, rows.length);
    await insertFinancials(session, rows, { onProgress: (n) => progress.update(n) });
    progress.phase(`ncua-5300 ${period}: updating latest assets`);
    await refreshLatestAssets(session, {
      fiType: 'credit_union',
      source: 'ncua',
      dictionary: CREDIT_UNION_DICTIONARY,
      assetsCode: 'acct_010',
      onlyPeriod: period,
    });
    let branchCount = 0;
    if (branchFile) {
      // Sites replace the cycle's year of credit-union branches (the branches table keeps one set a year).
      const year = Number(period.slice(0, 4));
      await session.query(
        `delete from branches b using institutions i
         where b.institution_id = i.id and b.year = $1 and i.fi_type = 'credit_union' and i.source = 'ncua'`,
        [year],
      );
      const branchRows = sites.flatMap((site) => {
        const id = ids.get(institutionKey('credit_union', String(site.charter)));
        return id === undefined ? [] : [[id, year, ...site.values]];
      });
      await insertRows(session, 'branches', BRANCH_COLUMNS, branchRows);
      branchCount = branchRows.length;
    }
    // Without FS220D the cycle's electronic services stay as they were.
    const electronic = electronicServices
      ? await writeElectronicServices(session, period, electronicServices.answers, ids)
      : null;
    const outcome = report.result(period, charters.length, {
      creditUnions: charters.length,
      financialRows: rows.length,
      replacedFinancialRows: replaced,
      ...(branchFile ? { branches: branchCount } : {}),
      ...(electronic ? { electronicServices: electronic.rows, websitesFilled: electronic.websites } : {}),
    });
    await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
    return outcome;
  });
  await tidyFinancials(database);
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}
