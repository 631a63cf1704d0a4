import {
  CHART_COLOR_SERIES,
  type DigitalChannelsOverview,
  formatValue,
  quarterLabel,
} from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import type { Figure } from '../../ui/FigureCards';

// Overview shares, adoption and their changes are percent points (12.5 means 12.5%).
export const points = (value: number | null | undefined) => formatValue(value, 'P1', { percentPoints: true });

/** A change in percent points with its sign, so gains and losses read apart: "+1.25 pts". */
export function pointsChange(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '—';
  const text = formatValue(Math.abs(value), 'N2');
  if (text === '0.00') return '0.00 pts';
  return `${value > 0 ? '+' : '−'}${text} pts`;
}

/** The module's headline tiles; the mobile-only figures are left out where the channel has none. */
export function overviewFigures(overview: DigitalChannelsOverview): Figure[] {
  const since = overview.beginning_period ? `since ${quarterLabel(overview.beginning_period)}` : undefined;
  const reach = overview.institutions > 0 ? (overview.with_channel / overview.institutions) * 100 : null;
  const figures: (Figure | null)[] = [
    {
      label: 'Institutions with the channel',
      value: formatValue(overview.with_channel, 'N0'),
      note: `of ${formatValue(overview.institutions, 'N0')} in the population (${points(reach)})`,
    },
    { label: 'Vendors', value: formatValue(overview.vendors, 'N0'), note: 'with at least one client' },
    overview.vendor_branded_share === null
      ? null
      : {
          label: 'Vendor-branded apps',
          value: points(overview.vendor_branded_share),
          note: 'published under the vendor’s account',
        },
    overview.weighted_rating === null
      ? null
      : {
          label: 'Weighted rating',
          value: formatValue(overview.weighted_rating, 'N2'),
          note: `from ${formatValue(overview.rating_count, 'N0')} store ratings`,
        },
    { label: 'Vendor switches', value: formatValue(overview.switches, 'N0'), note: since },
  ];
  return figures.filter((f): f is Figure => f !== null);
}

/** Institutions with the channel over time, with the weighted rating on its own axis where there is one. */
export function overviewTrendOption(overview: DigitalChannelsOverview): EChartsCoreOption {
  const rated = overview.trend.some((p) => p.weighted_rating !== null);
  return {
    color: [...CHART_COLOR_SERIES],
    aria: { enabled: true },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 52, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: overview.trend.map((p) => quarterLabel(p.period)), boundaryGap: false },
    yAxis: [
      { type: 'value', name: 'Institutions', minInterval: 1 },
      ...(rated ? [{ type: 'value', name: 'Rating', min: 1, max: 5, splitLine: { show: false } }] : []),
    ],
    series: [
      {
        type: 'line',
        name: 'Institutions with the channel',
        data: overview.trend.map((p) => p.with_channel),
        symbolSize: 6,
      },
      ...(rated
        ? [
            {
              type: 'line',
              name: 'Weighted rating',
              yAxisIndex: 1,
              data: overview.trend.map((p) => p.weighted_rating),
              symbolSize: 6,
            },
          ]
        : []),
    ],
  };
}
