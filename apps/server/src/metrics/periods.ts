/** Quarter-end dates as ISO strings ('2019-06-30'): the key of every period in the data. */
export type Period = string;

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const;

export function quarterOf(period: Period): { year: number; quarter: 1 | 2 | 3 | 4 } {
  const year = Number(period.slice(0, 4));
  const index = QUARTER_ENDS.indexOf(period.slice(5) as (typeof QUARTER_ENDS)[number]);
  if (!Number.isInteger(year) || index < 0) throw new Error(`not a quarter end: ${period}`);
  return { year, quarter: (index + 1) as 1 | 2 | 3 | 4 };
}

export function periodOf(year: number, quarter: number): Period {
  return `${year}-${QUARTER_ENDS[quarter - 1]}`;
}

export function addQuarters(period: Period, n: number): Period {
  const { year, quarter } = quarterOf(period);
  const ordinal = year * 4 + (quarter - 1) + n;
  return periodOf(Math.floor(ordinal / 4), (ordinal % 4) + 1);
}

/**
 * A period as a count of quarters (2019-06-30 is 2019 × 4 + 1): quarter arithmetic on numbers, for
 * code that steps through periods millions of times per request.
 */
export function quarterIndex(period: Period): number {
  const { year, quarter } = quarterOf(period);
  return year * 4 + quarter - 1;
}

export function periodAtIndex(index: number): Period {
  return periodOf(Math.floor(index / 4), (((index % 4) + 4) % 4) + 1);
}

/** The December 31 before the period's year: where year-to-date flows start from zero. */
export const priorYearEnd = (period: Period): Period => periodOf(quarterOf(period).year - 1, 4);

export function isQuarterEnd(value: string): boolean {
  return /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(value);
}

/** The latest quarter end on or before a date. */
export function latestQuarterEndOn(date: Date): Period {
  const y = date.getUTCFullYear();
  const candidates = [periodOf(y, 4), periodOf(y, 3), periodOf(y, 2), periodOf(y, 1), periodOf(y - 1, 4)];
  const day = date.toISOString().slice(0, 10);
  return candidates.find((p) => p <= day) ?? periodOf(y - 1, 4);
}
