import { CHART_COLOR_SERIES, quarterLabel, type TimelinePoint } from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../../ui/chart/EChart';
import { exactAssets, formatAssets, formatCount } from './format';
import { ReportSection } from './ReportSection';
import { ScrollTable } from './ScrollTable';

/** Clients (line) and their total assets (bars) at each loaded quarter end, with the figures as a table. */
export function ClientsOverTime({ timeline, noun }: { timeline: readonly TimelinePoint[]; noun: string }) {
  const option = useMemo(
    () => ({
      color: [CHART_COLOR_SERIES[0], CHART_COLOR_SERIES[1]],
      tooltip: { trigger: 'axis' },
      legend: { data: ['Clients', 'Client assets'], bottom: 0 },
      grid: { left: 56, right: 72, top: 24, bottom: 48 },
      xAxis: { type: 'category', data: timeline.map((p) => quarterLabel(p.period)) },
      yAxis: [
        { type: 'value', name: 'Clients', minInterval: 1 },
        {
          type: 'value',
          name: 'Assets',
          axisLabel: { formatter: (v: number) => formatAssets(v) },
        },
      ],
      series: [
        {
          name: 'Client assets',
          type: 'bar',
          yAxisIndex: 1,
          data: timeline.map((p) => p.assets),
          tooltip: { valueFormatter: (v: number) => formatAssets(v) },
          itemStyle: { opacity: 0.55 },
        },
        { name: 'Clients', type: 'line', data: timeline.map((p) => p.clients), symbolSize: 6 },
      ],
    }),
    [timeline],
  );

  return (
    <ReportSection
      title="Clients over time"
      description={`Institutions using ${noun} at each quarter end, and their total assets then.`}
    >
      {timeline.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No quarters of call-report data are loaded yet.
        </Text>
      ) : (
        <>
          <EChart option={option} height={280} label={`Clients and client assets of ${noun} by quarter`} />
          <ScrollTable label="Clients and assets per quarter" minWidth={400} mt="sm">
            <Table fz="xs" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Quarter</Table.Th>
                  {timeline.map((p) => (
                    <Table.Th key={p.period} scope="col" ta="right">
                      {quarterLabel(p.period)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Clients</Table.Th>
                  {timeline.map((p) => (
                    <Table.Td key={p.period} ta="right">
                      {formatCount(p.clients)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Client assets</Table.Th>
                  {timeline.map((p) => (
                    <Table.Td key={p.period} ta="right" title={exactAssets(p.assets)}>
                      {formatAssets(p.assets)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      )}
    </ReportSection>
  );
}
