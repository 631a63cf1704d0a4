import { INTENT_LEVEL_LABELS, INTENT_LEVELS, type IntentSignalSummary } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { count, LEVEL_CHART_COLORS } from './figures';

/** Each signal's institutions by level, stacked, so where research is heaviest reads at a glance. */
export function SignalsChart({ signals }: { signals: readonly IntentSignalSummary[] }) {
  // Top to bottom in the table's order: the category axis draws its first entry at the bottom.
  const rows = useMemo(() => [...signals].reverse(), [signals]);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', name: 'Institutions', axisLabel: { formatter: (v: number) => count(v) } },
      yAxis: {
        type: 'category',
        data: rows.map((s) => s.name),
        axisLabel: { width: 180, overflow: 'truncate' },
      },
      series: INTENT_LEVELS.map((level) => ({
        type: 'bar',
        name: INTENT_LEVEL_LABELS[level],
        stack: 'levels',
        barMaxWidth: 22,
        itemStyle: { color: LEVEL_CHART_COLORS[level] },
        data: rows.map((s) => s.counts[level]),
        tooltip: { valueFormatter: (v: unknown) => count(Number(v)) },
      })),
    }),
    [rows],
  );
  return (
    <EChart
      testId="signals-chart"
      option={option}
      height={Math.max(160, 60 + rows.length * 34)}
      label="Institutions at each research level per signal"
    />
  );
}
