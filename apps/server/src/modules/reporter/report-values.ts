import type { SetId, SpanId } from '@fin-atlas/domain';
import { type InstitutionRef, metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { addQuarters, type Period } from '../../metrics/periods.js';
import { type MetricReport, reportMetrics } from './report-catalog.js';

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
};

export type MetricScope = {
  report: MetricReport;
  institutionIds: readonly number[];
  peerIds: readonly number[];
  periods: readonly Period[];
  span: SpanId;
  set: SetId;
};

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
  const metrics = reportMetrics(scope.report).map((m) => m.metric);
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

  const half = Math.ceil(metrics.length / 2);
  const metricChunks = [metrics.slice(0, half), metrics.slice(half)].filter((c) => c.length > 0);
  const total = periods.length * metricChunks.length;
  const service = metricServiceFor(database);
  const known = new Set(ids);
  const peersPresent = peerIds.filter((id) => known.has(id));
  let done = 0;
  await onChunk?.(done, total);
  for (const [p, period] of periods.entries()) {
    for (const [c, chunk] of metricChunks.entries()) {
      const offset = c * half;
      const result = await service.compute({
        metricIds: chunk.map((m) => m.id),
        institutions: refs,
        periods: [period],
        span: scope.span,
        set: scope.set,
        peerIds: peersPresent.length > 0 ? peersPresent : undefined,
        national: true,
      });
      chunk.forEach((metric, i) => {
        const m = offset + i;
        const cells = result.cells.get(metric.id)?.get(period);
        const row = values[m]?.[p] as (number | null)[];
        ids.forEach((id, position) => {
          const cell = cells?.get(id);
          row[position] = cell?.value ?? null;
          (national[m]?.[p] as (number | null)[])[position] = cell?.national?.percentile ?? null;
        });
        (medians[m] as (number | null)[])[p] = result.peerStats.get(metric.id)?.get(period)?.median ?? null;
      });
      done++;
      await onChunk?.(done, total);
    }
  }
  return {
    kind: 'metrics',
    periods,
    metricIds: metrics.map((m) => m.id),
    ids,
    institutionCount,
    values,
    national,
    medians,
  };
}
