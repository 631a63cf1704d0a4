import type { Database } from '../db/database.js';
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
import { parseDate, parseInteger, parseNumeric, text, zip5 } from './io/values.js';
import {
  insertRows,
  institutionIdsByRegulatoryId,
  recordDataLoad,
  type SqlSession,
  withTransaction,
} from './store/index.js';
import { TABLE_COLUMNS } from './store/table-columns.js';

/**
 * FDIC Summary of Deposits: every branch of every FDIC-insured institution as of June 30 of the
 * survey year (`sod_YYYY.csv`, optionally .xz-compressed). Branches are matched to loaded banks by
 * CERT; a branch of a bank that is not loaded is rejected with the reason (load an SDI quarter that
 * includes it first). The survey year is replaced in one transaction. Main offices also give their
 * bank its latitude/longitude and county FIPS.
 */

type Branch = {
  cert: string;
  line: number;
  values: unknown[];
};

const REQUIRED = ['YEAR', 'CERT', 'DEPSUMBR'];

function pickEntry(entries: InputEntry[], location: string): InputEntry {
  if (entries.length === 1) return entries[0] as InputEntry;
  const sod = entries.filter((e) => /sod.*\.csv$/i.test(e.name));
  if (sod.length === 1) return sod[0] as InputEntry;
  throw new ImportError(
    `${location}: expected one Summary of Deposits file (sod_YYYY.csv or .csv.xz), found ${sod.length}`,
  );
}

export async function importFdicSod(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('fdic-sod', options.progress);
  const progress = report.progress;
  const input = await openInput(location);
  const entry = pickEntry(input.entries, location);
  const { branches, year } = await readBranches(report, entry);
  progress.done();
  if (year === undefined) throw new ImportError(`${entry.name} has no branch rows`);
  const result = await withTransaction(database, (session) =>
    storeSurvey(session, report, entry.name, branches, year),
  );
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}

type SodColumns = ReturnType<typeof sodColumns>;

function sodColumns(columns: Columns, file: string) {
  const missing = REQUIRED.filter((name) => !columns.has(name));
  if (missing.length > 0)
    throw new ImportError(`${file} has no ${missing.join(', ')} column: is it a Summary of Deposits file?`);
  const col = (name: string) => columns.index(name);
  return {
    year: col('YEAR') as number,
    cert: col('CERT') as number,
    deposits: col('DEPSUMBR') as number,
    id: col('UNINUMBR'),
    name: col('NAMEBR'),
    address: col('ADDRESBR'),
    city: col('CITYBR'),
    state: col('STALPBR'),
    zip: col('ZIPBR'),
    county: col('STCNTYBR'),
    cbsa: col('MSABR'),
    latitude: col('SIMS_LATITUDE'),
    longitude: col('SIMS_LONGITUDE'),
    mainOffice: col('BKMO'),
    established: col('SIMS_ESTABLISHED_DATE'),
    bankName: col('NAMEFULL'),
  };
}

const field = (fields: string[], i: number | undefined) => (i === undefined ? undefined : fields[i]);

/** The file's branches, every one of the survey year of its first row; bad rows are rejected. */
async function readBranches(
  report: ImportReport,
  entry: InputEntry,
): Promise<{ branches: Branch[]; year: number | undefined }> {
  const file = entry.name;
  const count = report.file(file);
  report.progress.phase(`fdic-sod: reading ${file}`, entry.size, 'bytes');
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  const at = sodColumns(columns, file);
  let year: number | undefined;
  const branches: Branch[] = [];
  for await (const record of table.rows) {
    count.rows++;
    const { fields, line } = record;
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const rowYear = parseInteger(fields[at.year]);
    if (rowYear === null || Number.isNaN(rowYear) || rowYear < 1900) {
      report.reject(file, line, `YEAR "${fields[at.year]}" is not a survey year`);
      continue;
    }
    year ??= rowYear;
    if (rowYear !== year) {
      report.reject(file, line, `YEAR ${rowYear} differs from the file's survey year ${year}`);
      continue;
    }
    const branch = branchOf(fields, line, at, year);
    if (typeof branch === 'string') report.reject(file, line, branch);
    else branches.push(branch);
  }
  return { branches, year };
}

/** A row as a branch of the survey `year`, or why it is rejected. */
function branchOf(fields: string[], line: number, at: SodColumns, year: number): Branch | string {
  const cert = parseInteger(fields[at.cert]);
  if (cert === null || Number.isNaN(cert) || cert <= 0)
    return `CERT "${fields[at.cert]}" is not a positive whole number`;
  const problems: string[] = [];
  const number = (name: string, i: number | undefined) => {
    const value = parseNumeric(field(fields, i));
    if (value !== null && Number.isNaN(value)) {
      problems.push(`${name} "${field(fields, i)}" is not a number`);
      return null;
    }
    return value;
  };
  const deposits = number('DEPSUMBR', at.deposits);
  const latitude = number('SIMS_LATITUDE', at.latitude);
  const longitude = number('SIMS_LONGITUDE', at.longitude);
  if (problems.length > 0) return `CERT ${cert}: ${problems.join('; ')}`;
  const county = parseInteger(field(fields, at.county));
  const cbsa = parseInteger(field(fields, at.cbsa));
  return {
    cert: String(cert),
    line,
    values: [
      year,
      text(field(fields, at.id)),
      text(field(fields, at.name)),
      text(field(fields, at.address)),
      text(field(fields, at.city)),
      text(field(fields, at.state)),
      zip5(field(fields, at.zip)),
      county && county > 0 ? String(county).padStart(5, '0') : null,
      cbsa && cbsa > 0 ? String(cbsa) : null,
      // 0/0 is "no coordinates", not a point in the Gulf of Guinea.
      latitude === 0 && longitude === 0 ? null : latitude,
      latitude === 0 && longitude === 0 ? null : longitude,
      deposits,
      text(field(fields, at.mainOffice)) === '1',
      parseDate(field(fields, at.established)),
    ],
  };
}

/**
 * Replaces the survey year's branches of loaded banks with the file's, rejecting branches of banks
 * that are not loaded, and records the load.
 */
async function storeSurvey(
  session: SqlSession,
  report: ImportReport,
  file: string,
  branches: readonly Branch[],
  surveyYear: number,
): Promise<ImportResult> {
  const { progress } = report;
  await replaceDemoData(session, report);
  const banks = await institutionIdsByRegulatoryId(session, 'bank');
  const rows: unknown[][] = [];
  const unmatched = new Set<string>();
  for (const branch of branches) {
    const id = banks.get(branch.cert);
    if (id === undefined) {
      unmatched.add(branch.cert);
      report.reject(
        file,
        branch.line,
        `CERT ${branch.cert}: no bank with this FDIC certificate is loaded (import an FDIC SDI quarter that includes it first)`,
      );
      continue;
    }
    rows.push([id, ...branch.values]);
  }
  if (unmatched.size > 0) {
    report.warn(
      `${unmatched.size} institutions of the survey (${branches.length - rows.length} branches) are not loaded banks; their branches were rejected`,
    );
  }
  const removed = await session.query<{ n: number }>(
    `with gone as (delete from branches b using institutions i
       where b.institution_id = i.id and b.year = $1 and i.source = 'fdic' returning 1)
     select count(*)::int as n from gone`,
    [surveyYear],
  );
  progress.phase(`fdic-sod ${surveyYear}: writing branches`, rows.length);
  await insertRows(session, 'branches', TABLE_COLUMNS.branches, rows, {
    batchSize: 10000,
    onProgress: (n) => progress.update(n),
  });
  // The main office locates its bank, unless a later survey is loaded.
  await session.query(
    `update institutions i set latitude = b.latitude, longitude = b.longitude,
       county_fips = coalesce(b.county_fips, i.county_fips), updated_at = now()
     from branches b
     where b.institution_id = i.id and b.year = $1 and b.is_main_office and b.latitude is not null
       and not exists (select 1 from branches n where n.institution_id = i.id and n.year > $1)`,
    [surveyYear],
  );
  const outcome = report.result(`${surveyYear}-06-30`, rows.length, {
    branches: rows.length,
    institutions: new Set(rows.map((r) => r[0])).size,
    unmatchedInstitutions: unmatched.size,
    replacedBranches: removed[0]?.n ?? 0,
  });
  await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
  return outcome;
}
