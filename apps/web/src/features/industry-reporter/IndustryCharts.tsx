import type { IndustryReportMetric, IndustryReportView } from '@fin-atlas/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { periodChartOption, trendChartOption } from './chart-options';
import type { ShownRow } from './view-model';

type ChartsProps = {
  view: IndustryReportView;
  rows: readonly ShownRow[];
  metrics: readonly { metric: IndustryReportMetric; index: number }[];
  trend: boolean;
  periodIndex: number;
  /** One large chart (single metric, or the graph above a table) rather than a grid of small ones. */
  large?: boolean;
};

function MetricChart({
  view,
  rows,
  metric,
  index,
  trend,
  periodIndex,
  height,
}: Omit<ChartsProps, 'metrics' | 'large'> & { metric: IndustryReportMetric; index: number; height: number }) {
  const option = useMemo(
    () => (trend ? trendChartOption(view, index, rows) : periodChartOption(view, index, rows, periodIndex)),
    [view, index, rows, trend, periodIndex],
  );
  const when = trend ? 'five quarters' : (view.headers[periodIndex] ?? '');
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} fz="sm" mb={4} truncate title={metric.definition}>
        {metric.name}
      </Text>
      <EChart
        option={option}
        height={height}
        label={`${metric.name}, ${trend ? 'line' : 'bar'} chart over ${when}`}
        testId="industry-chart"
      />
    </Paper>
  );
}

/** The charts of what is shown: one per metric, each line or bar a group total or segment. */
export function IndustryCharts({ view, rows, metrics, trend, periodIndex, large = false }: ChartsProps) {
  if (rows.length === 0 || metrics.length === 0) return null;
  const single = large || metrics.length === 1;
  return (
    <SimpleGrid cols={single ? 1 : { base: 1, md: 2, xl: 3 }} spacing="md">
      {metrics.map(({ metric, index }) => (
        <MetricChart
          key={metric.id}
          view={view}
          rows={rows}
          metric={metric}
          index={index}
          trend={trend}
          periodIndex={periodIndex}
          height={single ? 340 : 240}
        />
      ))}
    </SimpleGrid>
  );
}
