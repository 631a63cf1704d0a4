import type { SpanId } from '@fin-atlas/domain';
import { metricById } from '../metrics/catalog/index.js';
import type { FinancialFiType } from '../metrics/metric-definition.js';
import { type Period, quarterIndex } from '../metrics/periods.js';
import { compiledFormula, windowOver } from './formula-window.js';
import { type PeriodSlice, type SharedSlice, sliceFromShared } from './period-slices.js';

export type NationalPassInput = {
  type: FinancialFiType;
  span: SpanId;
  metricIds: readonly string[];
  period: Period;
  /** Every quarter the metrics read at `period`, as shared matrices. */
  slices: readonly (readonly [Period, SharedSlice])[];
};

/**
 * One pass over every institution of a type at one period, on a compute worker: values[m][row] is
 * metric m of the institution in row `row` of the period's slice, NaN where it has none.
 */
export function nationalPass({ type, span, metricIds, period, slices }: NationalPassInput): Float64Array[] {
  const byPeriod = new Map<Period, PeriodSlice>(slices.map(([p, shared]) => [p, sliceFromShared(shared)]));
  const window = windowOver(
    byPeriod,
    slices.map(([p]) => p),
  );
  const quarter = quarterIndex(period);
  const formulas = metricIds.map((id) => {
    const metric = metricById(id);
    return metric ? compiledFormula(metric, type, span) : null;
  });
  const ids = byPeriod.get(period)?.ids ?? new Int32Array(0);
  const values = formulas.map(() => new Float64Array(ids.length).fill(Number.NaN));
  ids.forEach((id, row) => {
    window.moveTo(id);
    formulas.forEach((formula, m) => {
      if (!formula) return;
      const v = formula(window, quarter);
      if (Number.isFinite(v)) (values[m] as Float64Array)[row] = v;
    });
  });
  return values;
}
