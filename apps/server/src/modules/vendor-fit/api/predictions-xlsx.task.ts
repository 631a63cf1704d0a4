import { type CellValue, EXCEL_COLUMN_WIDTHS, toSpreadsheetValue } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { addNoticeRow, type DownloadStamp, stampWorkbook } from '../../downloads/index.js';

/** text: written as it is; figure: a number, or 'NA' when there is none (spec: non-numeric shows NA). */
export type PredictionColumn = { header: string; kind: 'text' | 'figure'; numFmt?: string };

export type PredictionRow = {
  cells: CellValue[];
  /** Excel number format of the row's figures that have no column format (a variable's own). */
  numFmt?: string;
  /** A categorical variable: its figures are levels, written as text. */
  levels?: boolean;
};

export type PredictionSheet = {
  name: string;
  title: string;
  columns: PredictionColumn[];
  rows: PredictionRow[];
};

export type PredictionsWorkbook = { sheets: PredictionSheet[]; stamp: DownloadStamp };

const MAX_TEXT_WIDTH = 60;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };

function cellOf(column: PredictionColumn, row: PredictionRow, value: CellValue): ExcelJS.CellValue {
  if (column.kind === 'text') return value ?? '';
  if (row.levels && typeof value === 'string') return value;
  return toSpreadsheetValue(value);
}

function widthOf(sheet: PredictionSheet, index: number): number {
  const column = sheet.columns[index] as PredictionColumn;
  if (column.kind === 'figure')
    return Math.max(EXCEL_COLUMN_WIDTHS.min, Math.min(column.header.length + 2, 24));
  let longest = column.header.length;
  for (const row of sheet.rows) longest = Math.max(longest, String(row.cells[index] ?? '').length);
  return Math.min(Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2), MAX_TEXT_WIDTH);
}

/**
 * On a compute worker: the predictions as .xlsx bytes, one sheet per section, each with the
 * confidentiality notice and the download's fingerprint on row 1, a title, the header, the rows.
 */
export async function predictionsXlsx({ sheets, stamp }: PredictionsWorkbook): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 3 }] });
    addNoticeRow(sheet, stamp, spec.columns.length);
    sheet.addRow([spec.title]).font = { bold: true, size: 12 };
    const header = sheet.addRow(spec.columns.map((c) => c.header));
    header.font = { bold: true };
    header.fill = HEADER_FILL;
    for (const row of spec.rows) {
      const added = sheet.addRow(spec.columns.map((column, i) => cellOf(column, row, row.cells[i] ?? null)));
      spec.columns.forEach((column, i) => {
        const format = column.numFmt ?? row.numFmt;
        if (column.kind === 'figure' && format) added.getCell(i + 1).numFmt = format;
      });
    }
    spec.columns.forEach((_, i) => {
      sheet.getColumn(i + 1).width = widthOf(spec, i);
    });
  }
  stampWorkbook(workbook, stamp);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
