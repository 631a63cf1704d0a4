import type { Database } from '../../db/database.js';
import { ImportError, type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import { openOperatorCsv, singleCsvEntry } from '../io/operator-csv.js';
import { recordDataLoad, type SqlSession, withTransaction } from '../store/index.js';
import { followPanelChanges } from './activity-follows-panel.js';
import { replaceHmdaPanel } from './hmda-store.js';
import { matchPanelLenders } from './lender-matching.js';
import { type PanelColumns, type PanelRecord, panelColumns, readPanelRecords } from './panel-reader.js';

/**
 * `npm run data -- import hmda-panel <csv>`: the HMDA reporter panel of one year. Each LEI is matched
 * by RSSD to a loaded bank, credit union or holding company, or becomes a mortgage company. The year's
 * panel is replaced in one transaction; its LAR activity, already loaded or not, is imported next.
 */

export const HMDA_README_SECTION = 'Mortgage lending (HMDA)';

export async function importHmdaPanel(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport('hmda-panel', options.progress);
  const entry = await singleCsvEntry(location, 'HMDA panel CSV');
  report.progress.phase(`hmda-panel: reading ${entry.name}`, entry.size, 'bytes');
  let at: PanelColumns | undefined;
  const table = await openOperatorCsv(entry, report, {
    what: 'a HMDA panel file',
    readmeSection: HMDA_README_SECTION,
    missingColumns: (columns) => {
      const found = panelColumns(columns);
      at = found.at;
      return found.missing;
    },
  });
  const { year, records } = await readPanelRecords(entry.name, table, at as PanelColumns, report);
  report.progress.done();
  if (year === undefined || records.length === 0) throw new ImportError(`${entry.name} has no panel rows`);
  report.progress.phase(`hmda-panel ${year}: matching ${records.length} lenders`);
  const result = await withTransaction(database, (session) => storePanel(session, report, year, records));
  report.progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}

async function storePanel(
  session: SqlSession,
  report: ImportReport,
  year: number,
  records: readonly PanelRecord[],
): Promise<ImportResult> {
  const { lenders, counts } = await matchPanelLenders(session, records);
  const previous = await session.query<{ lei: string; lender_id: number }>(
    'select lei, lender_id from hmda_lenders where year = $1',
    [year],
  );
  await replaceHmdaPanel(session, year, lenders);
  const followed = await followPanelChanges(session, year, previous, lenders);
  // A mortgage company no panel year points to any more (its LEI now counts for a bank) leaves the lists.
  await session.query(
    `update mortgage_companies m set active = false, updated_at = now()
      where m.active and not exists (select 1 from hmda_lenders l where l.lender_id = m.id)`,
  );
  if (counts.unmatchedDepositories > 0) {
    report.warn(
      `${counts.unmatchedDepositories} depository institutions of the panel match no loaded bank or credit union by RSSD ` +
        'and are listed as mortgage companies: import their FDIC or NCUA data, then this panel again',
    );
  }
  if (counts.demoMatches > 0) {
    report.warn(
      `${counts.demoMatches} LEIs were matched by RSSD to institutions of the generated demo data set: ` +
        'import the FDIC and NCUA data (they replace the demo data), then this panel again',
    );
  }
  if (followed.removed > 0) {
    report.warn(
      `${followed.removed} lenders' ${year} activity was removed because their LEIs now count for other lenders: ` +
        `import the ${year} LAR file again`,
    );
  }
  const outcome = report.result(`${year}-12-31`, lenders.length, {
    ...counts,
    replacedLenders: previous.length,
    movedActivity: followed.moved,
  });
  await recordDataLoad(session, { ...outcome, startedAt: report.startedAt });
  return outcome;
}
