import type { Columns } from '../io/delimited.js';
import { parseDate, parseInteger, parseNumeric, text } from '../io/values.js';

/**
 * The enforcement actions CSV: one row per action (layout in the README, "Enforcement actions CSV").
 *
 *   cert             FDIC certificate of a bank
 *   charter          NCUA charter of a credit union
 *   rssd_id          Federal Reserve RSSD id (banks, holding companies); one of the three identifies
 *   institution_name optional, for people reading the file (not used for matching)
 *   agency           FDIC | OCC | FRB (also FED, Federal Reserve) | NCUA | CFPB
 *   action_type      e.g. Consent Order, Cease and Desist Order, Civil Money Penalty
 *   docket_number    the agency's docket or document number; identifies the action on re-import
 *   initiated_on     required: YYYY-MM-DD or M/D/YYYY
 *   terminated_on    blank while in force
 *   penalty_amount   dollars; "$1,250,000" is accepted
 *   summary, url     optional
 */
export const ENFORCEMENT_AGENCIES = ['FDIC', 'OCC', 'FRB', 'NCUA', 'CFPB'] as const;
export type EnforcementAgency = (typeof ENFORCEMENT_AGENCIES)[number];

const AGENCY_ALIASES: Readonly<Record<string, EnforcementAgency>> = {
  fdic: 'FDIC',
  occ: 'OCC',
  frb: 'FRB',
  fed: 'FRB',
  'federal reserve': 'FRB',
  'federal reserve board': 'FRB',
  ncua: 'NCUA',
  cfpb: 'CFPB',
};

export type EnforcementCsvRow = {
  line: number;
  cert: string | null;
  charter: string | null;
  rssdId: number | null;
  agency: EnforcementAgency;
  actionType: string;
  docketNumber: string | null;
  initiatedOn: string;
  terminatedOn: string | null;
  penaltyAmount: number | null;
  summary: string | null;
  url: string | null;
};

export type ParsedEnforcementRow = { ok: true; row: EnforcementCsvRow } | { ok: false; reason: string };

/** The columns a file must have to be read at all; a problem here stops the import. */
export function missingEnforcementColumns(columns: Columns): string[] {
  const missing: string[] = [];
  if (!columns.has('cert') && !columns.has('charter') && !columns.has('rssd_id')) {
    missing.push('cert, charter or rssd_id');
  }
  for (const name of ['agency', 'action_type', 'initiated_on']) if (!columns.has(name)) missing.push(name);
  return missing;
}

const clean = (raw: string | undefined) => text(raw)?.replace(/\s+/g, ' ') ?? null;

/** The identity of an action for re-imports: its docket, else its type and start date. */
export function actionKey(
  institutionId: number,
  row: Pick<EnforcementCsvRow, 'agency' | 'docketNumber' | 'actionType' | 'initiatedOn'>,
): string {
  return `${institutionId}|${row.agency}|${row.docketNumber ?? `${row.actionType.toLowerCase()}|${row.initiatedOn}`}`;
}

/** One data line checked against the layout; `today` bounds the dates (ISO). */
export function parseEnforcementRow(
  columns: Columns,
  fields: readonly string[],
  line: number,
  today: string,
): ParsedEnforcementRow {
  const get = (name: string) => {
    const i = columns.index(name);
    return i === undefined ? undefined : fields[i];
  };
  const fail = (reason: string): ParsedEnforcementRow => ({ ok: false, reason });
  if (fields.length !== columns.length)
    return fail(`expected ${columns.length} fields, found ${fields.length}`);
  const cert = text(get('cert'));
  const charter = text(get('charter'));
  const rawRssd = text(get('rssd_id'));
  const rssdId = rawRssd === null ? null : parseInteger(rawRssd);
  if (rssdId !== null && (Number.isNaN(rssdId) || rssdId <= 0))
    return fail(`rssd_id "${rawRssd}" is not a whole number`);
  if (cert === null && charter === null && rssdId === null)
    return fail('cert, charter or rssd_id is required');
  if (cert !== null && charter !== null)
    return fail('cert (a bank) and charter (a credit union) cannot both be given');
  const rawAgency = clean(get('agency'));
  if (rawAgency === null) return fail('agency is required');
  const agency = AGENCY_ALIASES[rawAgency.toLowerCase()];
  if (!agency) return fail(`agency "${rawAgency}" is not FDIC, OCC, FRB, NCUA or CFPB`);
  const actionType = clean(get('action_type'));
  if (!actionType) return fail('action_type is required');
  const rawStart = text(get('initiated_on'));
  if (rawStart === null) return fail('initiated_on is required');
  const initiatedOn = parseDate(rawStart);
  if (!initiatedOn) return fail(`initiated_on "${rawStart}" is not a date (YYYY-MM-DD or M/D/YYYY)`);
  if (initiatedOn > today) return fail(`initiated_on ${initiatedOn} is in the future`);
  const rawEnd = text(get('terminated_on'));
  const terminatedOn = rawEnd === null ? null : parseDate(rawEnd);
  if (rawEnd !== null && !terminatedOn)
    return fail(`terminated_on "${rawEnd}" is not a date (YYYY-MM-DD or M/D/YYYY)`);
  if (terminatedOn && terminatedOn < initiatedOn) {
    return fail(`terminated_on ${terminatedOn} is before initiated_on ${initiatedOn}`);
  }
  const rawPenalty = text(get('penalty_amount'));
  const penaltyAmount = rawPenalty === null ? null : parseNumeric(rawPenalty.replace(/[$,]/g, ''));
  if (penaltyAmount !== null && (Number.isNaN(penaltyAmount) || penaltyAmount < 0)) {
    return fail(`penalty_amount "${rawPenalty}" is not an amount in dollars`);
  }
  const url = text(get('url'));
  if (url !== null && !/^https?:\/\/\S+$/i.test(url)) return fail(`url "${url}" is not an http(s) address`);
  return {
    ok: true,
    row: {
      line,
      cert,
      charter,
      rssdId,
      agency,
      actionType,
      docketNumber: clean(get('docket_number')),
      initiatedOn,
      terminatedOn,
      penaltyAmount,
      summary: clean(get('summary')),
      url,
    },
  };
}
