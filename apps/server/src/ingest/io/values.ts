/** Parsing of the scalar values found in regulator files. Empty means "not reported" (null). */

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A number, null for an empty value, or NaN when the text is not a number. */
export function parseNumeric(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (text === '') return null;
  if (!NUMERIC.test(text)) return Number.NaN;
  return Number(text);
}

/** A whole number, null when empty, NaN when not a whole number. */
export function parseInteger(raw: string | undefined): number | null {
  const value = parseNumeric(raw);
  if (value === null || Number.isNaN(value)) return value;
  return Number.isInteger(value) ? value : Number.NaN;
}

/** Trimmed text, null when blank. */
export function text(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  return value === '' ? null : value;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function validDate(y: number, m: number, d: number): string | null {
  if (!(y >= 1600 && y <= 2200 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/**
 * An ISO date (YYYY-MM-DD) from the formats the files use: M/D/YYYY with an optional time
 * ("12/31/2025 0:00:00", "3/25/2025 5:00:00 AM"), YYYY-MM-DD with an optional time
 * ("2000-01-15T00:00:00"), YYYYMMDD, and D-Mon-YY ("23-Oct-20"). Null when empty or unreadable.
 */
export function parseDate(raw: string | undefined): string | null {
  const value = text(raw);
  if (!value) return null;
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(value);
  if (m) return validDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(value);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{2})$/.exec(value);
  if (m) {
    const month = 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf((m[2] as string).toLowerCase()) / 3 + 1;
    const yy = Number(m[3]);
    return month >= 1 ? validDate(yy < 50 ? 2000 + yy : 1900 + yy, month, Number(m[1])) : null;
  }
  return null;
}

/** Five-digit ZIP: restores leading zeros lost by spreadsheets ("2114" → "02114"), drops ZIP+4. */
export function zip5(raw: string | undefined): string | null {
  const value = text(raw);
  if (!value) return null;
  const m = /^(\d{1,5})(?:-\d{4})?$/.exec(value);
  if (m) return (m[1] as string).padStart(5, '0');
  const digits = /^(\d{5})\d{4}$/.exec(value);
  return digits ? (digits[1] as string) : value;
}

/** Yes/no flags as the files spell them: True/False, 1/0, Y/N, Yes/No. */
export function parseFlag(raw: string | undefined): boolean | null {
  const value = text(raw)?.toLowerCase();
  if (value === undefined || value === null) return null;
  if (['true', '1', 'y', 'yes', 't'].includes(value)) return true;
  if (['false', '0', 'n', 'no', 'f'].includes(value)) return false;
  return null;
}

/** The quarter end of an ISO date, e.g. 2019-06-30. */
export function isQuarterEnd(iso: string): boolean {
  return /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(iso);
}

/**
 * A field's text as a string of its own. Fields are cut from the decoded chunk they were read in,
 * and a longer cut keeps the whole chunk alive: copy what is kept for the length of a file.
 */
export function ownCopy(field: string): string {
  return Buffer.from(field, 'utf8').toString('utf8');
}
