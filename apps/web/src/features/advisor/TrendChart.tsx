import { formatCompactValue, type MetricCard } from '@fin-atlas/domain';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';

/** The card's five quarters: the institution against the peer median. */
export function TrendChart({ card }: { card: MetricCard }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 8, right: 8, top: 24, bottom: 20, containLabel: true },
      legend: { top: 0, left: 0, itemWidth: 12, textStyle: { fontSize: 10 } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => formatCompactValue(value, card.format),
      },
      xAxis: { type: 'category', data: card.trend.labels, axisLabel: { fontSize: 10 } },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: { fontSize: 10, formatter: (value: number) => formatCompactValue(value, card.format) },
      },
      series: [
        {
          name: 'Institution',
          type: 'line',
          data: card.trend.institution,
          connectNulls: false,
          symbolSize: 5,
        },
        {
          name: 'Peer median',
          type: 'line',
          data: card.trend.peer_median,
          lineStyle: { type: 'dashed' },
          symbolSize: 4,
        },
      ],
    }),
    [card],
  );
  const described = card.trend.labels
    .map(
      (label, i) =>
        `${label}: ${formatCompactValue(card.trend.institution[i], card.format)} vs ${formatCompactValue(card.trend.peer_median[i], card.format)}`,
    )
    .join('; ');
  return (
    <EChart
      option={option}
      height={140}
      label={`${card.title} trend, institution vs peer median. ${described}`}
    />
  );
}
