/** A cell a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell as every CSV the app writes spells it: empty for null, numbers as they are, text that
 * would start a formula prefixed with an apostrophe (shown as text, never run), quoted when it holds
 * a quote, comma or line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  cells.map(csvCell).join(',');
