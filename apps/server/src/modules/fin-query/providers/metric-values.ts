import {
  effectiveSetId,
  FI_TYPES,
  type MetricElementProperties,
  metricElementPropertiesSchema,
  quarterLabel,
  SCOPE,
  SETS,
  type SetId,
  SPANS,
} from '@fin-atlas/domain';
import { rankingValues } from '../../../analytics/ranking-maps.js';
import { formulaTypeFor } from '../../../metrics/catalog/index.js';
import type { MetricDefinition } from '../../../metrics/metric-definition.js';
import { addQuarters } from '../../../metrics/periods.js';
import type { EngineContext } from '../engine/provider.js';

/** A metric element's reading: its span, set and scope, with the spec's defaults. */
export type MetricReading = Pick<MetricElementProperties, 'span' | 'set' | 'scope'>;

/** The reading of an element's properties, or the sentence that says why they cannot be read. */
export function metricReading(properties: unknown): MetricReading | string {
  const parsed = metricElementPropertiesSchema.safeParse(properties ?? {});
  if (!parsed.success) {
    return 'Validation failed. A metric reads span 1 (quarter), 2 (T12) or 3 (YTD), set 1 or 2 and scope single or trend.';
  }
  const { span, set, scope } = parsed.data;
  return { span, set, scope };
}

/** Whether a metric is a percentage: its trend is a difference in points, not a growth rate. */
export const isPercentMetric = (metric: MetricDefinition): boolean => metric.format.startsWith('P');

/** FI types whose formula type has a formula for the metric (holding companies read bank formulas). */
export function fiTypesWithFormula(metric: MetricDefinition): string[] {
  return FI_TYPES.filter((t) => metric.formulas[formulaTypeFor(t)] !== undefined);
}

/**
 * The change a trend reads: percentages move in points (latest minus a year earlier), amounts and
 * counts grow in percent of the earlier value's size; both as fractions (0.012 = 1.2 points or 1.2%).
 */
export function trendChange(metric: MetricDefinition, latest: number, yearEarlier: number): number | null {
  if (isPercentMetric(metric)) return latest - yearEarlier;
  return yearEarlier === 0 ? null : (latest - yearEarlier) / Math.abs(yearEarlier);
}

/** A metric at every universe position: NaN where the institution's type has no formula or no value. */
export type MetricVector = {
  /** The value at the type's latest quarter. */
  values: Float64Array;
  /** For a trend, the change over four quarters; null for a single value. */
  change: Float64Array | null;
  /** The latest quarter read for each FI type that has a formula. */
  periods: ReadonlyMap<string, string>;
};

/**
 * Reads a metric for every institution of the universe from the metric service's national rankings
 * (one per FI type, period, span and set, cached there), at each type's latest quarter.
 */
export async function metricVector(
  context: EngineContext,
  metric: MetricDefinition,
  reading: MetricReading,
): Promise<MetricVector> {
  const { universe, metrics } = context;
  const values = new Float64Array(universe.size).fill(Number.NaN);
  const change = reading.scope === SCOPE.TREND ? new Float64Array(universe.size).fill(Number.NaN) : null;
  const periods = new Map<string, string>();
  for (const fiType of fiTypesWithFormula(metric)) {
    const period = universe.latestPeriod.get(fiType);
    if (!period) continue;
    periods.set(fiType, period);
    const set = effectiveSetId(reading.set, fiType) as SetId;
    const latest = rankingValues(
      (await metrics.nationalRanking(metric.id, fiType, period, reading.span, set)).ordered,
    );
    const earlier = change
      ? rankingValues(
          (await metrics.nationalRanking(metric.id, fiType, addQuarters(period, -4), reading.span, set))
            .ordered,
        )
      : null;
    universe.rows.forEach((row, position) => {
      if (row.fiType !== fiType) return;
      const v = latest.get(row.id);
      if (v === undefined) return;
      values[position] = v;
      const before = earlier?.get(row.id);
      if (change && before !== undefined) change[position] = trendChange(metric, v, before) ?? Number.NaN;
    });
  }
  return { values, change, periods };
}

/** 1 where the value passes; NaN (no figure) never does. */
export function bitsOf(values: Float64Array, test: (x: number) => boolean): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) if (test(values[i] as number)) out[i] = 1;
  return out;
}

/** A cell of a vector: null for NaN. */
export const cellAt = (values: Float64Array, position: number): number | null => {
  const v = values[position] as number;
  return Number.isNaN(v) ? null : v;
};

/** 'T12, Merger Restated, Q3 2026': how a reading and its quarters read in a column header. */
export function readingLabel(reading: MetricReading, periods: ReadonlyMap<string, string>): string {
  const span = SPANS.find((s) => s.id === reading.span)?.name ?? '';
  const restated = reading.set === 2 && periods.has('bank') ? SETS.find((s) => s.id === 2)?.name : null;
  const quarters = [...new Set([...periods.values()].sort().reverse().map(quarterLabel))];
  return [span, restated, quarters.join(' / ')].filter(Boolean).join(', ');
}
