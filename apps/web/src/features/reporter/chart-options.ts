import {
  CHART_COLOR_SERIES,
  formatCompactValue,
  type MetricRow,
  type NumberFormatCode,
} from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';

export type TrendSeries = { name: string; values: (number | null)[]; format: NumberFormatCode };

/** One line or bar group per row: its raw figures over the five periods (formatted text is for tables). */
export function trendSeries(
  metricName: string,
  rows: readonly MetricRow[],
  peer: MetricRow | null,
  options: { showPeers: boolean; withMetricName: boolean },
): TrendSeries[] {
  const label = (name: string) => (options.withMetricName ? `${metricName}: ${name}` : name);
  const series = rows.map((row) => ({
    name: label(row.bank_name),
    values: row.raw_values.map((v) => (v === null || Number.isFinite(v) ? v : null)),
    format: row.format,
  }));
  if (options.showPeers && peer) {
    series.push({
      name: label(peer.bank_name || 'Peer median'),
      values: peer.raw_values.map((v) => (v === null || Number.isFinite(v) ? v : null)),
      format: peer.format,
    });
  }
  return series;
}

/** Bars grouped by period, or lines over the periods ('performance'), one series per institution. */
export function trendOption(
  kind: 'bar' | 'performance',
  headers: readonly string[],
  series: readonly TrendSeries[],
): EChartsCoreOption {
  const format = series[0]?.format ?? 'N2';
  // Axes and tooltips read money in compact units ($372.9B); the table keeps the exact millions.
  const show = (v: unknown) => (typeof v === 'number' ? formatCompactValue(v, format) : 'NA');
  return {
    color: [...CHART_COLOR_SERIES],
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: show },
    xAxis: { type: 'category', data: [...headers], boundaryGap: kind === 'bar' },
    yAxis: { type: 'value', scale: kind === 'performance', axisLabel: { formatter: show } },
    series: series.map((s) => ({
      type: kind === 'bar' ? 'bar' : 'line',
      name: s.name,
      data: s.values,
      connectNulls: false,
      ...(kind === 'bar' ? { barMaxWidth: 28 } : { symbolSize: 7 }),
    })),
  };
}
