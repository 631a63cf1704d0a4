import { FI_TYPES, SET_ID, SPAN_ID, type SpanId } from '@fin-atlas/domain';
import { metricServiceFor } from '../../../../analytics/metric-service.js';
import type { Database } from '../../../../db/database.js';
import type { Period } from '../../../../metrics/periods.js';

/** The figures financial triggers read, and the span each is read at. */
const FIGURES = {
  /** $ thousands at the quarter end. */
  total_assets: SPAN_ID.QTR,
  /** Trailing twelve months, so a quarter's seasonal expenses do not read as a deterioration. */
  efficiency_ratio: SPAN_ID.T12,
} as const satisfies Record<string, SpanId>;

export type FinancialFigure = keyof typeof FIGURES;

/** Every institution's value of a figure at a quarter end (institution id -> value; absent = not reported). */
export type FinancialSeries = {
  values(figure: FinancialFigure, period: Period): Promise<ReadonlyMap<number, number>>;
};

/**
 * The catalog's figures for every institution of every FI type, as reported (set 1), read through the
 * metric service's national rankings (computed on the compute pool and cached per data version), and
 * kept for one scoring pass so that every signal reads each quarter once.
 */
export function financialSeries(database: Database): FinancialSeries {
  const metrics = metricServiceFor(database);
  const held = new Map<string, Promise<ReadonlyMap<number, number>>>();
  return {
    values(figure, period) {
      const key = `${figure}|${period}`;
      let found = held.get(key);
      if (!found) {
        found = (async () => {
          const out = new Map<number, number>();
          for (const fiType of FI_TYPES) {
            const { ordered } = await metrics.nationalRanking(
              figure,
              fiType,
              period,
              FIGURES[figure],
              SET_ID.AS_REPORTED,
            );
            for (const [id, value] of ordered) out.set(id, value);
          }
          return out;
        })();
        held.set(key, found);
      }
      return found;
    },
  };
}
