// Plain or en-US grouped decimals ("1234.5", "-1,234.5"); anything else is not a number to us,
// so formatted text such as "12%" or "$5" is never silently re-read as a different value.
const NUMERIC_TEXT = /^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$|^[-+]?\.\d+$/;

/** The finite number a cell holds, or undefined when it holds none. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : undefined;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC_TEXT.test(text)) {
      return undefined;
    }
    const parsed = Number(text.replaceAll(',', ''));
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
