import type { DigitalChannelsReport, DigitalChannelsResult, DigitalChannelsRow } from '@fin-atlas/domain';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { loadECharts } from '../../ui/chart/load-echarts';
import { loadHeatmapECharts } from '../../ui/chart/load-heatmap';
import { reportChart } from './chart-options';

const TITLES: Record<DigitalChannelsReport['kind'], string> = {
  market_share: 'Market share by vendor',
  features: 'Feature adoption by vendor',
  satisfaction: 'App rating by vendor',
  trend: 'Share by vendor over time',
};

/** The chart of the report's kind over the vendor rows shown. */
export function ResultChart({
  kind,
  result,
  rows,
}: {
  kind: DigitalChannelsReport['kind'];
  result: DigitalChannelsResult;
  rows: readonly DigitalChannelsRow[];
}) {
  const chart = useMemo(() => reportChart(kind, result, rows), [kind, result, rows]);
  return (
    <div>
      <Text fw={600} mb="xs">
        {TITLES[kind]}
      </Text>
      <EChart
        testId="digital-channels-chart"
        option={chart.option}
        height={chart.height}
        label={chart.label}
        load={chart.heatmap ? loadHeatmapECharts : loadECharts}
      />
    </div>
  );
}
