import {
  formatCompactValue,
  type MetricCard,
  metricElementId,
  quarterLabel,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import type { InstitutionRef, MetricService } from '../../analytics/metric-service.js';
import { displayFormat } from '../../metrics/display-format.js';
import { addQuarters, type Period } from '../../metrics/periods.js';
import { rankAmong } from '../../metrics/statistics.js';
import { cardSentence } from './card-sentence.js';
import type { ResolvedCard } from './performance-cards.js';

/** The five quarters a trend shows, oldest first, ending at the latest. */
export function trendPeriods(latest: Period, count: number): Period[] {
  return Array.from({ length: count }, (_, i) => addQuarters(latest, i - (count - 1)));
}

/**
 * Where a value sits among its peers: the share of peers it beats or ties (0-100), best = 100. A
 * metric with no better direction is placed from the lowest, so the number still reads as a position.
 */
export function peerPercentile(
  value: number | null,
  peerValues: readonly number[],
  higherIsBetter: boolean | null,
): number | null {
  if (value === null || peerValues.length === 0) return null;
  const sorted = Float64Array.from([...peerValues, value]).sort();
  return rankAmong(value, sorted, higherIsBetter ?? true)?.percentile ?? null;
}

export type PerformanceInputs = {
  metrics: MetricService;
  subject: InstitutionRef;
  peers: readonly InstitutionRef[];
  latest: Period;
  trendLength: number;
  span: SpanId;
  set: SetId;
};

/** Computes every card's value, peer median, standings, trend and sentence in two metric queries. */
export async function performanceCards(
  cards: readonly ResolvedCard[],
  { metrics, subject, peers, latest, trendLength, span, set }: PerformanceInputs,
): Promise<MetricCard[]> {
  if (cards.length === 0) return [];
  const metricIds = [...new Set(cards.map((c) => c.metric.id))];
  const periods = trendPeriods(latest, trendLength);
  const peerIds = peers.map((p) => p.id);
  const [series, standing] = await Promise.all([
    metrics.compute({ metricIds, institutions: [subject, ...peers], periods, span, set, peerIds }),
    metrics.compute({ metricIds, institutions: [subject], periods: [latest], span, set, national: true }),
  ]);
  const labels = periods.map(quarterLabel);
  return cards.map((card): MetricCard => {
    const metric = card.metric;
    const format = displayFormat(metric);
    const byPeriod = series.cells.get(metric.id);
    const stats = series.peerStats.get(metric.id);
    const institution = periods.map((p) => byPeriod?.get(p)?.get(subject.id)?.value ?? null);
    const medians = periods.map((p) => stats?.get(p)?.median ?? null);
    const value = institution[institution.length - 1] ?? null;
    const median = medians[medians.length - 1] ?? null;
    const latestCells = byPeriod?.get(latest);
    const peerValues = peerIds.flatMap((id) => {
      const v = latestCells?.get(id)?.value;
      return v === null || v === undefined ? [] : [v];
    });
    const percentile = peerPercentile(value, peerValues, metric.higherIsBetter);
    const national = standing.cells.get(metric.id)?.get(latest)?.get(subject.id)?.national ?? null;
    return {
      kind: 'metric',
      card_id: card.id,
      page_id: card.pageId,
      title: card.title,
      metric_id: metric.id,
      element_id: metricElementId(metric.id),
      format,
      higher_is_better: metric.higherIsBetter,
      period: latest,
      value,
      value_text: formatCompactValue(value, format),
      peer_median: median,
      peer_median_text: formatCompactValue(median, format),
      peer_count: peerValues.length,
      peer_percentile: percentile,
      national,
      trend: { periods, labels, institution, peer_median: medians },
      sentence: cardSentence({
        title: card.title,
        format,
        higherIsBetter: metric.higherIsBetter,
        periodLabel: quarterLabel(latest),
        value,
        peerMedian: median,
        peerCount: peerValues.length,
        peerPercentile: percentile,
        yearAgo: trendLength >= 5 ? (institution[0] ?? null) : null,
      }),
    };
  });
}
