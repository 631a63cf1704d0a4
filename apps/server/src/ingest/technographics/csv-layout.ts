import type { Columns } from '../io/delimited.js';
import { parseDate, parseFlag, parseInteger, text } from '../io/values.js';

/**
 * The operator's technographics CSV: one row per institution, solution and interval.
 *
 *   fi_type          bank | credit_union | bhc (also "cu", "credit union"); required with regulatory_id
 *   regulatory_id    FDIC certificate (banks), NCUA charter (credit unions), RSSD (holding companies)
 *   rssd_id          Federal Reserve RSSD id: identifies the institution when regulatory_id is blank
 *   institution_name optional, for people reading the file (not used for matching)
 *   solution         the service, e.g. "Core Processing" (matched case-insensitively; new ones are created)
 *   category         category of a new solution (default "Other"); ignored for known solutions
 *   vendor           vendor name (matched case-insensitively; new vendors are created); blank = unknown
 *   product          the vendor's product (created under the vendor when new); blank = unknown
 *   has_service      true/false, yes/no, 1/0; blank = true. false records that the service is not offered
 *   type             vendor | service (service = run in-house, no vendor); blank = vendor
 *   started_on       required: YYYY-MM-DD, M/D/YYYY, YYYY-MM or a year (2015 = 2015-01-01)
 *   ended_on         blank while in use; otherwise the last day of use
 *   end_reason       competitive | consolidation | discontinued (only with ended_on)
 */
export const TECHNOGRAPHICS_COLUMNS = [
  'fi_type',
  'regulatory_id',
  'rssd_id',
  'institution_name',
  'solution',
  'category',
  'vendor',
  'product',
  'has_service',
  'type',
  'started_on',
  'ended_on',
  'end_reason',
] as const;

export type FiType = 'bank' | 'credit_union' | 'bhc';
export type EndReason = 'competitive' | 'consolidation' | 'discontinued';

export type TechnographicsCsvRow = {
  line: number;
  fiType: FiType | null;
  regulatoryId: string | null;
  rssdId: number | null;
  solution: string;
  category: string | null;
  vendor: string | null;
  product: string | null;
  hasService: boolean;
  type: 'vendor' | 'service';
  startedOn: string;
  endedOn: string | null;
  endReason: EndReason | null;
};

export type ParsedRow = { ok: true; row: TechnographicsCsvRow } | { ok: false; reason: string };

const FI_TYPES: Readonly<Record<string, FiType>> = {
  bank: 'bank',
  banks: 'bank',
  credit_union: 'credit_union',
  'credit union': 'credit_union',
  creditunion: 'credit_union',
  cu: 'credit_union',
  bhc: 'bhc',
  'holding company': 'bhc',
};
const TYPES: Readonly<Record<string, 'vendor' | 'service'>> = {
  vendor: 'vendor',
  service: 'service',
  'in-house': 'service',
  inhouse: 'service',
};
const END_REASONS: readonly EndReason[] = ['competitive', 'consolidation', 'discontinued'];

/** Trimmed, inner runs of blanks collapsed: names compare and store the way people read them. */
export const cleanName = (raw: string | undefined) => {
  const value = text(raw);
  return value === null ? null : value.replace(/\s+/g, ' ');
};

/** A date as the layout allows it: a full date, a year and month (YYYY-MM) or a year alone. */
export function parseLayoutDate(raw: string | undefined): string | null {
  const value = text(raw);
  if (!value) return null;
  if (/^\d{4}$/.test(value)) return parseDate(`${value}-01-01`);
  if (/^\d{4}-\d{2}$/.test(value)) return parseDate(`${value}-01`);
  return parseDate(value);
}

/** The columns a file must have to be read at all; a problem here stops the import. */
export function missingColumns(columns: Columns): string[] {
  const missing: string[] = [];
  if (!columns.has('solution')) missing.push('solution');
  if (!columns.has('started_on')) missing.push('started_on');
  if (!columns.has('regulatory_id') && !columns.has('rssd_id')) missing.push('regulatory_id or rssd_id');
  return missing;
}

/** One data line checked against the layout; `today` bounds start dates (ISO). */
export function parseRow(
  columns: Columns,
  fields: readonly string[],
  line: number,
  today: string,
): ParsedRow {
  const get = (name: string) => {
    const i = columns.index(name);
    return i === undefined ? undefined : fields[i];
  };
  const fail = (reason: string): ParsedRow => ({ ok: false, reason });
  if (fields.length !== columns.length) {
    return fail(`expected ${columns.length} fields, found ${fields.length}`);
  }
  const rawFiType = text(get('fi_type'));
  const fiType = rawFiType === null ? null : (FI_TYPES[rawFiType.toLowerCase()] ?? undefined);
  if (fiType === undefined) return fail(`fi_type "${rawFiType}" is not bank, credit_union or bhc`);
  const regulatoryId = text(get('regulatory_id'));
  const rawRssd = text(get('rssd_id'));
  const rssdId = rawRssd === null ? null : parseInteger(rawRssd);
  if (rssdId !== null && (Number.isNaN(rssdId) || rssdId <= 0)) {
    return fail(`rssd_id "${rawRssd}" is not a whole number`);
  }
  if (regulatoryId === null && rssdId === null) return fail('regulatory_id or rssd_id is required');
  if (regulatoryId !== null && fiType === null) {
    return fail('fi_type is required with regulatory_id (certificate and charter numbers overlap)');
  }
  const solution = cleanName(get('solution'));
  if (!solution) return fail('solution is required');

  const rawHas = text(get('has_service'));
  const hasService = rawHas === null ? true : parseFlag(rawHas);
  if (hasService === null) return fail(`has_service "${rawHas}" is not true or false`);
  const rawType = text(get('type'));
  const type = rawType === null ? (hasService ? 'vendor' : 'service') : TYPES[rawType.toLowerCase()];
  if (!type) return fail(`type "${rawType}" is not vendor or service`);
  const vendor = cleanName(get('vendor'));
  const product = cleanName(get('product'));
  if (!hasService && type === 'vendor' && rawType !== null) {
    return fail('has_service is false: type must be service (or blank)');
  }
  if (!hasService && (vendor || product))
    return fail('has_service is false but a vendor or product is named');
  if (type === 'service' && (vendor || product)) {
    return fail('type service (run in-house) cannot name a vendor or product');
  }
  if (product && !vendor) return fail(`product "${product}" needs its vendor`);

  const rawStart = text(get('started_on'));
  if (rawStart === null) return fail('started_on is required (a year such as 2015 is enough)');
  const startedOn = parseLayoutDate(rawStart);
  if (!startedOn)
    return fail(`started_on "${rawStart}" is not a date (YYYY-MM-DD, M/D/YYYY, YYYY-MM or YYYY)`);
  if (startedOn > today) return fail(`started_on ${startedOn} is in the future`);
  const rawEnd = text(get('ended_on'));
  const endedOn = rawEnd === null ? null : parseLayoutDate(rawEnd);
  if (rawEnd !== null && !endedOn) {
    return fail(`ended_on "${rawEnd}" is not a date (YYYY-MM-DD, M/D/YYYY, YYYY-MM or YYYY)`);
  }
  if (endedOn && endedOn < startedOn) return fail(`ended_on ${endedOn} is before started_on ${startedOn}`);
  const rawReason = text(get('end_reason'));
  const endReason = rawReason === null ? null : END_REASONS.find((r) => r === rawReason.toLowerCase());
  if (endReason === undefined) {
    return fail(`end_reason "${rawReason}" is not competitive, consolidation or discontinued`);
  }
  if (endReason && !endedOn) return fail('end_reason is given but ended_on is blank');

  return {
    ok: true,
    row: {
      line,
      fiType,
      regulatoryId,
      rssdId,
      solution,
      category: cleanName(get('category')),
      vendor,
      product,
      hasService,
      type,
      startedOn,
      endedOn,
      endReason,
    },
  };
}

/** Whether two intervals (ended_on inclusive, null = open) share a day. */
export function overlaps(
  a: { startedOn: string; endedOn: string | null },
  b: { startedOn: string; endedOn: string | null },
): boolean {
  return a.startedOn <= (b.endedOn ?? '9999-12-31') && b.startedOn <= (a.endedOn ?? '9999-12-31');
}
