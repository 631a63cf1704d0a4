import { INTENT_LEVEL_LABELS, INTENT_LEVELS, type IntentSignalDetail, quarterLabel } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { count, LEVEL_CHART_COLORS } from './figures';

/** Institutions at each level per scored quarter, stacked, oldest first. */
export function LevelHistoryChart({
  history,
  name,
}: {
  history: IntentSignalDetail['history'];
  name: string;
}) {
  const option = useMemo<EChartsCoreOption>(
    () => ({
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: history.map((h) => quarterLabel(h.period)) },
      yAxis: { type: 'value', name: 'Institutions', axisLabel: { formatter: (v: number) => count(v) } },
      series: INTENT_LEVELS.map((level) => ({
        type: 'bar',
        name: INTENT_LEVEL_LABELS[level],
        stack: 'levels',
        barMaxWidth: 40,
        itemStyle: { color: LEVEL_CHART_COLORS[level] },
        data: history.map((h) => h.counts[level]),
        tooltip: { valueFormatter: (v: unknown) => count(Number(v)) },
      })),
    }),
    [history],
  );
  return (
    <EChart
      testId="level-history-chart"
      option={option}
      height={300}
      label={`Institutions at each research level of ${name} by quarter`}
    />
  );
}
