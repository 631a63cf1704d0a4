// Display format codes the server attaches to metrics (format, display_formats, data_format).
// P* take ratios, N* plain numbers, C* dollars; the *M variants take thousands of dollars and
// show millions, because balance-sheet values arrive in thousands.
export const NUMBER_FORMAT_CODES = ['P0', 'P1', 'P2', 'N0', 'N2', 'C0', 'C2', 'C0M', 'C2M'] as const;

export type NumberFormatCode = (typeof NUMBER_FORMAT_CODES)[number];

// The matching Excel number formats, so downloads display exactly what the screen shows.
export const EXCEL_NUMBER_FORMATS: Readonly<Record<NumberFormatCode, string>> = {
  P0: '0%',
  P1: '0.0%',
  P2: '0.00%',
  N0: '#,##0',
  N2: '#,##0.00',
  C0: '"$"#,##0',
  C2: '"$"#,##0.00',
  C0M: '"$"#,##0,"M"',
  // As on screen (formatValue): from $1,000M (1,000,000 thousands) up, millions are whole.
  C2M: '[>=1000000]"$"#,##0,"M";[<=-1000000]-"$"#,##0,"M";"$"#,##0.00,"M"',
};

// Shown for any value that is missing or not a number, on screen and in spreadsheets alike.
export const NOT_AVAILABLE = 'NA';
