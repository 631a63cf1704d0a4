import { formatCompactValue, type IndustryReportView, type NumberFormatCode } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { figure, type ShownRow } from './view-model';

const axisText = (format: NumberFormatCode) => (v: unknown) =>
  typeof v === 'number' ? formatCompactValue(v, format) : 'NA';

/** Multi-Period: a line per row (group total or segment) of the aggregate over the five quarters. */
export function trendChartOption(
  view: IndustryReportView,
  metricIndex: number,
  rows: readonly ShownRow[],
): EChartsCoreOption {
  const format = view.metrics[metricIndex]?.format ?? 'N2';
  const show = axisText(format);
  return {
    color: rows.map((r) => r.color),
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: show },
    xAxis: { type: 'category', data: [...view.headers], boundaryGap: false },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: show } },
    series: rows.map((r) => ({
      type: 'line',
      name: r.label,
      data: view.periods.map((_, p) => figure(view, r.index, metricIndex, p, 'aggregate')),
      connectNulls: false,
      symbolSize: 7,
    })),
  };
}

/**
 * Single-Period: the aggregate of each row as a bar at the chosen quarter, with the members'
 * median and quartiles marked on it, so the group figure and the typical member read together.
 */
export function periodChartOption(
  view: IndustryReportView,
  metricIndex: number,
  rows: readonly ShownRow[],
  periodIndex: number,
): EChartsCoreOption {
  const format = view.metrics[metricIndex]?.format ?? 'N2';
  const show = axisText(format);
  const at = (stat: 'aggregate' | 'p25' | 'median' | 'p75') =>
    rows.map((r) => figure(view, r.index, metricIndex, periodIndex, stat));
  const marker = (name: string, symbol: string, data: (number | null)[]) => ({
    type: 'line',
    name,
    data,
    symbol,
    symbolSize: 10,
    lineStyle: { opacity: 0 },
    itemStyle: { color: '#343a40' },
  });
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: show },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.label),
      axisLabel: { interval: 0, rotate: rows.length > 4 ? 25 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: show } },
    series: [
      {
        type: 'bar',
        name: 'Aggregate',
        barMaxWidth: 36,
        data: at('aggregate').map((value, i) => ({ value, itemStyle: { color: rows[i]?.color } })),
      },
      marker('25th Percentile', 'triangle', at('p25')),
      marker('Median', 'diamond', at('median')),
      marker('75th Percentile', 'triangle', at('p75')),
    ],
  };
}
