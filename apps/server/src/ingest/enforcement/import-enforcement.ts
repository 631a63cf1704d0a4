import type { Database } from '../../db/database.js';
import { type InstitutionIndex, readInstitutionIndex } from '../evidence/evidence-institutions.js';
import { type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import type { InputEntry } from '../io/input.js';
import { openOperatorCsv, singleCsvEntry } from '../io/operator-csv.js';
import { recordFileLoad, withTransaction } from '../store/index.js';
import {
  actionKey,
  type EnforcementCsvRow,
  missingEnforcementColumns,
  parseEnforcementRow,
} from './enforcement-csv-layout.js';
import { writeEnforcementActions } from './enforcement-writer.js';

/** The data_loads source of imported enforcement actions. */
export const ENFORCEMENT_SOURCE = 'enforcement';

type Accepted = EnforcementCsvRow & { institutionId: number; key: string };

/** The institution a row names, or the reason it names none (or two different ones). */
function matchInstitution(
  row: EnforcementCsvRow,
  index: InstitutionIndex,
): { id: number } | { reason: string } {
  let byId: number | undefined;
  if (row.cert !== null) {
    byId = index.byKey.get(`bank:${row.cert}`);
    if (byId === undefined) return { reason: `no bank with FDIC cert ${row.cert}` };
  } else if (row.charter !== null) {
    byId = index.byKey.get(`credit_union:${row.charter}`);
    if (byId === undefined) return { reason: `no credit union with NCUA charter ${row.charter}` };
  }
  if (row.rssdId === null) return { id: byId as number };
  const candidates = (index.byRssd.get(row.rssdId) ?? []).map((c) => c.id);
  if (byId !== undefined) {
    return candidates.includes(byId)
      ? { id: byId }
      : {
          reason: `${row.cert !== null ? `cert ${row.cert}` : `charter ${row.charter}`} and rssd_id ${row.rssdId} name different institutions`,
        };
  }
  if (candidates.length === 0) return { reason: `no institution with rssd_id ${row.rssdId}` };
  if (candidates.length > 1)
    return { reason: `rssd_id ${row.rssdId} names ${candidates.length} institutions: add cert or charter` };
  return { id: candidates[0] as number };
}

async function readRows(
  entry: InputEntry,
  report: ImportReport,
  index: InstitutionIndex,
): Promise<Accepted[]> {
  const file = entry.name;
  const count = report.file(file);
  const table = await openOperatorCsv(entry, report, {
    what: 'an enforcement actions CSV',
    readmeSection: 'Enforcement actions CSV',
    missingColumns: missingEnforcementColumns,
  });
  const today = new Date().toISOString().slice(0, 10);
  const accepted: Accepted[] = [];
  const lineOfKey = new Map<string, number>();
  for await (const { fields, line } of table.rows) {
    count.rows++;
    const parsed = parseEnforcementRow(table.columns, fields, line, today);
    if (!parsed.ok) {
      report.reject(file, line, parsed.reason);
      continue;
    }
    const match = matchInstitution(parsed.row, index);
    if ('reason' in match) {
      report.reject(file, line, match.reason);
      continue;
    }
    const key = actionKey(match.id, parsed.row);
    const earlier = lineOfKey.get(key);
    if (earlier !== undefined) {
      report.reject(
        file,
        line,
        `repeats the action of line ${earlier} (same institution, agency and docket)`,
      );
      continue;
    }
    lineOfKey.set(key, line);
    accepted.push({ ...parsed.row, institutionId: match.id, key });
  }
  return accepted;
}

/**
 * `npm run data -- import enforcement <csv>`: regulators' enforcement actions. Every row is checked
 * and matched to an institution by FDIC cert, NCUA charter or RSSD id; rejected rows are reported with
 * file, line and reason. Accepted rows are written in one transaction, replacing an earlier import of
 * the same actions (same institution, agency and docket, or type and start date without a docket),
 * so importing the same file again changes nothing. Demo actions are left alone.
 */
export async function importEnforcement(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('enforcement', options.progress);
  const progress = report.progress;
  const entry = await singleCsvEntry(location, 'enforcement actions CSV');
  const index = await readInstitutionIndex(database);
  progress.phase(`enforcement: reading ${entry.name}`, entry.size, 'bytes');
  const rows = await readRows(entry, report, index);
  progress.done();

  const result = await withTransaction(database, async (session) => {
    progress.phase(`enforcement: writing ${rows.length.toLocaleString('en-US')} actions`, rows.length);
    const [removed] = await session.query<{ n: number }>(
      `with gone as (
         delete from enforcement_actions a
          where a.source = 'import'
            and (a.institution_id::text || '|' || a.agency || '|' ||
                 coalesce(a.docket_number, lower(a.action_type) || '|' || a.initiated_on::text)) = any($1::text[])
         returning 1)
       select count(*)::int as n from gone`,
      [rows.map((r) => r.key)],
    );
    await writeEnforcementActions(session, rows, 'import', (n) => progress.update(n));
    const outcome = report.result(null, rows.length, {
      actions: rows.length,
      institutions: new Set(rows.map((r) => r.institutionId)).size,
      inForce: rows.filter((r) => r.terminatedOn === null).length,
      replacedActions: removed?.n ?? 0,
    });
    // One provenance row per file name: importing the same file again replaces its record.
    await recordFileLoad(session, {
      ...outcome,
      source: ENFORCEMENT_SOURCE,
      isDemo: false,
      fileName: entry.name,
    });
    return outcome;
  });
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}
