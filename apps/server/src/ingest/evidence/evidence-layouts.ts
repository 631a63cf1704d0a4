import {
  CONTACT_EVENT_KINDS,
  CONTACT_ROLES,
  type ContactEventKind,
  JOB_FUNCTION_LABELS,
  JOB_FUNCTIONS,
  JOB_SENIORITIES,
  type JobFunction,
  type JobSeniority,
} from '@fin-atlas/domain';
import type { Columns } from '../io/delimited.js';
import { parseDate, text } from '../io/values.js';
import type { EvidenceFileLayout, EvidenceRecord } from './evidence-file.js';
import { missingInstitutionColumn } from './evidence-institutions.js';

/**
 * The three evidence files an operator imports (README, "FIN Intent evidence files"): each record
 * names its institution (evidence-institutions.ts) and carries these columns.
 *
 *   job postings    source_key, title, job_function, seniority, posted_on required;
 *                   location, closed_on, body, url optional
 *   site pages      url, first_seen_on required; title, body, changed_on (default first_seen_on) optional
 *   contact events  full_name, title, role, event (joined | departed), event_on required
 */

export type JobPostingRow = {
  sourceKey: string;
  title: string;
  jobFunction: JobFunction;
  seniority: JobSeniority;
  location: string | null;
  postedOn: string;
  closedOn: string | null;
  body: string;
  url: string | null;
};

export type SitePageRow = {
  url: string;
  title: string;
  body: string;
  firstSeenOn: string;
  changedOn: string;
};

export type ContactEventRow = {
  fullName: string;
  title: string;
  role: string;
  event: ContactEventKind;
  eventOn: string;
};

/** A record's reason for refusal. */
export class Refusal extends Error {}

export const LIMITS = { key: 200, title: 300, location: 200, url: 2000, body: 100_000, name: 200 } as const;

/** The fields of one record, each checked as it is read; the first problem refuses the record. */
export function fieldsOf(record: EvidenceRecord, today: string) {
  const clean = (name: string) => text(record.get(name))?.replace(/\s+/g, ' ') ?? null;
  const bounded = (name: string, value: string | null, max: number) => {
    if (value !== null && value.length > max)
      throw new Refusal(`${name} is longer than ${max.toLocaleString('en-US')} characters`);
    return value;
  };
  const optional = (name: string, max: number) => bounded(name, clean(name), max);
  const required = (name: string, max: number) => {
    const value = optional(name, max);
    if (value === null) throw new Refusal(`${name} is required`);
    return value;
  };
  const date = (name: string, need: boolean) => {
    const raw = text(record.get(name));
    if (raw === null) {
      if (need) throw new Refusal(`${name} is required`);
      return null;
    }
    const value = parseDate(raw);
    if (!value) throw new Refusal(`${name} "${raw}" is not a date (YYYY-MM-DD or M/D/YYYY)`);
    if (value > today) throw new Refusal(`${name} ${value} is in the future`);
    return value;
  };
  const url = (name: string, need: boolean) => {
    const value = need ? required(name, LIMITS.url) : optional(name, LIMITS.url);
    if (value !== null && !/^https?:\/\/\S+$/i.test(value))
      throw new Refusal(`${name} "${value}" is not an http(s) address`);
    return value;
  };
  const oneOf = <T extends string>(
    name: string,
    allowed: readonly T[],
    labels?: Readonly<Record<T, string>>,
  ) => {
    const raw = required(name, LIMITS.name);
    const folded = raw.toLowerCase().replace(/[\s-]+/g, '_');
    const found = allowed.find((v) => v === folded || labels?.[v].toLowerCase() === raw.toLowerCase());
    if (!found) throw new Refusal(`${name} "${raw}" is not one of ${allowed.join(', ')}`);
    return found;
  };
  // A long text keeps its line breaks; only its ends are trimmed.
  const body = () => bounded('body', text(record.get('body')), LIMITS.body) ?? '';
  return { optional, required, date, url, oneOf, body };
}

/** The value read, or the reason the record is refused. */
export function refusalOr<T>(read: () => T): T | string {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}

/** The columns a file lacks: a way to name its institutions, and these. */
export const columnsNeeded = (columns: Columns, names: readonly string[]) => [
  ...missingInstitutionColumn((name) => columns.has(name)),
  ...names.filter((name) => !columns.has(name)),
];

export type EvidenceLayout<Row> = EvidenceFileLayout & {
  parse(record: EvidenceRecord, today: string): Row | string;
};

export const JOB_POSTINGS_LAYOUT: EvidenceLayout<JobPostingRow> = {
  what: 'a job postings file',
  readmeSection: 'FIN Intent evidence files',
  missingColumns: (columns) =>
    columnsNeeded(columns, ['source_key', 'title', 'job_function', 'seniority', 'posted_on']),
  parse: (record, today) =>
    refusalOr(() => {
      const f = fieldsOf(record, today);
      const row: JobPostingRow = {
        sourceKey: f.required('source_key', LIMITS.key),
        title: f.required('title', LIMITS.title),
        jobFunction: f.oneOf('job_function', JOB_FUNCTIONS, JOB_FUNCTION_LABELS),
        seniority: f.oneOf('seniority', JOB_SENIORITIES),
        location: f.optional('location', LIMITS.location),
        postedOn: f.date('posted_on', true) as string,
        closedOn: f.date('closed_on', false),
        body: f.body(),
        url: f.url('url', false),
      };
      if (row.closedOn !== null && row.closedOn < row.postedOn)
        throw new Refusal(`closed_on ${row.closedOn} is before posted_on ${row.postedOn}`);
      return row;
    }),
};

export const SITE_PAGES_LAYOUT: EvidenceLayout<SitePageRow> = {
  what: 'a site pages file',
  readmeSection: 'FIN Intent evidence files',
  missingColumns: (columns) => columnsNeeded(columns, ['url', 'first_seen_on']),
  parse: (record, today) =>
    refusalOr(() => {
      const f = fieldsOf(record, today);
      const firstSeenOn = f.date('first_seen_on', true) as string;
      const row: SitePageRow = {
        url: f.url('url', true) as string,
        title: f.optional('title', LIMITS.title) ?? '',
        body: f.body(),
        firstSeenOn,
        changedOn: f.date('changed_on', false) ?? firstSeenOn,
      };
      if (row.changedOn < row.firstSeenOn)
        throw new Refusal(`changed_on ${row.changedOn} is before first_seen_on ${row.firstSeenOn}`);
      return row;
    }),
};

export const CONTACT_EVENTS_LAYOUT: EvidenceLayout<ContactEventRow> = {
  what: 'a contact events file',
  readmeSection: 'FIN Intent evidence files',
  missingColumns: (columns) => columnsNeeded(columns, ['full_name', 'title', 'role', 'event', 'event_on']),
  parse: (record, today) =>
    refusalOr(() => {
      const f = fieldsOf(record, today);
      return {
        fullName: f.required('full_name', LIMITS.name),
        title: f.required('title', LIMITS.title),
        role: f.oneOf('role', CONTACT_ROLES),
        event: f.oneOf('event', CONTACT_EVENT_KINDS),
        eventOn: f.date('event_on', true) as string,
      };
    }),
};
