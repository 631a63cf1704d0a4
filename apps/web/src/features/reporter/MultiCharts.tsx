import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { trendOption, trendSeries } from './chart-options';
import { chartableMetrics, type LayoutGraph, type LayoutMetric, type LayoutSection } from './report-layout';

function GraphChart({
  metrics,
  headers,
  chartType,
  showPeers,
}: {
  metrics: LayoutMetric[];
  headers: readonly string[];
  chartType: 'bar' | 'performance';
  showPeers: boolean;
}) {
  const title = metrics.map((m) => m.name).join(', ');
  const option = useMemo(
    () =>
      trendOption(
        chartType,
        headers,
        metrics.flatMap((m) =>
          trendSeries(m.name, m.rows, m.peer, { showPeers, withMetricName: metrics.length > 1 }),
        ),
      ),
    [chartType, headers, metrics, showPeers],
  );
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} fz="sm" mb={4} truncate>
        {title}
      </Text>
      <EChart
        option={option}
        height={260}
        label={`${title}, ${chartType === 'bar' ? 'bar chart' : 'performance chart'}`}
        testId="report-chart"
      />
    </Paper>
  );
}

/**
 * The multi view's charts: the report's own graphs where its layout places some, otherwise the
 * metric in focus (the one last opened, or the first).
 */
export function MultiCharts({
  sections,
  headers,
  chartType,
  showPeers,
  focusId,
}: {
  sections: readonly LayoutSection[];
  headers: readonly string[];
  chartType: 'bar' | 'performance';
  showPeers: boolean;
  focusId: number | null;
}) {
  const charts = useMemo(() => {
    const metrics = chartableMetrics(sections);
    const byId = new Map(metrics.map((m) => [m.id, m]));
    const graphs = sections.flatMap((s) => s.entries.filter((e): e is LayoutGraph => e.kind === 'graph'));
    const found = graphs
      .map((g) => ({ key: g.key, metrics: g.metricIds.flatMap((id) => byId.get(id) ?? []) }))
      .filter((g) => g.metrics.length > 0);
    if (found.length > 0) return found;
    const focus = (focusId !== null ? byId.get(focusId) : undefined) ?? metrics[0];
    return focus ? [{ key: 'focus', metrics: [focus] }] : [];
  }, [sections, focusId]);
  if (charts.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, lg: charts.length > 1 ? 2 : 1 }} spacing="md">
      {charts.map((c) => (
        <GraphChart
          key={c.key}
          metrics={c.metrics}
          headers={headers}
          chartType={chartType}
          showPeers={showPeers}
        />
      ))}
    </SimpleGrid>
  );
}
