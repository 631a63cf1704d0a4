import { EXCEL_COLUMN_WIDTHS } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import type { DownloadStamp } from './fingerprint.js';
import { addNoticeRow, stampWorkbook } from './workbook-stamp.js';

export type WorkbookCell = string | number | null;

/** One column of a report table as the workbook writes it. */
export type WorkbookColumn<R> = {
  header: string;
  /** id: narrow; value: a figure column (EXCEL_COLUMN_WIDTHS.value wide); text: sized to content. */
  kind: 'id' | 'text' | 'value';
  /** An Excel number format (EXCEL_NUMBER_FORMATS). */
  format?: string;
  /** A header spanning the neighbouring columns of the same group ('Q3 2026', 'Change'). */
  group?: string;
  value: (row: R) => WorkbookCell;
};

/** Summary rows are set apart as on screen: Grand Total bold over a rule, Others in italics. */
export type WorkbookRow = { kind: string };

const MAX_TEXT_WIDTH = 60;

function columnWidth<R>(column: WorkbookColumn<R>, rows: readonly R[]): number {
  if (column.kind === 'id') return EXCEL_COLUMN_WIDTHS.id;
  if (column.kind === 'value') return EXCEL_COLUMN_WIDTHS.value;
  const longest = Math.max(column.header.length, ...rows.map((r) => String(column.value(r) ?? '').length));
  return Math.min(MAX_TEXT_WIDTH, Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2));
}

/** A row of group headers over the column headers, each group merged across its columns. */
function addGroupRow<R>(sheet: ExcelJS.Worksheet, columns: readonly WorkbookColumn<R>[]): void {
  const row = sheet.addRow(columns.map((c) => c.group ?? ''));
  row.font = { bold: true };
  row.alignment = { horizontal: 'center' };
  let start = 0;
  columns.forEach((column, index) => {
    const next = columns[index + 1];
    if (next !== undefined && next.group !== undefined && next.group === column.group) return;
    if (column.group !== undefined && index > start)
      sheet.mergeCells(row.number, start + 1, row.number, index + 1);
    start = index + 1;
  });
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: 'bottom' };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

/** A report's table on its own sheet: the notice row first, a title, the headers, then the rows. */
export function addTableSheet<R extends WorkbookRow>(
  workbook: ExcelJS.Workbook,
  stamp: DownloadStamp,
  sheetName: string,
  title: string,
  columns: readonly WorkbookColumn<R>[],
  rows: readonly R[],
): void {
  const sheet = workbook.addWorksheet(sheetName);
  addNoticeRow(sheet, stamp, columns.length);
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 13 };
  if (columns.some((c) => c.group !== undefined)) addGroupRow(sheet, columns);
  const headerRow = sheet.addRow(columns.map((c) => c.header));
  styleHeader(headerRow);
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => c.value(row)));
    if (row.kind === 'grand_total') {
      added.font = { bold: true };
      added.eachCell((cell) => {
        cell.border = { top: { style: 'thin' } };
      });
    } else if (row.kind === 'others') {
      added.font = { italic: true };
    }
  }
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = columnWidth(column, rows);
    if (column.format) {
      // Only the data rows: the notice and title above stay text.
      for (let r = headerRow.number + 1; r <= sheet.rowCount; r++) {
        sheet.getCell(r, index + 1).numFmt = column.format;
      }
    }
  });
  sheet.views = [{ state: 'frozen', ySplit: headerRow.number }];
}

/** The options the report was built with, in words, on a sheet of their own. */
export function addFiltersSheet(
  workbook: ExcelJS.Workbook,
  stamp: DownloadStamp,
  filters: readonly [string, string][],
): void {
  const sheet = workbook.addWorksheet('Filters');
  addNoticeRow(sheet, stamp, 2);
  const header = sheet.addRow(['Filter', 'Value']);
  header.font = { bold: true };
  for (const [label, value] of filters) sheet.addRow([label, value]);
  sheet.getColumn(1).width = Math.max(EXCEL_COLUMN_WIDTHS.min, ...filters.map(([l]) => l.length + 2));
  sheet.getColumn(2).width = Math.min(
    MAX_TEXT_WIDTH * 2,
    Math.max(EXCEL_COLUMN_WIDTHS.min, ...filters.map(([, v]) => v.length + 2)),
  );
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
}

/**
 * A report download: its table, the Filters sheet and the fingerprint in the notice rows, the
 * document properties and a hidden sheet. Built on a compute worker by the report's task file.
 */
export function reportWorkbook<R extends WorkbookRow>(report: {
  stamp: DownloadStamp;
  sheetName: string;
  title: string;
  columns: readonly WorkbookColumn<R>[];
  rows: readonly R[];
  filters: readonly [string, string][];
}): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addTableSheet(workbook, report.stamp, report.sheetName, report.title, report.columns, report.rows);
  addFiltersSheet(workbook, report.stamp, report.filters);
  stampWorkbook(workbook, report.stamp);
  return workbook;
}

export const xlsxBytes = async (workbook: ExcelJS.Workbook): Promise<Uint8Array> =>
  Buffer.from(await workbook.xlsx.writeBuffer());

/** One line for the downloads log: the report and its options, without when it was made or data dates. */
export function describeReport(kind: string, summary: readonly [string, string][]): string {
  const text = summary
    .filter(([label]) => label !== 'Generated' && !label.endsWith('As Of'))
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ');
  return `${kind}. ${text}`;
}
