import type { Database } from '../db/database.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import type { LineItemKind } from '../reference/line-items/line-item.js';
import { replaceDemoData } from './demo-replacement.js';
import {
  countingBytes,
  ImportError,
  type ImportOptions,
  ImportReport,
  type ImportResult,
} from './import-report.js';
import { type Columns, openTable } from './io/delimited.js';
import { type InputEntry, openInput } from './io/input.js';
import { isQuarterEnd, parseDate, parseInteger, parseNumeric, text, zip5 } from './io/values.js';
import {
  deleteFinancials,
  type FinancialRow,
  type InstitutionRecord,
  insertFinancials,
  institutionKey,
  recordDataLoad,
  refreshLatestAssets,
  type SqlSession,
  tidyFinancials,
  upsertInstitutions,
  withTransaction,
} from './store/index.js';

/**
 * FDIC Statistical Depository Institution "All Reports" bulk files of ONE quarter
 * (`All_Reports_YYYYMMDD_<topic>.csv`, a directory or a zip). Every file has one row per bank keyed
 * by `cert`; the line items of all files are joined on it into one financials row per bank. Each
 * distinct top holding company (`rssdhcr`, named `namehcr`) becomes a 'bhc' institution, parent of
 * its banks, whose financials are the sum of its banks' additive line items. The quarter is
 * replaced in one transaction.
 */

const FILE_NAME = /^All_Reports_(\d{4})(\d{2})(\d{2})_(.+)\.csv$/i;

/** Identifier and descriptive columns of every file: kept on the institution, not line items. */
const PROFILE_COLUMNS = new Set([
  'cert',
  'fed_rssd',
  'rssdhcr',
  'name',
  'city',
  'stalp',
  'zip',
  'repdte',
  'rundate',
  'bkclass',
  'address',
  'namehcr',
  'county',
  'cbsa_metro',
  'cbsa_metro_name',
  'estymd',
  'insdate',
  'effdate',
  'mutual',
  'regagnt',
  'insagnt1',
  'fdicdbs',
  'fdicsupv',
  'fldoff',
  'fed',
  'occdist',
  'otsregnm',
  'webaddr',
]);

/** Line-item kinds that add up across the banks of a holding company. */
const ADDITIVE: ReadonlySet<LineItemKind> = new Set(['balance', 'flow', 'average', 'count']);

type BankProfile = {
  cert: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  countyName: string | null;
  cbsaCode: string | null;
  cbsaName: string | null;
  establishedDate: string | null;
  charterClass: string | null;
  regulator: string | null;
  isMutual: boolean | null;
  website: string | null;
  rssdId: number | null;
  parentRssdId: number | null;
  parentName: string | null;
};

const positiveInt = (raw: string | undefined) => {
  const n = parseInteger(raw);
  return n !== null && n > 0 ? n : null;
};

function profileOf(cert: number, columns: Columns, fields: readonly string[]): BankProfile {
  const get = (name: string) => {
    const i = columns.index(name) ?? columns.index(`inst.${name}`);
    return i === undefined ? undefined : fields[i];
  };
  const mutual = text(get('mutual'))?.toLowerCase();
  const cbsa = positiveInt(get('cbsa_metro'));
  return {
    cert,
    name: text(get('name')),
    address: text(get('address')),
    city: text(get('city')),
    state: text(get('stalp')),
    zip: zip5(get('zip')),
    countyName: text(get('county')),
    cbsaCode: cbsa === null ? null : String(cbsa),
    cbsaName: text(get('cbsa_metro_name')),
    establishedDate: parseDate(get('estymd')),
    charterClass: text(get('bkclass')),
    regulator: text(get('regagnt')),
    isMutual: mutual === 'mutual' ? true : mutual === 'stock' ? false : null,
    website: text(get('webaddr')),
    rssdId: positiveInt(get('fed_rssd')),
    parentRssdId: positiveInt(get('rssdhcr')),
    parentName: text(get('namehcr')),
  };
}

type Accumulator = {
  period: string;
  values: Map<number, Float64Array>;
  profiles: Map<number, BankProfile>;
};

async function readFile(entry: InputEntry, acc: Accumulator, report: ImportReport): Promise<void> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  const certAt = columns.index('cert');
  if (certAt === undefined) {
    for await (const record of table.rows) {
      count.rows++;
      report.reject(file, record.line, 'the file has no cert column, so the row cannot be matched to a bank');
    }
    report.warn(`${file}: no cert column; the file was not loaded`);
    return;
  }
  const repdteAt = columns.index('repdte');
  const targets: { column: number; position: number; name: string }[] = [];
  const unknown: string[] = [];
  columns.keys.forEach((raw, column) => {
    const key = raw.replace(/^inst\./, '');
    const position = BANK_DICTIONARY.index.get(key);
    if (position !== undefined) targets.push({ column, position, name: columns.names[column] ?? key });
    else if (!PROFILE_COLUMNS.has(key) && key !== '') unknown.push(columns.names[column] ?? key);
  });
  if (unknown.length > 0) {
    report.warn(`${file}: columns not in the bank line-item dictionary were ignored: ${unknown.join(', ')}`);
  }
  const n = BANK_DICTIONARY.items.length;
  const seen = new Map<number, number>();
  const parsed = new Float64Array(targets.length);
  for await (const record of table.rows) {
    count.rows++;
    const { fields, line } = record;
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const cert = parseInteger(fields[certAt]);
    if (cert === null || Number.isNaN(cert) || cert <= 0) {
      report.reject(file, line, `cert "${fields[certAt] ?? ''}" is not a positive whole number`);
      continue;
    }
    const firstLine = seen.get(cert);
    if (firstLine !== undefined) {
      report.reject(file, line, `cert ${cert} appears twice in the file (first on line ${firstLine})`);
      continue;
    }
    seen.set(cert, line);
    if (repdteAt !== undefined) {
      const reported = parseDate(fields[repdteAt]);
      if (reported !== acc.period) {
        report.reject(
          file,
          line,
          `repdte "${fields[repdteAt] ?? ''}" is not the file's quarter ${acc.period}`,
        );
        continue;
      }
    }
    const problems: string[] = [];
    for (let t = 0; t < targets.length; t++) {
      const target = targets[t] as (typeof targets)[number];
      const value = parseNumeric(fields[target.column]);
      if (value !== null && Number.isNaN(value))
        problems.push(`${target.name} "${fields[target.column]}" is not a number`);
      parsed[t] = value === null ? Number.NaN : value;
    }
    if (problems.length > 0) {
      report.reject(file, line, `cert ${cert}: ${problems.join('; ')}`);
      continue;
    }
    let values = acc.values.get(cert);
    if (!values) {
      values = new Float64Array(n).fill(Number.NaN);
      acc.values.set(cert, values);
    }
    // A variable repeated in several files (offdom, numemp ...): the first file read wins.
    for (let t = 0; t < targets.length; t++) {
      const position = (targets[t] as (typeof targets)[number]).position;
      if (Number.isNaN(values[position] as number)) values[position] = parsed[t] as number;
    }
    if (!acc.profiles.has(cert)) acc.profiles.set(cert, profileOf(cert, columns, fields));
  }
}

/** Sums the additive line items of a holding company's banks (ratios and codes stay empty). */
function holdingCompanyValues(banks: readonly Float64Array[]): Float64Array {
  const n = BANK_DICTIONARY.items.length;
  const out = new Float64Array(n).fill(Number.NaN);
  BANK_DICTIONARY.items.forEach((item, position) => {
    if (!ADDITIVE.has(item.kind)) return;
    let sum = 0;
    let any = false;
    for (const values of banks) {
      const v = values[position] as number;
      if (!Number.isNaN(v)) {
        sum += v;
        any = true;
      }
    }
    if (any) out[position] = sum;
  });
  return out;
}

export async function importFdicSdi(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('fdic-sdi', options.progress);
  const progress = report.progress;
  const input = await openInput(location);
  const { files, period } = quarterFiles(input.entries, location, report);
  const acc: Accumulator = { period, values: new Map(), profiles: new Map() };
  const totalBytes = files.every((f) => f.size !== undefined)
    ? files.reduce((sum, f) => sum + (f.size ?? 0), 0)
    : undefined;
  progress.phase(`fdic-sdi ${period}: reading ${files.length} files`, totalBytes, 'bytes');
  for (const entry of files) await readFile(entry, acc, report);
  progress.done();

  const certs = [...acc.values.keys()].filter((cert) => acc.profiles.has(cert)).sort((a, b) => a - b);
  if (certs.length === 0) throw new ImportError(`no bank rows could be read from ${location}`);
  const holdings = holdingCompanies(acc, certs);
  const result = await withTransaction(database, (session) =>
    storeQuarter(session, report, acc, certs, holdings),
  );
  await tidyFinancials(database);
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}

/**
 * The SDI files of the input, of one quarter, in reading order; anything else in the input is
 * ignored with a warning.
 */
function quarterFiles(
  entries: readonly InputEntry[],
  location: string,
  report: ImportReport,
): { files: InputEntry[]; period: string } {
  const files = entries.filter((entry) => FILE_NAME.test(entry.name));
  if (files.length === 0) {
    throw new ImportError(`no FDIC SDI files (All_Reports_YYYYMMDD_<topic>.csv) in ${location}`);
  }
  const quarters = new Set(
    files.map((entry) => {
      const m = FILE_NAME.exec(entry.name) as RegExpExecArray;
      return `${m[1]}-${m[2]}-${m[3]}`;
    }),
  );
  if (quarters.size > 1) {
    throw new ImportError(
      `${location} holds files of several quarters (${[...quarters].sort().join(', ')}): import one quarter at a time`,
    );
  }
  const period = [...quarters][0] as string;
  if (!isQuarterEnd(period)) throw new ImportError(`${period} (from the file names) is not a quarter end`);
  // "Assets and Liabilities" first: its descriptive columns and variables win over repeats elsewhere.
  files.sort((a, b) => {
    const rank = (e: InputEntry) => (/_Assets and Liabilities\.csv$/i.test(e.name) ? 0 : 1);
    return rank(a) - rank(b) || a.name.localeCompare(b.name);
  });
  const ignored = entries.filter(
    (e) => !FILE_NAME.test(e.name) && !/^All_Reports_\d{8}_readme\.htm$/i.test(e.name),
  );
  if (ignored.length > 0)
    report.warn(`not FDIC SDI files, ignored: ${ignored.map((e) => e.name).join(', ')}`);
  return { files, period };
}

const EMPLOYEES_AT = BANK_DICTIONARY.index.get('numemp') as number;
const ASSETS_AT = BANK_DICTIONARY.index.get('asset') as number;
const finite = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v);
const count = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : Math.round(v));

/** The quarter's holding companies: their summed line items and their institution records, by RSSD. */
type Holdings = { values: Map<number, Float64Array>; records: InstitutionRecord[] };

/** One holding company per distinct rssdhcr, named by namehcr. */
function holdingCompanies(acc: Accumulator, certs: readonly number[]): Holdings {
  const holdings = new Map<number, { name: string | null; certs: number[] }>();
  for (const cert of certs) {
    const profile = acc.profiles.get(cert) as BankProfile;
    if (profile.parentRssdId === null) continue;
    let holding = holdings.get(profile.parentRssdId);
    if (!holding) {
      holding = { name: null, certs: [] };
      holdings.set(profile.parentRssdId, holding);
    }
    holding.name ??= profile.parentName;
    holding.certs.push(cert);
  }
  const out: Holdings = { values: new Map(), records: [] };
  for (const [rssd, holding] of holdings) {
    const values = holdingCompanyValues(holding.certs.map((cert) => acc.values.get(cert) as Float64Array));
    out.values.set(rssd, values);
    out.records.push({
      fiType: 'bhc',
      regulatoryId: String(rssd),
      rssdId: rssd,
      name: holding.name ?? `Holding company RSSD ${rssd}`,
      source: 'fdic',
      employees: count(values[EMPLOYEES_AT]),
      latestAssets: finite(values[ASSETS_AT]),
      latestPeriod: acc.period,
    });
  }
  return out;
}

function bankRecord(acc: Accumulator, cert: number, bhcIds: ReadonlyMap<string, number>): InstitutionRecord {
  const p = acc.profiles.get(cert) as BankProfile;
  const values = acc.values.get(cert) as Float64Array;
  return {
    fiType: 'bank',
    regulatoryId: String(cert),
    name: p.name ?? `FDIC certificate ${cert}`,
    source: 'fdic',
    rssdId: p.rssdId,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    countyName: p.countyName,
    cbsaCode: p.cbsaCode,
    cbsaName: p.cbsaName,
    website: p.website,
    employees: count(values[EMPLOYEES_AT]),
    latestAssets: finite(values[ASSETS_AT]),
    latestPeriod: acc.period,
    charterClass: p.charterClass,
    regulator: p.regulator,
    establishedDate: p.establishedDate,
    isMutual: p.isMutual,
    parentRssdId: p.parentRssdId,
    parentId:
      p.parentRssdId === null ? null : (bhcIds.get(institutionKey('bhc', String(p.parentRssdId))) ?? null),
  };
}

/**
 * Structure changes imported before the banks they name (a history export loaded ahead of the older
 * quarters it covers) get their acquirer and target once those banks arrive: restatement follows
 * mergers by institution id. Only events still unmatched are read, never the loaded financials.
 */
async function linkStructureEvents(session: SqlSession, bankIds: readonly number[]): Promise<void> {
  for (const [id, cert] of [
    ['acquirer_id', 'acquirer_regulatory_id'],
    ['target_id', 'target_regulatory_id'],
  ] as const) {
    await session.query(
      `update structure_events e set ${id} = i.id
         from institutions i
        where e.${id} is null and e.fi_type = 'bank' and e.${cert} = i.regulatory_id
          and i.fi_type = 'bank' and i.id = any($1::int[])`,
      [bankIds],
    );
  }
}

/** Replaces the quarter's FDIC banks and holding companies and their financials, and records the load. */
async function storeQuarter(
  session: SqlSession,
  report: ImportReport,
  acc: Accumulator,
  certs: readonly number[],
  holdings: Holdings,
): Promise<ImportResult> {
  const { progress } = report;
  const { period } = acc;
  await replaceDemoData(session, report);
  progress.phase(`fdic-sdi ${period}: writing ${certs.length + holdings.records.length} institutions`);
  const bhcIds = await upsertInstitutions(session, holdings.records, { asOf: period });
  const bankRecords = certs.map((cert) => bankRecord(acc, cert, bhcIds));
  const bankIds = await upsertInstitutions(session, bankRecords, { asOf: period });
  await linkStructureEvents(session, [...bankIds.values()]);

  const rows: FinancialRow[] = [];
  for (const cert of certs) {
    const id = bankIds.get(institutionKey('bank', String(cert)));
    if (id !== undefined)
      rows.push({ institutionId: id, period, values: acc.values.get(cert) as Float64Array });
  }
  for (const [rssd, values] of holdings.values) {
    const id = bhcIds.get(institutionKey('bhc', String(rssd)));
    if (id !== undefined) rows.push({ institutionId: id, period, values });
  }
  const replaced = await deleteFinancials(session, { period, fiTypes: ['bank', 'bhc'], source: 'fdic' });
  progress.phase(`fdic-sdi ${period}: writing financials`, rows.length);
  await insertFinancials(session, rows, { onProgress: (n) => progress.update(n) });
  progress.phase(`fdic-sdi ${period}: updating latest assets`);
  for (const fiType of ['bank', 'bhc'] as const) {
    await refreshLatestAssets(session, {
      fiType,
      source: 'fdic',
      dictionary: BANK_DICTIONARY,
      assetsCode: 'asset',
      onlyPeriod: period,
    });
  }
  const outcome = report.result(period, certs.length, {
    banks: certs.length,
    holdingCompanies: holdings.records.length,
    financialRows: rows.length,
    replacedFinancialRows: replaced,
  });
  await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
  return outcome;
}
