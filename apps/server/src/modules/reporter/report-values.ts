import type { FormatNode, NumberFormatCode, SetId, SpanId } from '@fin-atlas/domain';
import { type InstitutionRef, metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';
import { addQuarters, type Period } from '../../metrics/periods.js';

export const REPORT_PERIODS = 5;

/**
 * A metric report's numbers, compact enough to keep in report_runs.result: ids lists the selected
 * institutions first (institutionCount of them), then the peers; arrays are indexed
 * [metric][period][position in ids], periods oldest first.
 */
export type MetricReportValues = {
  kind: 'metrics';
  periods: Period[];
  metricIds: string[];
  ids: number[];
  institutionCount: number;
  values: (number | null)[][][];
  /** National percentile (0-100) among all institutions of the type, for everyone in ids. */
  national: (number | null)[][][];
  /** Median over the peers: [metric][period]; null without peers or values. */
  medians: (number | null)[][];
  /**
   * A custom report's lines in view order and its layout tree, kept with the values so a run reads
   * as it was computed even after the report is edited (built-in reports derive both from the catalog).
   */
  lines?: ReportLine[];
  format?: FormatNode[];
  /** A custom report's elements read once at the latest data (firmographics, technographics...). */
  current?: CurrentValues;
};

/**
 * One row of a metric report's view: a catalog metric over the report's quarters, or (custom
 * reports) an element read once at the latest data, such as a firmographic, a technographic
 * choice, a segment or a contact count.
 */
export type ReportLine = {
  /** The metric_id of menus, lists and views. */
  id: number;
  name: string;
  /** The section the layout puts it under. */
  header: string | null;
  /** How its numbers show (NumberFormatCode); words show as they are. */
  format: NumberFormatCode;
  /** The unit the CSV states for its raw figures: the catalog format, or 'Text'. */
  unit: string;
  higherIsBetter: boolean | null;
  /** 'metric': values.values[index] (five quarters); 'value': values.current.values[index]. */
  source: 'metric' | 'value';
  index: number;
  /** A trend line shows the five quarters; a current one the latest alone. */
  trend: boolean;
  /** Its values are words: no chart, no peer median. */
  text: boolean;
};

export type ReportCell = number | string | null;

/** Values of a custom report's value lines: [line][position in ids]. */
export type CurrentValues = {
  values: ReportCell[][];
  /** Per technographic line, each institution's vendor (for the share of peers on the same one). */
  vendorIds: ((number | null)[] | null)[];
  /** Median of the peers' numbers per line; null for words or without peers. */
  medians: (number | null)[];
};

/** A metric as a report line reads it: at its span and set. */
export type MetricReading = { metric: MetricDefinition; span: SpanId; set: SetId };

export type MetricScope = {
  metrics: readonly MetricReading[];
  institutionIds: readonly number[];
  peerIds: readonly number[];
  periods: readonly Period[];
};

/** Metrics read at one span and set go to the metric service together, at most `size` at a time. */
function metricChunks(metrics: readonly MetricReading[], size: number): number[][] {
  const groups = new Map<string, number[]>();
  metrics.forEach((m, i) => {
    const key = `${m.span}:${m.set}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()].flatMap((indexes) =>
    Array.from({ length: Math.ceil(indexes.length / size) }, (_, c) =>
      indexes.slice(c * size, (c + 1) * size),
    ),
  );
}

/** The five quarter ends a report shows, oldest first, ending at the latest quarter with data. */
export async function reportPeriods(database: Database, fiType: string): Promise<Period[]> {
  const [row] = await database.query<{ period: string | null }>(
    'select max(latest_period)::text as period from institutions where fi_type = $1',
    [fiType],
  );
  const latest = row?.period;
  if (!latest) return [];
  return Array.from({ length: REPORT_PERIODS }, (_, i) => addQuarters(latest, i - (REPORT_PERIODS - 1)));
}

export async function institutionRefs(database: Database, ids: readonly number[]): Promise<InstitutionRef[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<{ id: number; fi_type: string }>(
    'select id, fi_type from institutions where id = any($1::int[])',
    [ids],
  );
  const typeOf = new Map(rows.map((r) => [Number(r.id), r.fi_type]));
  return ids.flatMap((id) => {
    const fiType = typeOf.get(id);
    return fiType ? [{ id, fiType }] : [];
  });
}

/**
 * Computes every metric of the report for the institutions and the peers over the periods, with
 * peer medians and everyone's national percentiles, in chunks (period by period, the metrics
 * in two halves) so a job can report progress after each; `onChunk` hears (done, total).
 */
export async function computeMetricReport(
  database: Database,
  scope: MetricScope,
  onChunk?: (done: number, total: number) => Promise<void>,
): Promise<MetricReportValues> {
  const metrics = scope.metrics;
  const institutionIds = [...new Set(scope.institutionIds)];
  const selected = new Set(institutionIds);
  const peerIds = [...new Set(scope.peerIds)].filter((id) => !selected.has(id));
  const refs = await institutionRefs(database, [...institutionIds, ...peerIds]);
  const ids = refs.map((r) => r.id);
  const institutionCount = refs.filter((r) => selected.has(r.id)).length;
  const periods = [...scope.periods];
  const values = metrics.map(() => periods.map(() => new Array<number | null>(ids.length).fill(null)));
  const national = metrics.map(() => periods.map(() => new Array<number | null>(ids.length).fill(null)));
  const medians = metrics.map(() => periods.map((): number | null => null));

  // Without institutions there is nothing to read (a custom report's lines are planned this way).
  const chunks = ids.length === 0 ? [] : metricChunks(metrics, Math.max(1, Math.ceil(metrics.length / 2)));
  const total = periods.length * chunks.length;
  const service = metricServiceFor(database);
  const known = new Set(ids);
  const peersPresent = peerIds.filter((id) => known.has(id));
  let done = 0;
  await onChunk?.(done, total);
  for (const [p, period] of periods.entries()) {
    for (const chunk of chunks) {
      const first = metrics[chunk[0] as number] as MetricReading;
      const result = await service.compute({
        metricIds: chunk.map((m) => (metrics[m] as MetricReading).metric.id),
        institutions: refs,
        periods: [period],
        span: first.span,
        set: first.set,
        peerIds: peersPresent.length > 0 ? peersPresent : undefined,
        national: true,
      });
      for (const m of chunk) {
        const metric = (metrics[m] as MetricReading).metric;
        const cells = result.cells.get(metric.id)?.get(period);
        const row = values[m]?.[p] as (number | null)[];
        ids.forEach((id, position) => {
          const cell = cells?.get(id);
          row[position] = cell?.value ?? null;
          (national[m]?.[p] as (number | null)[])[position] = cell?.national?.percentile ?? null;
        });
        (medians[m] as (number | null)[])[p] = result.peerStats.get(metric.id)?.get(period)?.median ?? null;
      }
      done++;
      await onChunk?.(done, total);
    }
  }
  return {
    kind: 'metrics',
    periods,
    metricIds: metrics.map((m) => m.metric.id),
    ids,
    institutionCount,
    values,
    national,
    medians,
  };
}
