import type { Database } from '../../db/database.js';
import { ImportError, type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import { openOperatorCsv, singleCsvEntry } from '../io/operator-csv.js';
import {
  recordDataLoad,
  type SqlSession,
  STORED_REJECTIONS,
  sessionOf,
  withTransaction,
} from '../store/index.js';
import { HmdaActivityAggregator } from './activity-aggregator.js';
import { deleteHmdaActivity, insertHmdaActivity } from './hmda-store.js';
import { HMDA_README_SECTION } from './import-hmda-panel.js';
import { type LarColumns, type LarRead, larColumns, type PanelIndex, readLar } from './lar-reader.js';

/**
 * `npm run data -- import hmda-lar <csv|csv.gz|zip> [--lenders-only]`: one year of HMDA loan/application
 * records, summed per lender and geography as they stream by (memory follows lenders x geographies,
 * not rows). The year's panel must be loaded first: it says which lender each LEI counts for.
 *
 * A national file replaces the whole year. A file of some lenders (the Data Browser's download for
 * one lender or one state) is imported with --lenders-only and replaces those lenders' activity
 * only. Without the flag, a file naming fewer than half of the panel's lenders is refused, so a
 * partial file never wipes the rest of the year by mistake.
 */

const PANEL_FIRST = 'npm run data -- import hmda-panel <panel csv>';

const counted = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Bytes are parsed a slice at a time: the records of one slice are garbage before the young
 * generation is next collected, so they are never promoted and the heap stays small.
 */
const SLICE = 64 * 1024;

async function* slices(bytes: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.length; at += size) yield chunk.subarray(at, at + size);
  }
}

type YearPanel = { index: PanelIndex; lenderIds: number[] };

async function loadPanel(database: Database, year: number): Promise<YearPanel> {
  const rows = await sessionOf(database).query<{ lei: string; lender_id: number }>(
    'select lei, lender_id from hmda_lenders where year = $1',
    [year],
  );
  if (rows.length === 0) {
    throw new ImportError(
      `No HMDA panel for ${year} is loaded: import the ${year} reporter panel first (${PANEL_FIRST}), then this file.`,
    );
  }
  const lenderIds = [...new Set(rows.map((r) => r.lender_id))];
  const position = new Map(lenderIds.map((id, i) => [id, i]));
  return { index: new Map(rows.map((r) => [r.lei, position.get(r.lender_id) as number])), lenderIds };
}

export async function importHmdaLar(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('hmda-lar', options.progress);
  report.keepRejections = STORED_REJECTIONS;
  const file = await singleCsvEntry(location, 'HMDA LAR CSV');
  const entry = { ...file, open: () => slices(file.open(), SLICE) };
  report.progress.phase(`hmda-lar: reading ${entry.name}`, entry.size, 'bytes');
  let at: LarColumns | undefined;
  const table = await openOperatorCsv(entry, report, {
    what: 'a HMDA loan/application register (LAR) file',
    readmeSection: HMDA_README_SECTION,
    missingColumns: (columns) => {
      const found = larColumns(columns);
      at = found.at;
      return found.missing;
    },
  });
  const aggregator = new HmdaActivityAggregator();
  let panel: YearPanel | undefined;
  const read = await readLar(entry.name, table, at as LarColumns, report, aggregator, async (year) => {
    panel = await loadPanel(database, year);
    return panel.index;
  });
  report.progress.done();
  const lenders = aggregator.lenders;
  const yearPanel = panel as YearPanel;
  const wholeYear = !options.lendersOnly;
  if (wholeYear && lenders.length * 2 < yearPanel.lenderIds.length) {
    throw new ImportError(
      `${entry.name} holds records of ${lenders.length} of the ${yearPanel.lenderIds.length} lenders of the ` +
        `${read.year} panel: it looks like a file of some lenders or one state, and importing it as the whole ` +
        `year would remove the other lenders' ${read.year} activity. Import it with --lenders-only to replace ` +
        'only these lenders, or import the national file.',
    );
  }
  const lenderIds = yearPanel.lenderIds;
  const result = await withTransaction(database, (session) =>
    storeActivity(session, report, read, aggregator, {
      lenderIds,
      replaced: wholeYear ? 'all' : lenders.map((i) => lenderIds[i] as number),
    }),
  );
  report.progress.done();
  // Fresh planner statistics: the year's rows were all just replaced.
  await sessionOf(database).query('analyze hmda_activity');
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}

async function storeActivity(
  session: SqlSession,
  report: ImportReport,
  read: LarRead,
  aggregator: HmdaActivityAggregator,
  scope: { lenderIds: readonly number[]; replaced: readonly number[] | 'all' },
): Promise<ImportResult> {
  const { year } = read;
  if (read.unknownLeis.size > 0) {
    const rows = [...read.unknownLeis.values()].reduce((a, b) => a + b, 0);
    report.warn(
      `${counted(rows, 'record')} of ${counted(read.unknownLeis.size, 'LEI')} not in the ${year} panel ` +
        `${rows === 1 ? 'was' : 'were'} rejected: import the ${year} panel that names them first (${PANEL_FIRST})`,
    );
  }
  await deleteHmdaActivity(session, year, scope.replaced);
  report.progress.phase(`hmda-lar ${year}: writing activity`, aggregator.slots);
  const written = await insertHmdaActivity(session, year, aggregator.rows(scope.lenderIds), (n) =>
    report.progress.update(n),
  );
  const { levels } = aggregator.geographies;
  const outcome = report.result(`${year}-12-31`, read.accepted, {
    lenders: aggregator.lenders.length,
    activityRows: written,
    states: levels.filter((l) => l === 'state').length,
    counties: levels.filter((l) => l === 'county').length,
    msas: levels.filter((l) => l === 'msa').length,
    ...(scope.replaced === 'all' ? {} : { lendersReplacedOnly: scope.replaced.length }),
  });
  await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
  return outcome;
}
