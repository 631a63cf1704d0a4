import {
  blankPlaceholderProduct,
  EXCEL_COLUMN_WIDTHS,
  EXCEL_NUMBER_FORMATS,
  type FirmographicsReport,
  type FirmographicsRow,
  formatValue,
  MARKET_MEASURE,
  type MarketShareReport,
  type MarketShareReportRow,
  type NumberFormatCode,
} from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { addNoticeRow, type DownloadStamp, stampWorkbook } from '../downloads/index.js';

type CellValue = string | number | null;
type Column<R> = {
  header: string;
  /** id: narrow; value: a figure column (EXCEL_COLUMN_WIDTHS.value wide); text: sized to content. */
  kind: 'id' | 'text' | 'value';
  format?: string;
  value: (row: R) => CellValue;
};

const MAX_TEXT_WIDTH = 60;

/** Measures are counts, except assets ($000, shown as $ millions). */
export function measureFormat(measureId: number): NumberFormatCode {
  return measureId === MARKET_MEASURE.ASSETS ? 'C0M' : 'N0';
}

const excelFormat = (code: NumberFormatCode) => EXCEL_NUMBER_FORMATS[code];

function columnWidth<R>(column: Column<R>, rows: readonly R[]): number {
  if (column.kind === 'id') return EXCEL_COLUMN_WIDTHS.id;
  if (column.kind === 'value') return EXCEL_COLUMN_WIDTHS.value;
  const longest = Math.max(column.header.length, ...rows.map((r) => String(column.value(r) ?? '').length));
  return Math.min(MAX_TEXT_WIDTH, Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2));
}

function addTableSheet<R extends { kind: string }>(
  workbook: ExcelJS.Workbook,
  stamp: DownloadStamp,
  name: string,
  title: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
): void {
  const sheet = workbook.addWorksheet(name);
  addNoticeRow(sheet, stamp, columns.length);
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 13 };
  const headerRow = sheet.addRow(columns.map((c) => c.header));
  headerRow.font = { bold: true };
  headerRow.alignment = { wrapText: true, vertical: 'bottom' };
  headerRow.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
    cell.border = { bottom: { style: 'thin' } };
  });
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

function addFiltersSheet(
  workbook: ExcelJS.Workbook,
  stamp: DownloadStamp,
  filters: readonly [string, string][],
) {
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

const rankCell = (row: MarketShareReportRow): CellValue => row.rank;
const vendorCell = (row: MarketShareReportRow): CellValue => row.vendor;
const productCell = (row: MarketShareReportRow): CellValue => blankPlaceholderProduct(row.product);

function leadingColumns<R extends MarketShareReportRow>(showProducts: boolean): Column<R>[] {
  return [
    { header: 'Rank', kind: 'id', value: rankCell },
    { header: 'Vendor', kind: 'text', value: vendorCell },
    ...(showProducts ? [{ header: 'Product', kind: 'text', value: productCell } as Column<R>] : []),
  ];
}

const shareColumn = <R extends MarketShareReportRow>(measureName: string): Column<R> => ({
  header: `Share of ${measureName}`,
  kind: 'value',
  format: excelFormat('P2'),
  value: (row) => row.share / 100,
});

export function marketShareColumns(report: MarketShareReport): Column<MarketShareReportRow>[] {
  return [
    ...leadingColumns(report.filters.show_products),
    { header: 'Client Count', kind: 'value', format: excelFormat('N0'), value: (r) => r.clients },
    { header: 'Assets ($M)', kind: 'value', format: excelFormat('C0M'), value: (r) => r.assets },
    { header: 'Accounts / Members', kind: 'value', format: excelFormat('N0'), value: (r) => r.accounts },
    shareColumn(report.measure.name),
  ];
}

export function firmographicsColumns(report: FirmographicsReport): Column<FirmographicsRow>[] {
  const code = measureFormat(report.measure.id);
  const format = excelFormat(code);
  const name = report.measure.name;
  return [
    ...leadingColumns<FirmographicsRow>(report.filters.show_products),
    { header: name, kind: 'value', format, value: (r) => r.value },
    shareColumn<FirmographicsRow>(name),
    ...report.asset_groups.map(
      (group, i): Column<FirmographicsRow> => ({
        header: `${name}: ${group.name}`,
        kind: 'value',
        format,
        value: (r) => r.asset_group_values[i] ?? 0,
      }),
    ),
    { header: `${name}: Banks`, kind: 'value', format, value: (r) => r.banks },
    { header: `${name}: Credit Unions`, kind: 'value', format, value: (r) => r.credit_unions },
    { header: 'States', kind: 'id', format: excelFormat('N0'), value: (r) => r.state_count },
    {
      header: 'Top States',
      kind: 'text',
      value: (r) => r.top_states.map((s) => `${s.state} ${formatValue(s.value, code)}`).join('; '),
    },
  ];
}

/** The market share report's workbook, built on a compute worker (market-report-excel.task.ts). */
export function marketShareWorkbook(
  report: MarketShareReport,
  stamp: DownloadStamp,
  filters: readonly [string, string][],
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addTableSheet(
    workbook,
    stamp,
    'Market Share',
    `Vendor Market Share: ${report.solution.name} (${report.measure.name})`,
    marketShareColumns(report),
    report.rows,
  );
  addFiltersSheet(workbook, stamp, filters);
  stampWorkbook(workbook, stamp);
  return workbook;
}

/** The firmographics report's workbook, built on a compute worker (market-report-excel.task.ts). */
export function firmographicsWorkbook(
  report: FirmographicsReport,
  stamp: DownloadStamp,
  filters: readonly [string, string][],
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addTableSheet(
    workbook,
    stamp,
    'Firmographics',
    `Vendor Firmographics: ${report.solution.name} (${report.measure.name})`,
    firmographicsColumns(report),
    report.rows,
  );
  addFiltersSheet(workbook, stamp, filters);
  stampWorkbook(workbook, stamp);
  return workbook;
}
