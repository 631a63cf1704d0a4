import type { FirmographicsReport, MarketShareReport } from '@fin-atlas/domain';
import { type DownloadStamp, xlsxBytes } from '../downloads/index.js';
import { firmographicsWorkbook, marketShareWorkbook } from './market-report-excel.js';

/** A report, the download's stamp and the filter summary for the Filters sheet. */
export type ReportWorkbookInput<R> = {
  report: R;
  stamp: DownloadStamp;
  filters: readonly [string, string][];
};

/** On a compute worker: the market share report as .xlsx bytes. */
export function marketShareXlsx({ report, stamp, filters }: ReportWorkbookInput<MarketShareReport>) {
  return xlsxBytes(marketShareWorkbook(report, stamp, filters));
}

/** On a compute worker: the firmographics report as .xlsx bytes. */
export function firmographicsXlsx({ report, stamp, filters }: ReportWorkbookInput<FirmographicsReport>) {
  return xlsxBytes(firmographicsWorkbook(report, stamp, filters));
}
