import { EXCEL_COLUMN_WIDTHS } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { addNoticeRow, type DownloadStamp, stampWorkbook } from '../downloads/index.js';

export type EnrichedCell = string | number | null;
export type EnrichedTable = {
  header: string[];
  /** Where the added columns start, and which of them hold numbers how. */
  firstAdded: number;
  formats: Map<number, string>;
  rows: EnrichedCell[][];
};

export type EnrichedSheet = { table: EnrichedTable; stamp: DownloadStamp; sheetName: string };

const MAX_WIDTH = 50;

/**
 * On a compute worker: the enriched table as .xlsx bytes, the fingerprint notice on row 1, the
 * header on row 2, filters and a frozen header.
 */
export async function enrichedXlsx({ table, stamp, sheetName }: EnrichedSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 2 }] });
  addNoticeRow(sheet, stamp, table.header.length);
  const headerRow = sheet.addRow(table.header);
  headerRow.font = { bold: true };
  headerRow.eachCell((cell, column) => {
    const added = column - 1 >= table.firstAdded;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: added ? 'FFDCE8F5' : 'FFEDEDED' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  for (const row of table.rows) sheet.addRow(row);
  table.header.forEach((name, i) => {
    const column = sheet.getColumn(i + 1);
    const longest = Math.max(name.length, ...table.rows.slice(0, 500).map((r) => String(r[i] ?? '').length));
    column.width = Math.min(MAX_WIDTH, Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2));
    const format = table.formats.get(i);
    if (format) column.numFmt = format;
  });
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: table.header.length } };
  stampWorkbook(workbook, stamp);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
