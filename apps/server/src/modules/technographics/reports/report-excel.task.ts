import {
  EXCEL_COLUMN_WIDTHS,
  fiTypeLabel,
  type ReportInstitutionRow,
  technologyUseLabel,
} from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { addNoticeRow, type DownloadStamp, stampWorkbook } from '../../downloads/index.js';

type Column = {
  header: string;
  kind: 'id' | 'text' | 'value';
  value: (row: ReportInstitutionRow) => string | number | null;
};

const COLUMNS: Column[] = [
  { header: 'RSSD ID', kind: 'id', value: (r) => r.rssd_id },
  { header: 'Institution', kind: 'text', value: (r) => r.name },
  { header: 'FI Type', kind: 'text', value: (r) => fiTypeLabel(r.fi_type) },
  { header: 'City', kind: 'text', value: (r) => r.city },
  { header: 'State', kind: 'text', value: (r) => r.state },
  { header: 'Assets ($000)', kind: 'value', value: (r) => r.assets },
  { header: 'Vendor', kind: 'text', value: (r) => technologyUseLabel(r.use, r.vendor?.name) },
  { header: 'Product', kind: 'text', value: (r) => r.product?.name ?? '' },
  { header: 'Solution', kind: 'text', value: (r) => r.solution.name },
  { header: 'Since', kind: 'text', value: (r) => r.since },
];

// Text columns fit their longest entry, within reason; ids and values have fixed widths.
const MAX_TEXT_WIDTH = 60;

function widthOf(column: Column, rows: readonly ReportInstitutionRow[]): number {
  if (column.kind === 'id') return EXCEL_COLUMN_WIDTHS.id;
  if (column.kind === 'value') return EXCEL_COLUMN_WIDTHS.value;
  let longest = column.header.length;
  for (const row of rows) longest = Math.max(longest, String(column.value(row) ?? '').length);
  return Math.min(Math.max(EXCEL_COLUMN_WIDTHS.min, longest + 2), MAX_TEXT_WIDTH);
}

export type InstitutionListSheet = {
  /** The sheet's title row, e.g. "Acme Core: institutions using it today". */
  title: string;
  rows: readonly ReportInstitutionRow[];
  stamp: DownloadStamp;
};

/**
 * On a compute worker: the institution list as .xlsx bytes, the confidentiality notice with the
 * download's fingerprint on row 1, a title, the header, then one row per usage row.
 */
export async function institutionListXlsx({ title, rows, stamp }: InstitutionListSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Institutions', { views: [{ state: 'frozen', ySplit: 3 }] });
  addNoticeRow(sheet, stamp, COLUMNS.length);
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 12 };
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  COLUMNS.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = widthOf(column, rows);
    if (column.kind === 'value') sheetColumn.numFmt = '#,##0';
  });
  stampWorkbook(workbook, stamp);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
