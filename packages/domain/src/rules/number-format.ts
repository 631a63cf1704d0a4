import { NOT_AVAILABLE, NUMBER_FORMAT_CODES, type NumberFormatCode } from '../constants/number-formats.js';
import { toFiniteNumber } from './numeric.js';

export interface FormatValueOptions {
  /**
   * Divide N* and C* values by 1000, for amounts stored in thousands but shown in millions
   * under a "($M)" header. The C*M codes always scale, and percents never do.
   */
  readonly scaleThousandsToMillions?: boolean;
  /** P* values are already percent points (12.34 means 12.34%) rather than ratios. */
  readonly percentPoints?: boolean;
}

/**
 * From this many millions up, an amount shown in millions drops its decimals: "$372,882M", not
 * "$372,881.65M". Below it the format's own digits stay ("$12.35M"), where cents of a million still
 * tell two small amounts apart.
 */
export const LARGE_MILLIONS = 1000;

// Intl formatters are costly to build and tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(style: 'percent' | 'decimal' | 'currency', digits: number): Intl.NumberFormat {
  const key = `${style}:${digits}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.NumberFormat('en-US', {
      style,
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // Avoids "-0" and "-$0.00" when a tiny negative rounds to zero.
      signDisplay: 'negative',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** The canonical code for a server-supplied format, or undefined when it is not one we know. */
export function toNumberFormatCode(format: string): NumberFormatCode | undefined {
  const code = format.trim().toUpperCase();
  return (NUMBER_FORMAT_CODES as readonly string[]).includes(code) ? (code as NumberFormatCode) : undefined;
}

/**
 * Formats a metric value for display, en-US.
 * - P0/P1/P2: ratio to percent, 0.1234 -> "12%" / "12.3%" / "12.34%".
 * - N0/N2: grouped number, 1234.5 -> "1,235" / "1,234.50".
 * - C0/C2: dollars, -1234.5 -> "-$1,235" / "-$1,234.50".
 * - C0M/C2M: thousands of dollars shown as millions, 1234567 -> "$1,235M" / "$1,234.57M".
 *   Cents of a million only carry meaning for small amounts: from $1,000M up (LARGE_MILLIONS)
 *   every amount shown in millions is whole, 372881650 -> "$372,882M" under C0M and C2M alike.
 * Missing, NaN, infinite or non-numeric values give "NA", the same text spreadsheets show,
 * so a gap reads the same everywhere. Unknown format codes fall back to N2, which neither
 * hides decimals nor invents a unit.
 */
export function formatValue(
  value: unknown,
  format: NumberFormatCode | string,
  options: FormatValueOptions = {},
): string {
  const number = toFiniteNumber(value);
  if (number === undefined) {
    return NOT_AVAILABLE;
  }
  const code = toNumberFormatCode(format) ?? 'N2';
  const digits = Number(code[1]);
  const scale = options.scaleThousandsToMillions === true ? 1000 : 1;
  switch (code[0]) {
    case 'P':
      return formatter('percent', digits).format(options.percentPoints === true ? number / 100 : number);
    case 'C': {
      // C*M codes always scale and say "M"; C0/C2 scale only on request, under a "($M)" header.
      const inMillions = code.endsWith('M');
      if (!inMillions && scale === 1) {
        return formatter('currency', digits).format(number);
      }
      const millions = number / 1000;
      const text = formatter('currency', Math.abs(millions) >= LARGE_MILLIONS ? 0 : digits).format(millions);
      return inMillions ? `${text}M` : text;
    }
    default:
      return formatter('decimal', digits).format(number / scale);
  }
}

// Each unit starts where the next smaller one would round to 1,000 of itself: "$999.96M" is "$1.0B".
const COMPACT_UNITS = [
  { size: 1e12, from: 999.95e9, suffix: 'T' },
  { size: 1e9, from: 999.95e6, suffix: 'B' },
  { size: 1e6, from: 999.95e3, suffix: 'M' },
  { size: 1e3, from: 999.5, suffix: 'K' },
] as const;

/**
 * A dollar amount in compact units for headline figures and chart axes, one decimal always shown:
 * 372881650000 -> "$372.9B", 23988800000000 -> "$24.0T", 845200000 -> "$845.2M", 12300 -> "$12.3K".
 * Below $1,000 it shows whole dollars ("$845"). The unit is chosen after rounding, so 999,960 reads
 * "$1.0M", never "$1,000.0K". Missing or non-numeric values give "NA".
 */
export function formatCompactDollars(value: unknown): string {
  const number = toFiniteNumber(value);
  if (number === undefined) {
    return NOT_AVAILABLE;
  }
  const unit = COMPACT_UNITS.find((u) => Math.abs(number) >= u.from);
  if (unit === undefined) {
    return formatter('currency', 0).format(number);
  }
  return `${number < 0 ? '-' : ''}$${formatter('decimal', 1).format(Math.abs(number) / unit.size)}${unit.suffix}`;
}

/**
 * A metric value for a headline figure or a chart axis: money in compact units ("$372.9B"), read
 * with the same code as its table cell (C*M and scaled amounts are thousands of dollars); every
 * other code shows exactly as in the table.
 */
export function formatCompactValue(
  value: unknown,
  format: NumberFormatCode | string,
  options: FormatValueOptions = {},
): string {
  const code = toNumberFormatCode(format) ?? 'N2';
  if (code[0] !== 'C') {
    return formatValue(value, code, options);
  }
  const number = toFiniteNumber(value);
  if (number === undefined) {
    return NOT_AVAILABLE;
  }
  const inThousands = code.endsWith('M') || options.scaleThousandsToMillions === true;
  return formatCompactDollars(inThousands ? number * 1000 : number);
}

/** An amount stored in $ thousands (balance-sheet values) in compact units: 372881650 -> "$372.9B". */
export const formatCompactThousands = (thousands: unknown): string => formatCompactValue(thousands, 'C0M');
