import { SPAN_ID, type SpanId } from '@fin-atlas/domain';
import { addQuarters, type Period, priorYearEnd, quarterOf } from './periods.js';

/**
 * Reads a line item of one institution at one period; null when not reported. Flows are the
 * year-to-date amounts as filed.
 */
export type ItemReader = (code: string, period: Period) => number | null;

/** The quarter ends whose balances average over the span: both ends of the window, inclusive. */
export function balancePeriods(period: Period, span: SpanId): Period[] {
  const quarters = span === SPAN_ID.QTR ? 1 : span === SPAN_ID.YTD ? quarterOf(period).quarter : 4;
  return Array.from({ length: quarters + 1 }, (_, i) => addQuarters(period, i - quarters));
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
