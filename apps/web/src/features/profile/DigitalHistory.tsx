import { type InstitutionDigitalChannels, quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { ratingText } from './DigitalApps';
import { type ChannelQuarter, type HistoryQuarter, historyByQuarter, vendorLabel } from './digital-history';

const RATING_COLOR = '#4E79A7';
const SWITCH_COLOR = '#E15759';

function VendorChange({ point }: { point: ChannelQuarter | undefined }) {
  if (!point) return <Text fz="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm">{vendorLabel(point.vendor_name)}</Text>
      {point.switchedFrom ? (
        <Badge size="sm" color="red" variant="light" tt="none" title={`Switched from ${point.switchedFrom}`}>
          Switched from {point.switchedFrom}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The mobile app's weighted rating by quarter, a red point where the vendor changed. */
function RatingTrendChart({ rows }: { rows: HistoryQuarter[] }) {
  const option = useMemo<EChartsCoreOption>(() => {
    const oldestFirst = [...rows].reverse();
    return {
      aria: { enabled: true },
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: oldestFirst.map((r) => quarterLabel(r.period)) },
      yAxis: { type: 'value', min: 1, max: 5, name: 'Rating' },
      series: [
        {
          type: 'line',
          name: 'Mobile app rating',
          connectNulls: true,
          data: oldestFirst.map((r) => ({
            value: r.mobile?.rating ?? null,
            ...(r.mobile?.switchedFrom ? { symbolSize: 12, itemStyle: { color: SWITCH_COLOR } } : {}),
          })),
          symbolSize: 7,
          lineStyle: { width: 2.5, color: RATING_COLOR },
          itemStyle: { color: RATING_COLOR },
        },
      ],
    };
  }, [rows]);
  return (
    <EChart
      testId="digital-rating-chart"
      option={option}
      height={200}
      label="Mobile app rating by quarter, weighted by rating count, with vendor switches marked"
    />
  );
}

/** Who ran each channel every quarter, how the app rated and how many features it had. */
export function DigitalHistory({ history }: { history: InstitutionDigitalChannels['history'] }) {
  const rows = useMemo(() => historyByQuarter(history), [history]);
  const rated = rows.filter((r) => r.mobile?.rating != null).length;
  return (
    <Stack gap="sm">
      {rated >= 2 ? <RatingTrendChart rows={rows} /> : null}
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Digital channels history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quarter</Table.Th>
              <Table.Th>Mobile banking vendor</Table.Th>
              <Table.Th>App rating</Table.Th>
              <Table.Th>App features</Table.Th>
              <Table.Th>Online banking vendor</Table.Th>
              <Table.Th>Platform features</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.period}>
                <Table.Td>{quarterLabel(r.period)}</Table.Td>
                <Table.Td>
                  <VendorChange point={r.mobile} />
                </Table.Td>
                <Table.Td>{r.mobile ? ratingText(r.mobile.rating, r.mobile.rating_count) : '—'}</Table.Td>
                <Table.Td>{r.mobile?.feature_count ?? '—'}</Table.Td>
                <Table.Td>
                  <VendorChange point={r.online} />
                </Table.Td>
                <Table.Td>{r.online?.feature_count ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
