import {
  type CellValue,
  EXCEL_COLUMN_WIDTHS,
  type ExcelClientExportKind,
  toSpreadsheetValue,
} from '@fin-atlas/domain';
import type ExcelJS from 'exceljs';

/** id: an institution id; value: a figure ('NA' when not a number); text: anything else. */
export type SheetColumnKind = 'id' | 'text' | 'value';
export type SheetColumn = {
  header: string;
  kind: SheetColumnKind;
  /** A column's own number format (a percentile), ahead of the row's. */
  numFmt?: string;
};

export type SheetRow = {
  cells: CellValue[];
  /** Excel number format of the row's value cells (each metric row has its own). */
  numFmt?: string;
  /** A section heading row rather than data. */
  heading?: boolean;
};

export type SheetSpec = {
  kind: ExcelClientExportKind;
  sheetName: string;
  columns: SheetColumn[];
  rows: SheetRow[];
};

export type Stamp = { fingerprint: string; notice: string };

// Widest a text column grows to fit its content; longer names wrap rather than push figures away.
const MAX_TEXT_WIDTH = 60;
// Excel refuses sheet names over 31 characters or with these characters.
const SHEET_NAME = /[\\/*?:[\]]/g;
// Same sheet as the server's stampWorkbook, so the FIN Admin read-back finds browser-built files.
export const FINGERPRINT_SHEET = 'fa_fingerprint';

export function sheetName(name: string): string {
  return name.replace(SHEET_NAME, ' ').trim().slice(0, 31) || 'Report';
}

/** Widths by column kind: ids 10, figures 30, text as long as its longest entry but never under 10. */
export function columnWidths(spec: Pick<SheetSpec, 'columns' | 'rows'>): number[] {
  return spec.columns.map((column, index) => {
    if (column.kind === 'id') return EXCEL_COLUMN_WIDTHS.id;
    if (column.kind === 'value') return EXCEL_COLUMN_WIDTHS.value;
    let longest = column.header.length;
    for (const row of spec.rows) {
      if (row.heading) continue;
      const cell = row.cells[index];
      if (cell !== null && cell !== undefined) longest = Math.max(longest, String(cell).length);
    }
    return Math.max(EXCEL_COLUMN_WIDTHS.min, Math.min(MAX_TEXT_WIDTH, longest + 2));
  });
}

/** A data cell as written: figures stay numbers (or become 'NA'), ids numbers, text text. */
export function sheetCell(kind: SheetColumnKind, value: CellValue): ExcelJS.CellValue {
  if (kind === 'value') return toSpreadsheetValue(value);
  if (value === null) return '';
  return value;
}

/** Rows the file holds, for the download log. */
export const dataRowCount = (spec: SheetSpec): number => spec.rows.filter((r) => !r.heading).length;

/**
 * The workbook of a report export: the notice (with its fingerprint) on the first row, the
 * headers on the second, then the rows; the fingerprint also in the document properties and a
 * very hidden sheet, as the server stamps its own files.
 */
export function buildWorkbook(Workbook: typeof ExcelJS.Workbook, spec: SheetSpec, stamp: Stamp) {
  const workbook = new Workbook();
  workbook.creator = 'FIN Atlas';
  workbook.keywords = stamp.fingerprint;
  workbook.description = stamp.notice;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(spec.sheetName), {
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  const widths = columnWidths(spec);
  sheet.columns = widths.map((width) => ({ width }));

  const notice = sheet.addRow([stamp.notice]);
  notice.font = { italic: true, size: 9 };
  notice.alignment = { wrapText: true, vertical: 'top' };
  notice.height = 30;
  if (spec.columns.length > 1) sheet.mergeCells(1, 1, 1, spec.columns.length);

  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = { bold: true };

  for (const row of spec.rows) {
    if (row.heading) {
      const heading = sheet.addRow([row.cells[0] ?? '']);
      heading.font = { bold: true };
      continue;
    }
    const written = sheet.addRow(spec.columns.map((c, i) => sheetCell(c.kind, row.cells[i] ?? null)));
    spec.columns.forEach((c, i) => {
      const numFmt = c.numFmt ?? row.numFmt;
      if (c.kind === 'value' && numFmt) written.getCell(i + 1).numFmt = numFmt;
    });
  }

  const hidden = workbook.addWorksheet(FINGERPRINT_SHEET, { state: 'veryHidden' });
  hidden.getCell('A1').value = stamp.fingerprint;
  return workbook;
}
