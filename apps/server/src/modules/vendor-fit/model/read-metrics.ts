import { SET_ID, SPAN_ID, type SpanId } from '@fin-atlas/domain';
import type { MetricService } from '../../../analytics/metric-service.js';
import { addQuarters } from '../../../metrics/periods.js';
import { type FeatureTable, numericColumn } from './feature-table.js';
import { HELPER_METRICS, METRIC_VARIABLES, THREE_YEAR_GROWTH } from './variables.js';

/** Every metric the variables read: income over the trailing twelve months, balances at the quarter end. */
export const METRICS_READ: readonly string[] = [...Object.values(METRIC_VARIABLES).flat(), ...HELPER_METRICS];

const FI_TYPES = ['bank', 'credit_union'] as const;

/** Below this many institutions of a type, their own filings are read rather than the whole type's. */
const FEW_INSTITUTIONS = 200;

/**
 * Fills the metric columns of the table's institutions at `period` (the table's by default): one
 * national pass per FI type on the compute pool, or for a few institutions (the held-out switchers
 * of one quarter) their own filings only.
 */
async function fillMetrics(
  metrics: MetricService,
  table: FeatureTable,
  metricIds: readonly string[],
  keyOf: (metricId: string) => string,
  { period = table.period, span = SPAN_ID.T12 }: { period?: string; span?: SpanId } = {},
): Promise<void> {
  const rowOf = new Map(table.ids.map((id, row) => [id, row]));
  const columns = metricIds.map((id) => numericColumn(table, keyOf(id)));
  for (const fiType of FI_TYPES) {
    const members = table.ids.flatMap((id, row) => (table.fiTypes[row] === fiType ? [{ id, fiType }] : []));
    if (members.length === 0) continue;
    if (members.length < FEW_INSTITUTIONS) {
      const { cells } = await metrics.compute({
        metricIds,
        institutions: members,
        periods: [period],
        span,
        set: SET_ID.AS_REPORTED,
      });
      metricIds.forEach((metricId, m) => {
        for (const [id, cell] of cells.get(metricId)?.get(period) ?? []) {
          const row = rowOf.get(id);
          if (row !== undefined && cell.value !== null) (columns[m] as Float64Array)[row] = cell.value;
        }
      });
      continue;
    }
    const { ids, values } = await metrics.nationalValues(metricIds, fiType, period, span, SET_ID.AS_REPORTED);
    metricIds.forEach((_, m) => {
      const column = columns[m] as Float64Array;
      const source = values[m] as Float64Array;
      ids.forEach((id, i) => {
        const row = rowOf.get(id);
        if (row !== undefined) column[row] = source[i] as number;
      });
    });
  }
}

/** The catalog metrics of the variables, and the size metrics three years earlier for 3-year growth. */
export async function readMetricVariables(metrics: MetricService, table: FeatureTable): Promise<void> {
  await fillMetrics(metrics, table, METRICS_READ, (id) => id);
  const earlier = addQuarters(table.period, -12);
  const sizeMetrics = THREE_YEAR_GROWTH.map(([metric]) => metric);
  // Balances at a quarter end: the quarter's own filing is all a point-in-time value reads.
  await fillMetrics(metrics, table, sizeMetrics, (id) => `${id}@3y`, { period: earlier, span: SPAN_ID.QTR });
  for (const [metric, key] of THREE_YEAR_GROWTH) {
    const now = numericColumn(table, metric);
    const before = numericColumn(table, `${metric}@3y`);
    const growth = numericColumn(table, key);
    for (let row = 0; row < growth.length; row++) {
      const a = before[row] as number;
      const b = now[row] as number;
      if (a > 0 && Number.isFinite(b)) growth[row] = b / a - 1;
    }
    delete table.numeric[`${metric}@3y`];
  }
}
