import { randomBytes } from 'node:crypto';
import { EXCEL_NOTICE } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database.js';
import { downloads } from '../../db/schema/index.js';
import { csvCell } from '../../http/csv.js';
import { assertWorkbookSize } from '../../http/xlsx-guard.js';
import type { Actor } from '../identity/index.js';

export type DownloadMeta = {
  /** e.g. 'market_share', 'vendor_report', 'conference', 'crm_enriched', 'report_view'. */
  kind: string;
  /** What the file holds, in words a FIN Admin reads back later. */
  description: string;
  params?: Record<string, unknown>;
  fileName: string;
  format: 'xlsx' | 'csv';
  rowCount: number;
};

export type DownloadStamp = { fingerprint: string; notice: string; issuedAt: Date };

const FINGERPRINT_PATTERN = /FA-[A-Z2-7]{12}/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const HIDDEN_SHEET = 'fa_fingerprint';

function newFingerprint(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const byte of bytes) code += BASE32[byte % 32];
  return `FA-${code}`;
}

/** Logs the download and hands back the fingerprint to embed in the file. */
export async function recordDownload(db: Db, actor: Actor, meta: DownloadMeta): Promise<DownloadStamp> {
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
  return {
    fingerprint,
    notice: `${EXCEL_NOTICE} Ref ${fingerprint}.`,
    issuedAt: row?.createdAt ?? new Date(),
  };
}

/**
 * The notice goes on the sheet's first row, merged across the table; call it before adding rows.
 * The reference printed in it is the fingerprint, so even a printout can be traced.
 */
export function addNoticeRow(sheet: ExcelJS.Worksheet, stamp: DownloadStamp, columnCount: number): void {
  const row = sheet.addRow([stamp.notice]);
  row.font = { italic: true, size: 9 };
  row.alignment = { wrapText: true, vertical: 'top' };
  row.height = 30;
  if (columnCount > 1) sheet.mergeCells(row.number, 1, row.number, columnCount);
}

/**
 * Beyond the visible notice, the fingerprint also sits in the document properties and a very
 * hidden sheet, so deleting the notice row does not remove it.
 */
export function stampWorkbook(workbook: ExcelJS.Workbook, stamp: DownloadStamp): void {
  workbook.creator = 'FIN Atlas';
  workbook.keywords = stamp.fingerprint;
  workbook.description = stamp.notice;
  workbook.created = stamp.issuedAt;
  const hidden = workbook.addWorksheet(HIDDEN_SHEET, { state: 'veryHidden' });
  hidden.getCell('A1').value = stamp.fingerprint;
}

export function stampCsv(csv: string, stamp: DownloadStamp): string {
  return `${csvCell(stamp.notice)}\r\n${csv}`;
}

/** A CSV saved by Excel as "Unicode text" is UTF-16; anything else is read as UTF-8. */
function textOfCsv(file: Buffer): string {
  if (file[0] === 0xff && file[1] === 0xfe) return new TextDecoder('utf-16le').decode(file.subarray(2));
  if (file[0] === 0xfe && file[1] === 0xff) return new TextDecoder('utf-16be').decode(file.subarray(2));
  return file.toString('utf8');
}

/** The text of a cell however Excel stored it after a re-save: plain, rich text, hyperlink or formula. */
function cellText(value: ExcelJS.CellValue): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && typeof value.result === 'string') return value.result;
  }
  return '';
}

/**
 * The fingerprint embedded in an xlsx or csv file we produced, or null when there is none. Read
 * from the document properties first, then the hidden sheet and the notice, so a file that lost
 * one of them (re-saved, notice row deleted, sheets copied out) is still traced.
 */
export async function readFingerprint(file: Buffer): Promise<string | null> {
  const isZip = file.length > 4 && file[0] === 0x50 && file[1] === 0x4b;
  if (!isZip) return textOfCsv(file).match(FINGERPRINT_PATTERN)?.[0] ?? null;
  const workbook = new ExcelJS.Workbook();
  try {
    // A workbook that would unpack past the limits is never parsed: it carries no fingerprint of ours.
    assertWorkbookSize(file);
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  for (const property of [workbook.keywords, workbook.description]) {
    const found = property?.match(FINGERPRINT_PATTERN)?.[0];
    if (found) return found;
  }
  const sheets = [...workbook.worksheets].sort(
    (a, b) => Number(b.name === HIDDEN_SHEET) - Number(a.name === HIDDEN_SHEET),
  );
  for (const sheet of sheets) {
    let found: string | null = null;
    sheet.eachRow((row) => {
      if (found) return;
      row.eachCell((cell) => {
        if (!found) found = cellText(cell.value).match(FINGERPRINT_PATTERN)?.[0] ?? null;
      });
    });
    if (found) return found;
  }
  return null;
}

export async function findDownload(db: Db, fingerprint: string) {
  const [row] = await db.select().from(downloads).where(eq(downloads.fingerprint, fingerprint));
  return row ?? null;
}
