import { CHART_COLOR_SERIES, type StrategySegmentation } from '@fin-atlas/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { count, share } from './figures';

/**
 * Each segment's clients and non-clients (stacked bars) with the penetration (line, right axis), so
 * where the market is and where the client base is read side by side.
 */
export function SegmentationChart({ view }: { view: StrategySegmentation }) {
  const rows = useMemo(
    () => [...view.segments, ...(view.unsegmented ? [view.unsegmented] : [])],
    [view.segments, view.unsegmented],
  );
  const option = useMemo<EChartsCoreOption>(
    () => ({
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: rows.map((r) => r.name),
        axisLabel: { interval: 0, width: 110, overflow: 'break' },
      },
      yAxis: [
        { type: 'value', name: 'Institutions', axisLabel: { formatter: (v: number) => count(v) } },
        {
          type: 'value',
          name: 'Penetration',
          min: 0,
          axisLabel: { formatter: (v: number) => share(v) },
          splitLine: { show: false },
        },
      ],
      series: [
        {
          type: 'bar',
          name: 'Clients',
          stack: 'segment',
          barMaxWidth: 48,
          data: rows.map((r) => r.clients),
          tooltip: { valueFormatter: (v: unknown) => count(Number(v)) },
        },
        {
          type: 'bar',
          name: 'Non-clients',
          stack: 'segment',
          barMaxWidth: 48,
          data: rows.map((r) => r.non_clients),
          tooltip: { valueFormatter: (v: unknown) => count(Number(v)) },
        },
        {
          type: 'line',
          name: 'Penetration',
          yAxisIndex: 1,
          symbolSize: 8,
          data: rows.map((r) => r.penetration),
          tooltip: { valueFormatter: (v: unknown) => share(v === null ? null : Number(v)) },
        },
      ],
    }),
    [rows],
  );
  return (
    <EChart
      testId="segmentation-chart"
      option={option}
      height={340}
      label={`Clients and non-clients in each segment of ${view.segmentation.name}, with penetration`}
    />
  );
}
