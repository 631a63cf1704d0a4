import { DIGITAL_CHANNEL_SOLUTION } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { type Located, readOperatorRecords } from '../evidence/read-operator-records.js';
import { type ImportOptions, ImportReport, type ImportResult } from '../import-report.js';
import { insertRows, recordFileLoad, type SqlSession, withTransaction } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { nameKey, resolveVendorProducts } from '../technographics/catalog-writer.js';
import { DIGITAL_CHANNELS_LAYOUT, type DigitalSnapshotRow, snapshotKey } from './digital-channels-layout.js';
import { clearReplacedSnapshots, insertSnapshots, type SnapshotRecord } from './snapshot-writer.js';

/** The data_loads source of imported digital channels snapshots. */
export const DIGITAL_CHANNELS_SOURCE = 'digital-channels';

/**
 * A product named on a channel serves that channel's technographics solution (Retail Mobile Banking,
 * Retail Online Banking), so the vendor pages and the digital channels reports name the same products.
 */
async function linkProductsToSolutions(session: SqlSession, records: readonly SnapshotRecord[]) {
  const solutions = await session.query<{ id: number; name: string }>(
    'select id, name from solutions where lower(name) = any($1::text[])',
    [Object.values(DIGITAL_CHANNEL_SOLUTION).map(nameKey)],
  );
  const solutionOf = new Map(solutions.map((s) => [nameKey(s.name), s.id]));
  const links = new Map<string, [number, number]>();
  for (const r of records) {
    const solutionId = solutionOf.get(nameKey(DIGITAL_CHANNEL_SOLUTION[r.channel]));
    if (r.productId !== null && solutionId !== undefined)
      links.set(`${r.productId}:${solutionId}`, [r.productId, solutionId]);
  }
  await insertRows(session, 'product_solutions', TABLE_COLUMNS.product_solutions, [...links.values()], {
    conflict: 'on conflict do nothing',
  });
}

/** Whether every institution of the file is one of the generated demo set's. */
async function onlyDemoInstitutions(session: SqlSession, ids: readonly number[]): Promise<boolean> {
  const [row] = await session.query<{ real: number }>(
    "select count(*)::int as real from institutions where id = any($1::int[]) and source <> 'demo'",
    [ids],
  );
  return (row?.real ?? 0) === 0;
}

/**
 * `npm run data -- import digital-channels <csv>`: an operator's snapshot of institutions' mobile apps
 * and online banking platforms (layout: digital-channels-layout.ts and the README, "Digital channels
 * CSV"). Every record is checked and matched first; one bad record refuses the file, naming each bad
 * line. The file is then written in one transaction: the rows stored for each institution, quarter
 * and channel it covers (an earlier import, or demo rows) are replaced, so importing it again updates
 * in place. Vendors and products are matched by name and created when new, with a warning naming them.
 * The load is recorded in data_loads (by file name), which moves the data version caches compare.
 */
export async function importDigitalChannels(
  database: Database,
  location: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport(DIGITAL_CHANNELS_SOURCE, options.progress);
  const progress = report.progress;
  const { file, rows } = await readOperatorRecords<DigitalSnapshotRow>(
    database,
    location,
    { source: DIGITAL_CHANNELS_SOURCE, noun: 'snapshots', layout: DIGITAL_CHANNELS_LAYOUT, key: snapshotKey },
    report,
  );
  const result = await withTransaction(database, async (session) => {
    progress.phase('digital-channels: vendors and products');
    const catalog = await resolveVendorProducts(session, rows);
    for (const name of catalog.created.vendors) report.warn(`created vendor "${name}"`);
    for (const name of catalog.created.products) report.warn(`created product "${name}"`);
    const records: SnapshotRecord[] = rows.map((r: Located<DigitalSnapshotRow>) => ({
      ...r,
      vendorId: catalog.vendorIdOf(r.vendor),
      productId: catalog.productIdOf(r),
    }));
    await linkProductsToSolutions(session, records);
    const replaced = await clearReplacedSnapshots(session, records);
    progress.phase(
      `digital-channels: writing ${records.length.toLocaleString('en-US')} snapshots`,
      records.length,
    );
    await insertSnapshots(session, records, (n) => progress.update(n));
    const institutions = [...new Set(records.map((r) => r.institutionId))];
    const outcome = report.result(null, records.length, {
      snapshots: records.length,
      institutions: institutions.length,
      periods: new Set(records.map((r) => r.period)).size,
      replacedSnapshots: replaced,
      createdVendors: catalog.created.vendors.length,
      createdProducts: catalog.created.products.length,
    });
    await recordFileLoad(session, {
      ...outcome,
      source: DIGITAL_CHANNELS_SOURCE,
      // Demo institutions' rows go with the demo set when regulator data replaces it, and so does this record.
      isDemo: await onlyDemoInstitutions(session, institutions),
      fileName: file,
    });
    return outcome;
  });
  progress.done();
  return { ...result, durationMs: Date.now() - report.startedAt.getTime() };
}
