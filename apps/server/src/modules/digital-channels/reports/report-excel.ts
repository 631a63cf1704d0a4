import { type DigitalChannelsResult, type DigitalChannelsRow, EXCEL_NUMBER_FORMATS } from '@fin-atlas/domain';
import type ExcelJS from 'exceljs';
import {
  type DownloadStamp,
  reportWorkbook,
  type WorkbookCell,
  type WorkbookColumn,
} from '../../downloads/index.js';

/** A report result with what the workbook needs beside it. */
export type DigitalChannelsWorkbookInput = {
  result: DigitalChannelsResult;
  title: string;
  stamp: DownloadStamp;
  filters: readonly [string, string][];
};

const cell = (value: unknown): WorkbookCell =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/** The table as on screen: rank and vendor, then the result's columns under their group headers. */
export function workbookColumns(result: DigitalChannelsResult): WorkbookColumn<DigitalChannelsRow>[] {
  return [
    { header: 'Rank', kind: 'id', value: (row) => cell(row.rank) },
    { header: 'Vendor', kind: 'text', value: (row) => row.vendor_name },
    ...result.columns.map((column): WorkbookColumn<DigitalChannelsRow> => {
      // Percent cells travel as percent points; Excel's percent formats read fractions.
      const percent = column.format.startsWith('P');
      return {
        header: column.label,
        kind: 'value',
        format: EXCEL_NUMBER_FORMATS[column.format],
        ...(column.group ? { group: column.group } : {}),
        value: (row) => {
          const value = row[column.key];
          return typeof value === 'number' && percent ? value / 100 : cell(value);
        },
      };
    }),
  ];
}

/** The report's workbook, built on a compute worker (report-excel.task.ts). */
export function digitalChannelsWorkbook({
  result,
  title,
  stamp,
  filters,
}: DigitalChannelsWorkbookInput): ExcelJS.Workbook {
  return reportWorkbook({
    stamp,
    sheetName: 'Digital Channels',
    title,
    columns: workbookColumns(result),
    rows: result.report_data,
    filters,
  });
}
