import {
  blankPlaceholderProduct,
  EXCEL_NUMBER_FORMATS,
  type FirmographicsReport,
  type FirmographicsRow,
  formatValue,
  type MarketShareReport,
  type MarketShareReportRow,
  marketMeasureFormat,
  type NumberFormatCode,
} from '@fin-atlas/domain';
import type ExcelJS from 'exceljs';
import {
  type DownloadStamp,
  reportWorkbook,
  type WorkbookCell,
  type WorkbookColumn,
} from '../downloads/index.js';

type CellValue = WorkbookCell;
type Column<R> = WorkbookColumn<R>;

const excelFormat = (code: NumberFormatCode) => EXCEL_NUMBER_FORMATS[code];

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
  const code = marketMeasureFormat(report.measure.id);
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
  return reportWorkbook({
    stamp,
    sheetName: 'Market Share',
    title: `Vendor Market Share: ${report.solution.name} (${report.measure.name})`,
    columns: marketShareColumns(report),
    rows: report.rows,
    filters,
  });
}

/** The firmographics report's workbook, built on a compute worker (market-report-excel.task.ts). */
export function firmographicsWorkbook(
  report: FirmographicsReport,
  stamp: DownloadStamp,
  filters: readonly [string, string][],
): ExcelJS.Workbook {
  return reportWorkbook({
    stamp,
    sheetName: 'Firmographics',
    title: `Vendor Firmographics: ${report.solution.name} (${report.measure.name})`,
    columns: firmographicsColumns(report),
    rows: report.rows,
    filters,
  });
}
