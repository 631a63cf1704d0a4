import { SET_ID, SPAN_ID } from '@fin-atlas/domain';
import type { MetricService } from '../../../analytics/metric-service.js';
import { addQuarters } from '../../../metrics/periods.js';
import { type FeatureTable, numericColumn } from './feature-table.js';
import { HELPER_METRICS, METRIC_VARIABLES, THREE_YEAR_GROWTH } from './variables.js';

/** Every metric the variables read: income over the trailing twelve months, balances at the quarter end. */
export const METRICS_READ: readonly string[] = [...Object.values(METRIC_VARIABLES).flat(), ...HELPER_METRICS];

const FI_TYPES = ['bank', 'credit_union'] as const;

/**
 * Fills the metric columns of the table's institutions, one national pass per FI type on the compute
 * pool; `period` defaults to the table's. Returns nothing for a period without filings.
 */
async function fillMetrics(
  metrics: MetricService,
  table: FeatureTable,
  metricIds: readonly string[],
  keyOf: (metricId: string) => string,
  period = table.period,
): Promise<void> {
  const rowOf = new Map(table.ids.map((id, row) => [id, row]));
  for (const fiType of FI_TYPES) {
    if (!table.fiTypes.includes(fiType)) continue;
    const { ids, values } = await metrics.nationalValues(
      metricIds,
      fiType,
      period,
      SPAN_ID.T12,
      SET_ID.AS_REPORTED,
    );
    metricIds.forEach((metricId, m) => {
      const column = numericColumn(table, keyOf(metricId));
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
  await fillMetrics(metrics, table, sizeMetrics, (id) => `${id}@3y`, earlier);
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
