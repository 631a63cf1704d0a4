import type { Database } from '../../db/database.js';
import { type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import { recordFileLoad, type SqlSession, withTransaction } from '../store/index.js';
import {
  CONTACT_EVENTS_LAYOUT,
  type ContactEventRow,
  JOB_POSTINGS_LAYOUT,
  type JobPostingRow,
  SITE_PAGES_LAYOUT,
  type SitePageRow,
} from './evidence-layouts.js';
import { EVIDENCE_SOURCES } from './evidence-sources.js';
import {
  contactEventKey,
  type WriteCounts,
  writeContactEvents,
  writeJobPostings,
  writeSitePages,
} from './evidence-writers.js';
import { type Located, type OperatorRecordKind, readOperatorRecords } from './read-operator-records.js';

type EvidenceKind<Row> = OperatorRecordKind<Row> & {
  source: (typeof EVIDENCE_SOURCES)[keyof typeof EVIDENCE_SOURCES];
  write(
    session: SqlSession,
    rows: readonly Located<Row>[],
    onProgress: (n: number) => void,
  ): Promise<WriteCounts>;
};

async function importEvidence<Row>(
  database: Database,
  location: string,
  kind: EvidenceKind<Row>,
  options: ImportOptions,
): Promise<ImportResult> {
  const report = new ImportReport(kind.source, options.progress);
  const { file, rows } = await readOperatorRecords(database, location, kind, report);
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
