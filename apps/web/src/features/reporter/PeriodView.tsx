import { type CellValue, formatValue, NOT_AVAILABLE, type ReportViewPage } from '@fin-atlas/domain';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { periodValue } from './export-sheets';
import { type PeerColumn, PeerRowsTable } from './PeerRowsTable';

/** A figure to sort by: numbers as they are, formatted text read back ('$1,234M', '12.5%'). */
export function sortableFigure(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseFloat(value.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** The metric the peers are ranked by leads, so its figures sit next to the rank and name. */
export function rankedFirst<T extends { id: number }>(metrics: readonly T[], rankedId: number | null): T[] {
  const ranked = metrics.filter((m) => m.id === rankedId);
  return [...ranked, ...metrics.filter((m) => m.id !== rankedId)];
}

/** Period view: every peer (and the institutions) by every metric at one quarter end. */
export function PeriodView({
  view,
  onPeriod,
}: {
  view: ReportViewPage;
  onPeriod: (periodId: number) => void;
}) {
  const ranked = view.metrics_list.find((m) => m.id === view.metric_id)?.name;
  const columns = useMemo<PeerColumn[]>(
    () =>
      rankedFirst(view.metrics_list, view.metric_id).map((metric) => ({
        key: `m${metric.id}`,
        header: metric.name,
        numeric: !view.text_metric_ids?.includes(metric.id),
        render: (row) => {
          const value = periodValue(row, metric.id)?.value5 ?? null;
          if (typeof value === 'number')
            return formatValue(value, view.display_formats[String(metric.id)] ?? 'N2');
          return value === null || value === '' ? NOT_AVAILABLE : value;
        },
        sortValue: (row) => {
          const value = periodValue(row, metric.id)?.value5;
          // Words (a custom report's vendor or city) sort A to Z; figures by their number.
          if (view.text_metric_ids?.includes(metric.id)) return typeof value === 'string' ? value : null;
          return sortableFigure(value);
        },
      })),
    [view.metrics_list, view.metric_id, view.display_formats, view.text_metric_ids],
  );
  // The institutions and the peer median stay on top of the peers, whatever the sort.
  const institutions = [...view.metrics, ...view.peer_metrics].filter(
    (row) => row.metric_values !== undefined,
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Period"
          w={220}
          data={view.periodList.map((p) => ({ value: String(p.id), label: p.name }))}
          value={view.period_id === null ? null : String(view.period_id)}
          onChange={(value) => value && onPeriod(Number(value))}
          allowDeselect={false}
        />
        <Text fz="sm" c="dimmed" data-testid="period-peer-count">
          {view.total_peers.toLocaleString('en-US')} peers
        </Text>
      </Group>
      <Paper withBorder radius="md" p="md">
        <PeerRowsTable
          label="Peers by metric"
          institutions={institutions}
          peers={view.peer_table}
          columns={columns}
          initialSort="rank"
          rankLabel={ranked ? `Rank (${ranked})` : 'Rank'}
        />
      </Paper>
    </Stack>
  );
}
