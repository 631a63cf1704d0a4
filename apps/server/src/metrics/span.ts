import { SPAN_ID, type SpanId } from '@fin-atlas/domain';
import { addQuarters, type Period, priorYearEnd, quarterOf } from './periods.js';

/**
 * Reads a line item of one institution at one period; null when not reported. Flows are the
 * year-to-date amounts as filed.
 */
export type ItemReader = (code: string, period: Period) => number | null;

/**
 * An income flow over the span ending at `period`. Regulators report flows year-to-date, so a quarter
 * is this YTD minus the previous quarter's (Q1 stands alone), T12 is YTD + last year's full year - last
 * year's YTD at the same quarter, and YTD is as reported.
 */
export function flowForSpan(read: ItemReader, code: string, period: Period, span: SpanId): number | null {
  const ytd = read(code, period);
  if (ytd === null) return null;
  const { quarter } = quarterOf(period);
  if (span === SPAN_ID.YTD) return ytd;
  if (span === SPAN_ID.QTR) {
    if (quarter === 1) return ytd;
    const previous = read(code, addQuarters(period, -1));
    return previous === null ? null : ytd - previous;
  }
  if (quarter === 4) return ytd;
  const lastYear = read(code, priorYearEnd(period));
  const lastYearSameQuarter = read(code, addQuarters(period, -4));
  return lastYear === null || lastYearSameQuarter === null ? null : ytd + lastYear - lastYearSameQuarter;
}

/** Multiplies a span's flow up to a yearly rate: a quarter ×4, YTD ×4/quarter, T12 as is. */
export function annualizationFactor(period: Period, span: SpanId): number {
  if (span === SPAN_ID.QTR) return 4;
  if (span === SPAN_ID.YTD) return 4 / quarterOf(period).quarter;
  return 1;
}

/** The quarter ends whose balances average over the span: both ends of the window, inclusive. */
export function balancePeriods(period: Period, span: SpanId): Period[] {
  const quarters = span === SPAN_ID.QTR ? 1 : span === SPAN_ID.YTD ? quarterOf(period).quarter : 4;
  return Array.from({ length: quarters + 1 }, (_, i) => addQuarters(period, i - quarters));
}

/** The first and last quarter ends of the span's balance window (NCUA's two-point average). */
export function windowEndPeriods(period: Period, span: SpanId): Period[] {
  const [start] = balancePeriods(period, span);
  return start === undefined || start === period ? [period] : [start, period];
}

/**
 * The average balance over the span: the mean of the quarter-end balances in the window, skipping
 * quarters not reported (a young institution), but never without the current one.
 */
export function averageBalance(read: ItemReader, code: string, period: Period, span: SpanId): number | null {
  if (read(code, period) === null) return null;
  const values = balancePeriods(period, span)
    .map((p) => read(code, p))
    .filter((v): v is number => v !== null);
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Every period a computation at `period` for `span` may read, for loading data in one query. */
export function periodsRead(period: Period, span: SpanId, growthYears = 1): Period[] {
  const needed = new Set<Period>([
    period,
    addQuarters(period, -1),
    priorYearEnd(period),
    addQuarters(period, -4),
  ]);
  for (const p of balancePeriods(period, span)) needed.add(p);
  for (let y = 1; y <= growthYears; y++) {
    const earlier = addQuarters(period, -4 * y);
    for (const p of [earlier, addQuarters(earlier, -1), priorYearEnd(earlier), addQuarters(earlier, -4)])
      needed.add(p);
    for (const p of balancePeriods(earlier, span)) needed.add(p);
  }
  return [...needed].sort();
}
