import type { ImportReport } from '../import-report.js';
import type { Columns, DelimitedRecord } from '../io/delimited.js';
import { parseInteger, parseNumeric, text } from '../io/values.js';

/**
 * The HMDA reporter panel (the FFIEC's yearly "panel" file): who each LEI is. Headers are matched
 * case-insensitively, ignoring spaces, hyphens and underscores, under the names the panel has used
 * across years and in the institutions API (respondent_rssd or rssd, top_holder_rssd or
 * topholder_rssd ...); extra columns are ignored. -1 and 0 mean "none" in RSSD and asset columns.
 */

export type PanelRecord = {
  line: number;
  lei: string;
  name: string;
  rssdId: number | null;
  parentRssdId: number | null;
  parentName: string | null;
  topHolderRssdId: number | null;
  topHolderName: string | null;
  agencyCode: number | null;
  /** FFIEC other_lender_code: 0 depository, 1 and 2 mortgage subsidiaries, 3 independent, 5 affiliate. */
  otherLenderCode: number | null;
  /** $000. */
  assets: number | null;
  city: string | null;
  state: string | null;
};

const ALIASES = {
  year: ['activity_year', 'year', 'activityyear'],
  lei: ['lei'],
  name: ['respondent_name', 'name', 'respondentname'],
  rssd: ['respondent_rssd', 'rssd', 'id_rssd', 'respondent_id_rssd'],
  parentRssd: ['parent_rssd', 'parent_id_rssd', 'parent_idrssd'],
  parentName: ['parent_name'],
  topHolderRssd: ['top_holder_rssd', 'topholder_rssd', 'top_holder_id_rssd', 'topholder_idrssd'],
  topHolderName: ['top_holder_name', 'topholder_name'],
  agency: ['agency_code', 'agency'],
  lenderCode: ['other_lender_code', 'otherlendercode', 'lender_code'],
  assets: ['assets', 'respondent_assets'],
  city: ['respondent_city', 'city'],
  state: ['respondent_state', 'state'],
} as const;

type Field = keyof typeof ALIASES;

const REQUIRED: readonly Field[] = ['year', 'lei', 'name'];

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export type PanelColumns = Record<Field, number | undefined>;

/** Where each panel field is; the required ones that are missing are named in `missing`. */
export function panelColumns(columns: Columns): { at: PanelColumns; missing: string[] } {
  const byName = new Map<string, number>();
  columns.names.forEach((name, i) => {
    const key = normalized(name);
    if (!byName.has(key)) byName.set(key, i);
  });
  const at = {} as PanelColumns;
  for (const field of Object.keys(ALIASES) as Field[]) {
    const found = ALIASES[field].map((alias) => byName.get(normalized(alias))).find((i) => i !== undefined);
    at[field] = found;
  }
  const missing = REQUIRED.filter((field) => at[field] === undefined).map((field) => ALIASES[field][0]);
  return { at, missing };
}

/** A positive identifier or amount; -1, 0 and empty mean none. */
function positive(raw: string | undefined): number | null {
  const value = parseNumeric(raw);
  return value === null || Number.isNaN(value) || value <= 0 ? null : value;
}

/** One panel row as a record of `year`, or why it is rejected. */
export function panelRecord(record: DelimitedRecord, at: PanelColumns, year: number): PanelRecord | string {
  const { fields, line } = record;
  const get = (field: Field) => {
    const i = at[field];
    return i === undefined ? undefined : fields[i];
  };
  const rowYear = parseInteger(get('year'));
  if (rowYear !== year) return `activity_year "${get('year') ?? ''}" differs from the file's year ${year}`;
  const lei = text(get('lei'))?.toUpperCase();
  if (!lei || !/^[A-Z0-9]{20}$/.test(lei)) return `LEI "${get('lei') ?? ''}" is not a 20-character LEI`;
  const name = text(get('name'));
  if (!name) return `LEI ${lei}: no respondent name`;
  const code = parseInteger(get('lenderCode'));
  const agency = parseInteger(get('agency'));
  return {
    line,
    lei,
    name,
    rssdId: positive(get('rssd')),
    parentRssdId: positive(get('parentRssd')),
    parentName: text(get('parentName')),
    topHolderRssdId: positive(get('topHolderRssd')),
    topHolderName: text(get('topHolderName')),
    agencyCode: agency !== null && agency > 0 ? agency : null,
    otherLenderCode: code !== null && code >= 0 ? code : null,
    assets: positive(get('assets')),
    city: text(get('city')),
    state: text(get('state'))?.toUpperCase() ?? null,
  };
}

/** Every panel row of the file's year (the first row's); bad and repeated rows are rejected. */
export async function readPanelRecords(
  file: string,
  table: { columns: Columns; rows: AsyncIterable<DelimitedRecord> },
  at: PanelColumns,
  report: ImportReport,
): Promise<{ year: number | undefined; records: PanelRecord[] }> {
  const count = report.file(file);
  const records: PanelRecord[] = [];
  const firstLine = new Map<string, number>();
  let year: number | undefined;
  for await (const record of table.rows) {
    count.rows++;
    if (record.fields.length !== table.columns.length) {
      report.reject(
        file,
        record.line,
        `expected ${table.columns.length} fields, found ${record.fields.length}`,
      );
      continue;
    }
    if (year === undefined) {
      const first = parseInteger(record.fields[at.year as number]);
      if (first !== null && first >= 2000 && first <= 2100) year = first;
    }
    const parsed = year === undefined ? 'activity_year is not a year' : panelRecord(record, at, year);
    if (typeof parsed === 'string') {
      report.reject(file, record.line, parsed);
      continue;
    }
    const earlier = firstLine.get(parsed.lei);
    if (earlier !== undefined) {
      report.reject(
        file,
        record.line,
        `LEI ${parsed.lei} appears twice in the file (first on line ${earlier})`,
      );
      continue;
    }
    firstLine.set(parsed.lei, record.line);
    records.push(parsed);
  }
  return { year, records };
}
