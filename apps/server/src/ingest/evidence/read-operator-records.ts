import type { Database } from '../../db/database.js';
import { ImportError, type ImportReport, type ImportSource } from '../import-report.js';
import { type EvidenceRecord, openEvidenceFile } from './evidence-file.js';
import { matchInstitution, readInstitutionIndex } from './evidence-institutions.js';
import type { EvidenceLayout } from './evidence-layouts.js';

/** A record of an operator's file matched to its institution. */
export type Located<Row> = Row & { institutionId: number };

/** Problems listed in the refusal of a file; the count says how many there were in all. */
const SHOWN_PROBLEMS = 20;

/** What an operator's file holds: how to read a record, and what makes two records the same one. */
export type OperatorRecordKind<Row> = {
  source: ImportSource;
  /** 'job postings', for messages. */
  noun: string;
  layout: EvidenceLayout<Row>;
  /** A record's identity: the same one twice in a file is refused. */
  key(row: Located<Row>): string;
};

/**
 * Every record of an operator's file (CSV or JSON, evidence-file.ts) checked and matched to its
 * institution (evidence-institutions.ts). One bad record refuses the file as a whole, naming each
 * problem with its line (CSV) or record number (JSON): an operator fixes the file and imports it
 * again, and the tables never hold half a feed.
 */
export async function readOperatorRecords<Row>(
  database: Database,
  location: string,
  kind: OperatorRecordKind<Row>,
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
