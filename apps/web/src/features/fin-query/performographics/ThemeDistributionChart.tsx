import { CHART_COLOR_SERIES, FI_TYPE_LABELS, type PerformographicDistribution } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../../ui/chart/EChart';

const BIN_LABELS = Array.from({ length: 10 }, (_, i) => `${i * 10}–${i * 10 + 10}`);

/** How one theme's scores spread: institutions per band of ten points, one series per FI type. */
export function ThemeDistributionChart({
  themeName,
  distributions,
}: {
  themeName: string;
  distributions: readonly PerformographicDistribution[];
}) {
  const option = useMemo<EChartsCoreOption>(
    () => ({
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
      grid: { left: 4, right: 8, top: 28, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: BIN_LABELS, axisLabel: { fontSize: 10, interval: 1 } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 10 } },
      series: distributions.map((d) => ({
        type: 'bar',
        name: FI_TYPE_LABELS[d.fi_type],
        barMaxWidth: 10,
        data: d.bins,
      })),
    }),
    [distributions],
  );
  return (
    <EChart option={option} height={170} label={`${themeName}: institutions by score band and FI type`} />
  );
}
