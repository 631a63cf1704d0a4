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
import { findEntry, type InputEntry, openInput } from './io/input.js';
import { parseDate, parseInteger, text } from './io/values.js';
import { insertRows, institutionIdsByRegulatoryId, recordDataLoad, withTransaction } from './store/index.js';
import { TABLE_COLUMNS } from './store/table-columns.js';

/**
 * FDIC BankFind structure-change ("history") exports: Business Combinations / Failures and
 * Interim Mergers & Reorganizations CSVs (any CSV with CHANGECODE and EFFDATE columns), plus
 * events_definitions.csv, FDIC's dictionary of their columns. Each row is one event with FDIC's
 * change code; the acquirer (ACQ_CERT, else SUR_CERT) and the target (OUT_CERT, else CERT) are
 * matched to loaded banks by certificate when present. All FDIC history events are replaced in one
 * transaction.
 */

export type StructureEventKind = 'merger' | 'failure' | 'other';

/**
 * FDIC change codes: 211-219 are failures and their resolutions (211 whole institution, 215
 * multiple acquirers, 216 bridge bank, 217 pass-through receivership); 221-229 are unassisted
 * mergers, absorptions and consolidations. Anything else (820 interim reorganisation, 830 open bank
 * assistance, 350/360 conservatorship ...) is 'other'.
 */
export function eventKind(
  changeCode: number,
  description: string | null,
  hasAcquirer: boolean,
): StructureEventKind {
  const desc = (description ?? '').toUpperCase();
  if ((changeCode >= 211 && changeCode <= 219) || desc.includes('FAILURE')) return 'failure';
  if (
    (changeCode >= 221 && changeCode <= 229) ||
    (hasAcquirer && /MERGE|ABSORB|CONSOLIDAT|COMBINATION/.test(desc))
  ) {
    return 'merger';
  }
  return 'other';
}

type EventRow = {
  line: number;
  file: string;
  eventDate: string;
  changeCode: number;
  kind: StructureEventKind;
  description: string | null;
  acquirerCert: string | null;
  targetCert: string | null;
  targetName: string | null;
};

const certOf = (raw: string | undefined) => {
  const n = parseInteger(raw);
  return n !== null && !Number.isNaN(n) && n > 0 ? String(n) : null;
};

async function readEvents(entry: InputEntry, report: ImportReport, ids: Set<string>, out: EventRow[]) {
  const file = entry.name;
  const count = report.file(file);
  const table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  const { columns } = table;
  const get = (c: Columns, fields: string[], ...names: string[]) => {
    for (const name of names) {
      const i = c.index(name);
      const value = i === undefined ? undefined : text(fields[i]);
      if (value) return value;
    }
    return null;
  };
  for await (const { fields, line } of table.rows) {
    count.rows++;
    if (fields.length !== columns.length) {
      report.reject(file, line, `expected ${columns.length} fields, found ${fields.length}`);
      continue;
    }
    const id = get(columns, fields, 'ID');
    if (id) {
      if (ids.has(id)) {
        report.reject(file, line, `event ${id} is listed twice`);
        continue;
      }
      ids.add(id);
    }
    const rawCode = get(columns, fields, 'CHANGECODE');
    const changeCode = parseInteger(rawCode ?? '');
    if (changeCode === null || Number.isNaN(changeCode)) {
      report.reject(file, line, `CHANGECODE "${rawCode ?? ''}" is not a change code`);
      continue;
    }
    const rawDate = get(columns, fields, 'EFFDATE');
    const eventDate = parseDate(rawDate ?? '');
    if (!eventDate) {
      report.reject(file, line, `EFFDATE "${rawDate ?? ''}" is not a date`);
      continue;
    }
    const targetCert = certOf(get(columns, fields, 'OUT_CERT', 'CERT') ?? undefined);
    let acquirerCert = certOf(get(columns, fields, 'ACQ_CERT', 'SUR_CERT') ?? undefined);
    if (acquirerCert === targetCert) acquirerCert = null;
    const description = get(columns, fields, 'CHANGECODE_DESC');
    out.push({
      line,
      file,
      eventDate,
      changeCode,
      kind: eventKind(changeCode, description, acquirerCert !== null),
      description,
      acquirerCert,
      targetCert,
      targetName: get(columns, fields, 'OUT_INSTNAME', 'INSTNAME', 'FRM_INSTNAME'),
    });
  }
}

export async function importFdicHistory(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('fdic-history', options.progress);
  const progress = report.progress;
  const input = await openInput(location);
  const csvs = input.entries.filter((e) => /\.csv$/i.test(e.name));
  // Event files are recognised by their columns, whatever their export date in the name.
  const eventFiles: InputEntry[] = [];
  for (const entry of csvs) {
    const table = await openTable(entry.open());
    const { columns } = table;
    await table.close();
    if (columns.has('CHANGECODE') && columns.has('EFFDATE')) eventFiles.push(entry);
  }
  if (eventFiles.length === 0) {
    throw new ImportError(`no FDIC history files (CSV with CHANGECODE and EFFDATE columns) in ${location}`);
  }
  const definitions = findEntry(input, 'events_definitions.csv');
  if (definitions) {
    // FDIC's column dictionary: warn when an event file lacks a column the importer relies on.
    const table = await openTable(definitions.open());
    const defined = new Set<string>();
    const nameAt = table.columns.index('Variable Name') ?? 0;
    for await (const { fields } of table.rows) defined.add((fields[nameAt] ?? '').trim().toUpperCase());
    for (const name of ['CHANGECODE', 'EFFDATE', 'CERT', 'ACQ_CERT', 'OUT_CERT']) {
      if (!defined.has(name)) report.warn(`events_definitions.csv does not define ${name}`);
    }
  } else {
    report.warn(`events_definitions.csv is not in ${location}`);
  }
  const others = csvs.filter((e) => !eventFiles.includes(e) && e !== definitions);
  if (others.length > 0) {
    report.warn(`not structure-change files, ignored: ${others.map((e) => e.name).join(', ')}`);
  }

  const events: EventRow[] = [];
  const ids = new Set<string>();
  const total = eventFiles.every((f) => f.size !== undefined)
    ? eventFiles.reduce((s, f) => s + (f.size ?? 0), 0)
    : undefined;
  progress.phase(`fdic-history: reading ${eventFiles.length} files`, total, 'bytes');
  for (const entry of eventFiles) await readEvents(entry, report, ids, events);
  progress.done();

  const result = await withTransaction(database, async (session) => {
    await replaceDemoData(session, report);
    const banks = await institutionIdsByRegulatoryId(session, 'bank');
    const rows = events.map((e) => [
      e.eventDate,
      e.changeCode,
      e.kind,
      e.description,
      'bank',
      e.acquirerCert ? (banks.get(e.acquirerCert) ?? null) : null,
      e.targetCert ? (banks.get(e.targetCert) ?? null) : null,
      e.acquirerCert,
      e.targetCert,
      e.targetName,
      'fdic-history',
    ]);
    const removed = await session.query<{ n: number }>(
      "with gone as (delete from structure_events where source = 'fdic-history' returning 1) select count(*)::int as n from gone",
    );
    progress.phase('fdic-history: writing events', rows.length);
    await insertRows(session, 'structure_events', TABLE_COLUMNS.structure_events, rows, {
      onProgress: (n) => progress.update(n),
    });
    const byKind = (kind: StructureEventKind) => events.filter((e) => e.kind === kind).length;
    const outcome = report.result(null, rows.length, {
      events: rows.length,
      mergers: byKind('merger'),
      failures: byKind('failure'),
      other: byKind('other'),
      matchedTargets: rows.filter((r) => r[6] !== null).length,
      matchedAcquirers: rows.filter((r) => r[5] !== null).length,
      replacedEvents: removed[0]?.n ?? 0,
    });
    await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
    return outcome;
  });
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}
