import type { Database } from '../../db/database.js';
import {
  ImportError,
  type ImportOptions,
  ImportReport,
  type ImportResult,
  type ImportSource,
} from '../import-report.js';
import { recordFileLoad, type SqlSession, withTransaction } from '../store/index.js';
import { type EvidenceRecord, openEvidenceFile } from './evidence-file.js';
import { matchInstitution, readInstitutionIndex } from './evidence-institutions.js';
import {
  CONTACT_EVENTS_LAYOUT,
  type ContactEventRow,
  type EvidenceLayout,
  JOB_POSTINGS_LAYOUT,
  type JobPostingRow,
  SITE_PAGES_LAYOUT,
  type SitePageRow,
} from './evidence-layouts.js';
import { EVIDENCE_SOURCES } from './evidence-sources.js';
import {
  contactEventKey,
  type Located,
  type WriteCounts,
  writeContactEvents,
  writeJobPostings,
  writeSitePages,
} from './evidence-writers.js';

/** Problems listed in the refusal of a file; the count says how many there were in all. */
const SHOWN_PROBLEMS = 20;

type EvidenceKind<Row> = {
  source: ImportSource & (typeof EVIDENCE_SOURCES)[keyof typeof EVIDENCE_SOURCES];
  /** 'job postings', for messages. */
  noun: string;
  layout: EvidenceLayout<Row>;
  /** A record's identity: the same one twice in a file is refused. */
  key(row: Located<Row>): string;
  write(
    session: SqlSession,
    rows: readonly Located<Row>[],
    onProgress: (n: number) => void,
  ): Promise<WriteCounts>;
};

/**
 * Every record of the file checked and matched to its institution. One bad record refuses the file
 * as a whole, naming each problem with its line (CSV) or record number (JSON): an operator fixes the
 * file and imports it again, and the tables never hold half a feed.
 */
async function readAll<Row>(
  database: Database,
  location: string,
  kind: EvidenceKind<Row>,
  report: ImportReport,
): Promise<{ file: string; rows: Located<Row>[] }> {
  const index = await readInstitutionIndex(database);
  const { entry, records } = await openEvidenceFile(location, report, kind.layout);
  report.progress.phase(`${kind.source}: reading ${entry.name}`, entry.size, 'bytes');
  const count = report.file(entry.name);
  const today = new Date().toISOString().slice(0, 10);
  const rows: Located<Row>[] = [];
  const problems: string[] = [];
  const whereOfKey = new Map<string, string>();
  for await (const record of records) {
    count.rows++;
    const refuse = (reason: string) => {
      count.rejected++;
      problems.push(`${record.where}: ${reason}`);
    };
    if ('problem' in record) {
      refuse(record.problem);
      continue;
    }
    const parsed = kind.layout.parse(record as EvidenceRecord, today);
    if (typeof parsed === 'string') {
      refuse(parsed);
      continue;
    }
    const match = matchInstitution(record as EvidenceRecord, index);
    if ('reason' in match) {
      refuse(match.reason);
      continue;
    }
    const row = { ...parsed, institutionId: match.id };
    const key = kind.key(row);
    const earlier = whereOfKey.get(key);
    if (earlier !== undefined) {
      refuse(`repeats ${earlier}`);
      continue;
    }
    whereOfKey.set(key, record.where);
    rows.push(row);
  }
  report.progress.done();
  if (problems.length > 0) {
    const more =
      problems.length > SHOWN_PROBLEMS ? `\n  ... and ${problems.length - SHOWN_PROBLEMS} more` : '';
    throw new ImportError(
      `${entry.name}: ${problems.length} of ${count.rows} ${problems.length === 1 ? 'record is' : 'records are'} ` +
        `invalid, so nothing was imported (see "${kind.layout.readmeSection}" in the README):\n` +
        `${problems
          .slice(0, SHOWN_PROBLEMS)
          .map((p) => `  ${p}`)
          .join('\n')}${more}`,
    );
  }
  if (rows.length === 0) throw new ImportError(`${entry.name} holds no ${kind.noun}`);
  return { file: entry.name, rows };
}

async function importEvidence<Row>(
  database: Database,
  location: string,
  kind: EvidenceKind<Row>,
  options: ImportOptions,
): Promise<ImportResult> {
  const report = new ImportReport(kind.source, options.progress);
  const { file, rows } = await readAll(database, location, kind, report);
  const result = await withTransaction(database, async (session) => {
    report.progress.phase(
      `${kind.source}: writing ${rows.length.toLocaleString('en-US')} ${kind.noun}`,
      rows.length,
    );
    const written = await kind.write(session, rows, (n) => report.progress.update(n));
    const outcome = report.result(null, rows.length, {
      [kind.noun.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())]: rows.length,
      institutions: new Set(rows.map((r) => r.institutionId)).size,
      added: written.added,
      replaced: written.replaced,
    });
    // A new data_loads row moves the data version: caches reload, scoring sees new evidence.
    await recordFileLoad(session, { ...outcome, source: kind.source, isDemo: false, fileName: file });
    return outcome;
  });
  report.progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}

const JOB_POSTINGS: EvidenceKind<JobPostingRow> = {
  source: EVIDENCE_SOURCES.jobPostings,
  noun: 'job postings',
  layout: JOB_POSTINGS_LAYOUT,
  key: (r) => r.sourceKey,
  write: writeJobPostings,
};

const SITE_PAGES: EvidenceKind<SitePageRow> = {
  source: EVIDENCE_SOURCES.sitePages,
  noun: 'site pages',
  layout: SITE_PAGES_LAYOUT,
  key: (r) => `${r.institutionId}|${r.url}`,
  write: writeSitePages,
};

const CONTACT_EVENTS: EvidenceKind<ContactEventRow> = {
  source: EVIDENCE_SOURCES.contactEvents,
  noun: 'contact events',
  layout: CONTACT_EVENTS_LAYOUT,
  key: contactEventKey,
  write: writeContactEvents,
};

/** `npm run data -- import job-postings <csv|json>`: an operator's job postings, upserted by source_key. */
export const importJobPostings = (database: Database, location: string, options: ImportOptions = {}) =>
  importEvidence(database, location, JOB_POSTINGS, options);

/** `npm run data -- import site-pages <csv|json>`: crawled website pages, upserted by institution and URL. */
export const importSitePages = (database: Database, location: string, options: ImportOptions = {}) =>
  importEvidence(database, location, SITE_PAGES, options);

/** `npm run data -- import contact-events <csv|json>`: people who joined or left institutions. */
export const importContactEvents = (database: Database, location: string, options: ImportOptions = {}) =>
  importEvidence(database, location, CONTACT_EVENTS, options);
