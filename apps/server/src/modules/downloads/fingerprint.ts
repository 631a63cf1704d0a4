import { randomBytes } from 'node:crypto';
import { type ActivityModule, EXCEL_NOTICE, type NO_ACTIVITY_MODULE } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { activityOf } from '../../activity/activity-event.js';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import { computeTask, runCompute } from '../../compute/worker-pool.js';
import type { Db } from '../../db/database.js';
import { downloads } from '../../db/schema/index.js';
import { csvCell } from '../../http/csv.js';
import { assertWorkbookSize } from '../../http/xlsx-guard.js';
import type { Actor } from '../identity/index.js';
import type { workbookFingerprint } from './fingerprint.task.js';
import { FINGERPRINT_PATTERN } from './fingerprint-marks.js';

export type DownloadMeta = {
  /** e.g. 'market_share', 'vendor_report', 'conference', 'crm_enriched', 'report_view'. */
  kind: string;
  /** What the file holds, in words a FIN Admin reads back later. */
  description: string;
  params?: Record<string, unknown>;
  fileName: string;
  format: 'xlsx' | 'csv';
  rowCount: number;
  /** The module the file comes from, as the activity reports count exports. */
  module: ActivityModule | typeof NO_ACTIVITY_MODULE;
};

export type DownloadStamp = { fingerprint: string; notice: string; issuedAt: Date };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newFingerprint(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const byte of bytes) code += BASE32[byte % 32];
  return `FA-${code}`;
}

/** A file the user exported, for the activity reports (once its download is logged). */
export function recordExport(
  activity: ActivityRecorder,
  actor: Actor,
  meta: DownloadMeta,
  fingerprint: string,
): void {
  activity.record(
    activityOf(actor, {
      kind: 'export',
      module: meta.module,
      target: meta.fileName,
      details: { fingerprint, download_kind: meta.kind, format: meta.format, rows: meta.rowCount },
    }),
  );
}

/**
 * Logs the download and hands back the fingerprint to embed in the file. `activity` counts it as
 * the user's export; null for a file a scheduled delivery produces (the delivery is its own event).
 */
export async function recordDownload(
  db: Db,
  actor: Actor,
  meta: DownloadMeta,
  activity: ActivityRecorder | null,
): Promise<DownloadStamp> {
  const fingerprint = newFingerprint();
  const [row] = await db
    .insert(downloads)
    .values({
      fingerprint,
      userId: actor.user.id,
      groupId: actor.user.clientGroupId,
      actorUserId: actor.impersonator?.id ?? null,
      kind: meta.kind,
      description: meta.description,
      params: meta.params ?? {},
      fileName: meta.fileName,
      format: meta.format,
      rowCount: meta.rowCount,
    })
    .returning({ createdAt: downloads.createdAt });
  if (activity) recordExport(activity, actor, meta, fingerprint);
  return {
    fingerprint,
    notice: `${EXCEL_NOTICE} Ref ${fingerprint}.`,
    issuedAt: row?.createdAt ?? new Date(),
  };
}

/** The notice as a CSV's first line; a CSV written as a stream starts with it. */
export const csvNoticeLine = (stamp: DownloadStamp): string => `${csvCell(stamp.notice)}\r\n`;

export function stampCsv(csv: string, stamp: DownloadStamp): string {
  return `${csvNoticeLine(stamp)}${csv}`;
}

/** A CSV saved by Excel as "Unicode text" is UTF-16; anything else is read as UTF-8. */
function textOfCsv(file: Buffer): string {
  if (file[0] === 0xff && file[1] === 0xfe) return new TextDecoder('utf-16le').decode(file.subarray(2));
  if (file[0] === 0xfe && file[1] === 0xff) return new TextDecoder('utf-16be').decode(file.subarray(2));
  return file.toString('utf8');
}

const WORKBOOK_FINGERPRINT = computeTask<typeof workbookFingerprint>(
  new URL('./fingerprint.task.js', import.meta.url),
  'workbookFingerprint',
);

/**
 * The fingerprint embedded in an xlsx or csv file we produced, or null when there is none. A
 * workbook is read on a compute worker (fingerprint.task.ts), a CSV here.
 */
export async function readFingerprint(file: Buffer): Promise<string | null> {
  const isZip = file.length > 4 && file[0] === 0x50 && file[1] === 0x4b;
  if (!isZip) return textOfCsv(file).match(FINGERPRINT_PATTERN)?.[0] ?? null;
  try {
    // A workbook that would unpack past the limits is never parsed: it carries no fingerprint of ours.
    assertWorkbookSize(file);
  } catch {
    return null;
  }
  return runCompute(WORKBOOK_FINGERPRINT, file);
}

export async function findDownload(db: Db, fingerprint: string) {
  const [row] = await db.select().from(downloads).where(eq(downloads.fingerprint, fingerprint));
  return row ?? null;
}
