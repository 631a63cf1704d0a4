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
    case 'C':
      return code.endsWith('M')
        ? `${formatter('currency', digits).format(number / 1000)}M`
        : formatter('currency', digits).format(number / scale);
    default:
      return formatter('decimal', digits).format(number / scale);
  }
}
