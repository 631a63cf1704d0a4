import { type ChartType, NOT_AVAILABLE, type ReportViewPage } from '@fin-atlas/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { stickyColumn, TableScroller } from '../../ui/table-scroller';
import { trendOption, trendSeries } from './chart-options';
import { PeriodHeaders, percentileText, ValueCells } from './MultiMetricTable';
import { type PeerColumn, PeerRowsTable } from './PeerRowsTable';
import { NEWEST_FIRST, periodFigures } from './period-columns';
import type { LayoutMetric } from './report-layout';

const text = (v: string | number | null) => (v === null ? NOT_AVAILABLE : String(v));
const NAME_WIDTH = 240;

/** A metric's trend as a chart: bars per period or lines ('performance'). */
export function TrendChart({
  metric,
  headers,
  chartType,
  showPeers,
}: {
  metric: LayoutMetric;
  headers: readonly string[];
  chartType: 'bar' | 'performance';
  showPeers: boolean;
}) {
  const option = useMemo(
    () =>
      trendOption(
        chartType,
        headers,
        trendSeries(metric.name, metric.rows, metric.peer, { showPeers, withMetricName: false }),
      ),
    [chartType, headers, metric, showPeers],
  );
  return (
    <EChart
      option={option}
      height={300}
      label={`${metric.name}, ${chartType === 'bar' ? 'bar chart' : 'performance chart'} over ${headers.length} periods`}
      testId="report-chart"
    />
  );
}

/** The newest period alone for a line that shows no trend. */
const LATEST_ONLY = [4] as const;

function peerColumns(headers: readonly string[], showPeers: boolean, metric: LayoutMetric): PeerColumn[] {
  const periods: PeerColumn[] = (metric.current ? LATEST_ONLY : NEWEST_FIRST).map((i) => ({
    key: `v${i + 1}`,
    header: headers[i] ?? '',
    numeric: !metric.text,
    render: (row) => text(periodFigures(row)[i] ?? null),
    // Words sort A to Z; figures by their number, not their text.
    sortValue: (row) => (metric.text ? (periodFigures(row)[i] ?? null) : (row.raw_values[i] ?? null)),
  }));
  if (!showPeers) return periods;
  return [
    ...periods,
    {
      key: 'percentile',
      header: 'National Percentile',
      numeric: true,
      render: (row) => percentileText(row.national_rank),
      sortValue: (row) => row.national_rank,
    },
  ];
}

/** Single view: one metric's trend for the institutions and their peer median, then every peer. */
export function SingleMetricView({
  view,
  metric,
  chartType,
  showPeers,
}: {
  view: ReportViewPage;
  metric: LayoutMetric;
  chartType: ChartType;
  showPeers: boolean;
}) {
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {metric.name}
      </Title>
      {chartType === 'peer_table' || metric.text ? null : (
        <Paper withBorder radius="md" p="md">
          <TrendChart metric={metric} headers={view.headers} chartType={chartType} showPeers={showPeers} />
        </Paper>
      )}
      <TableScroller label={`${metric.name} by institution, scrollable`}>
        <Table withTableBorder stickyHeader aria-label={`${metric.name} by institution`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={stickyColumn(0, NAME_WIDTH, true, true)}>Institution</Table.Th>
              <PeriodHeaders headers={view.headers} showPeers={showPeers} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {metric.rows.map((row) => (
              <Table.Tr key={row.bank_id}>
                <Table.Td style={stickyColumn(0, NAME_WIDTH, true)}>{row.bank_name}</Table.Td>
                <ValueCells row={row} showPeers={showPeers} />
              </Table.Tr>
            ))}
            {metric.peer ? (
              <Table.Tr fw={600}>
                <Table.Td style={stickyColumn(0, NAME_WIDTH, true)}>
                  {metric.peer.bank_name || 'Peer median'}
                </Table.Td>
                <ValueCells row={metric.peer} showPeers={false} />
                {showPeers ? <Table.Td colSpan={2} /> : null}
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Peer table">
        <Title order={3} fz="md" mb="xs">
          Peer table
        </Title>
        {view.peer_table.length === 0 ? (
          <Text c="dimmed" fz="sm">
            The peer group has no members with this metric.
          </Text>
        ) : (
          <PeerRowsTable
            label={`${metric.name} for every peer`}
            institutions={metric.rows}
            peers={view.peer_table}
            columns={peerColumns(view.headers, showPeers, metric)}
            initialSort="rank"
            rankLabel="Rank"
          />
        )}
      </Paper>
    </Stack>
  );
}
