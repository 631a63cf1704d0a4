// Widths are in Excel character units; value columns are wide enough for formatted currency.
export const EXCEL_COLUMN_WIDTHS = {
  min: 10,
  value: 30,
  id: 10,
} as const;

// Five value columns hold the five periods of a trend; peers add two more.
export const EXCEL_VALUE_COLUMN_COUNT = 5;
export const EXCEL_PEER_COLUMNS = ['Peer', 'National Percentile'] as const;

export const EXCEL_CLIENT_EXPORT_KINDS = [
  'multi_metric',
  'multi_service',
  'single_service',
  'period',
  'single_metric',
  'performographics',
  'industry_report',
  'strategy_segmentation',
  'white_space',
] as const;

export type ExcelClientExportKind = (typeof EXCEL_CLIENT_EXPORT_KINDS)[number];

// The spec gives the notice's content, not its wording; this wording is ours. It goes on the
// first row of every export because licensed data must carry its terms wherever it travels.
export const EXCEL_NOTICE =
  'CONFIDENTIAL. Copyright FIN Atlas. Licensed materials for the internal use of the subscriber only; external distribution is prohibited. Data fingerprinting is embedded in this file.';
