import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import type { Db } from '../../../db/database.js';
import { type DownloadMeta, recordDownload } from '../../downloads/index.js';
import type { Actor } from '../../identity/index.js';
import type { InstitutionListSheet, institutionListXlsx } from './report-excel.task.js';

const INSTITUTION_LIST_XLSX = computeTask<typeof institutionListXlsx>(
  new URL('./report-excel.task.js', import.meta.url),
  'institutionListXlsx',
);

/** What the download log records, and the sheet's title and rows. */
export type InstitutionListDownload = Omit<DownloadMeta, 'format' | 'rowCount'> &
  Omit<InstitutionListSheet, 'stamp'>;

/**
 * The institution list of a report as an Excel file: the confidentiality notice with the
 * download's fingerprint on row 1, a title, the header, then one row per usage row. Every
 * download is logged first, so the file's fingerprint always names a recorded download; the
 * workbook is then built and written on a compute worker (report-excel.task.ts).
 */
export async function institutionListWorkbook(
  db: Db,
  actor: Actor,
  download: InstitutionListDownload,
  activity: ActivityRecorder,
): Promise<Buffer> {
  const { rows, title, ...meta } = download;
  const stamp = await recordDownload(db, actor, { ...meta, format: 'xlsx', rowCount: rows.length }, activity);
  const bytes = await runCompute(INSTITUTION_LIST_XLSX, { title, rows, stamp });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
