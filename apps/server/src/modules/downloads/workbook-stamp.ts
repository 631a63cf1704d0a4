import type ExcelJS from 'exceljs';
import type { DownloadStamp } from './fingerprint.js';
import { HIDDEN_SHEET } from './fingerprint-marks.js';

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
