import { ImportError, type ImportReport } from '../import-report.js';
import type { Columns, DelimitedRecord } from '../io/delimited.js';
import { ownCopy } from '../io/values.js';
import type { HmdaActivityAggregator, LarPlace } from './activity-aggregator.js';
import type { LarCodes } from './record-kinds.js';
import { BAD_VALUE } from './value-counts.js';

/**
 * Streams a LAR file into an aggregator, one record at a time. Rows that cannot be counted are
 * rejected with their line and reason: a wrong number of fields, another activity year, an LEI the
 * year's panel does not name, an action_taken outside 1-8, a loan amount or rate that is not a
 * number (NA, Exempt and empty are "not applicable", never a rejection).
 */

const FIELDS = {
  year: 'activity_year',
  lei: 'lei',
  msa: 'derived_msa-md',
  state: 'state_code',
  county: 'county_code',
  action: 'action_taken',
  purchaser: 'purchaser_type',
  loanType: 'loan_type',
  purpose: 'loan_purpose',
  lien: 'lien_status',
  amount: 'loan_amount',
  rate: 'interest_rate',
  occupancy: 'occupancy_type',
} as const;

type Field = keyof typeof FIELDS;
export type LarColumns = Record<Field, number>;

/** Published names use hyphens (derived_msa-md), the documentation underscores: both are read. */
const normalized = (name: string) => name.trim().toLowerCase().replaceAll('-', '_');

/** Where the fields the figures need are; the missing ones are named in `missing`. */
export function larColumns(columns: Columns): { at: LarColumns; missing: string[] } {
  const byName = new Map<string, number>();
  columns.names.forEach((name, i) => {
    if (!byName.has(normalized(name))) byName.set(normalized(name), i);
  });
  const at = {} as LarColumns;
  const missing: string[] = [];
  for (const [field, name] of Object.entries(FIELDS) as [Field, string][]) {
    const i = byName.get(normalized(name));
    if (i === undefined) missing.push(name);
    else at[field] = i;
  }
  return { at, missing };
}

/** A code of up to four digits as a number, -1 for anything else (NA, empty, text). */
export function smallCode(raw: string): number {
  const n = raw.length;
  if (n === 0 || n > 4) return -1;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const digit = raw.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The year's panel as the reader needs it: LEI -> lender index. */
export type PanelIndex = Map<string, number>;

export type LarRead = {
  year: number;
  /** Records counted. */
  accepted: number;
  /** LEIs not in the panel, with their number of rows. */
  unknownLeis: Map<string, number>;
};

const field = (fields: readonly string[], i: number) => fields[i] as string;

/**
 * Reads every record into `aggregator`. The activity year is the first record's; `panelOf` gives
 * that year's panel (it throws when none is loaded).
 */
export async function readLar(
  file: string,
  table: { columns: Columns; rows: AsyncIterable<DelimitedRecord> },
  at: LarColumns,
  report: ImportReport,
  aggregator: HmdaActivityAggregator,
  panelOf: (year: number) => Promise<PanelIndex>,
): Promise<LarRead> {
  const count = report.file(file);
  const width = table.columns.length;
  const { geographies, amounts, rates, kinds } = aggregator;
  const unknownLeis = new Map<string, number>();
  const codes: LarCodes = { action: 0, loanType: 0, purpose: 0, lien: 0, occupancy: 0, purchaser: 0 };
  const place: LarPlace = { state: -1, county: -1, msa: -1 };
  let year: number | undefined;
  let yearText = '';
  let panel: PanelIndex = new Map();
  let accepted = 0;
  for await (const { fields, line } of table.rows) {
    count.rows++;
    if (fields.length !== width) {
      report.reject(file, line, `expected ${width} fields, found ${fields.length}`);
      continue;
    }
    const rowYear = field(fields, at.year);
    if (year === undefined) {
      const parsed = smallCode(rowYear.trim());
      if (parsed < 2000) {
        report.reject(file, line, `activity_year "${rowYear}" is not a year`);
        continue;
      }
      year = parsed;
      yearText = rowYear.trim();
      panel = await panelOf(year);
    } else if (rowYear !== yearText && rowYear.trim() !== yearText) {
      report.reject(file, line, `activity_year "${rowYear}" differs from the file's year ${year}`);
      continue;
    }
    const lei = field(fields, at.lei);
    const lender = panel.get(lei) ?? panel.get(lei.trim().toUpperCase());
    if (lender === undefined) {
      const seen = unknownLeis.get(lei);
      unknownLeis.set(seen === undefined ? ownCopy(lei) : lei, (seen ?? 0) + 1);
      report.reject(file, line, `LEI ${lei} is not in the ${year} HMDA panel`);
      continue;
    }
    codes.action = smallCode(field(fields, at.action));
    if (codes.action < 1 || codes.action > 8) {
      report.reject(file, line, `action_taken "${field(fields, at.action)}" is not an HMDA action (1-8)`);
      continue;
    }
    const amountId = amounts.id(field(fields, at.amount));
    const rateId = rates.id(field(fields, at.rate));
    if (amountId === BAD_VALUE || rateId === BAD_VALUE) {
      const [name, raw] =
        amountId === BAD_VALUE
          ? ['loan_amount', field(fields, at.amount)]
          : ['interest_rate', field(fields, at.rate)];
      report.reject(file, line, `${name} "${raw}" is not a number, NA or Exempt`);
      continue;
    }
    codes.loanType = smallCode(field(fields, at.loanType));
    codes.purpose = smallCode(field(fields, at.purpose));
    codes.lien = smallCode(field(fields, at.lien));
    codes.occupancy = smallCode(field(fields, at.occupancy));
    codes.purchaser = smallCode(field(fields, at.purchaser));
    place.state = geographies.state(field(fields, at.state));
    place.county = geographies.county(field(fields, at.county));
    place.msa = geographies.msa(field(fields, at.msa));
    aggregator.add(lender, kinds.id(codes), codes.action, place, amountId, rateId);
    accepted++;
  }
  if (year === undefined) throw new ImportError(`${file} has no loan records`);
  return { year, accepted, unknownLeis };
}
