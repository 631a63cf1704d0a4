import { EXCEL_COLUMN_WIDTHS } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { addNoticeRow, type DownloadStamp, stampWorkbook } from '../downloads/index.js';
import type { ReportTable } from './report-csv.js';

export type ReportSheet = { sheetName: string; table: ReportTable; stamp: DownloadStamp };

const MAX_WIDTH = 50;

/**
 * On a compute worker: every value of a report as .xlsx bytes, the confidentiality notice with the
 * download's fingerprint on row 1, the header on row 2, then the rows of the report's CSV (raw
 * figures, as the CSV gives them), the fingerprint also in the document properties.
 */
export async function reportXlsx({ sheetName, table, stamp }: ReportSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report', {
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  addNoticeRow(sheet, stamp, table.header.length);
  const header = sheet.addRow(table.header);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
  for (const row of table.rows) sheet.addRow(row);
  table.header.forEach((label, c) => {
    let longest = label.length;
    for (const row of table.rows.slice(0, 200)) longest = Math.max(longest, String(row[c] ?? '').length);
    sheet.getColumn(c + 1).width = Math.min(MAX_WIDTH, Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2));
  });
  stampWorkbook(workbook, stamp);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
