import { CHART_COLOR_SERIES, type StrategyWhiteSpace, type WhiteSpaceRow } from '@fin-atlas/domain';
import { Button, Table, Tabs } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { EChart } from '../../ui/chart/EChart';
import { TableScroller } from '../../ui/table-scroller';
import { count, share } from './figures';
import { shownStatuses, statusLabel } from './white-space-columns';

export type BreakdownKind = 'segment' | 'state' | 'asset_band';

const TABS: { kind: BreakdownKind; label: string; rows: (v: StrategyWhiteSpace) => WhiteSpaceRow[] }[] = [
  { kind: 'segment', label: 'By segment', rows: (v) => v.by_segment },
  { kind: 'state', label: 'By state', rows: (v) => v.by_state },
  { kind: 'asset_band', label: 'By asset band', rows: (v) => v.by_asset_band },
];

/** States are many: the chart shows the ones with the most white space. */
const CHART_ROWS = 20;

function BreakdownChart({ view, rows }: { view: StrategyWhiteSpace; rows: WhiteSpaceRow[] }) {
  const statuses = shownStatuses(view);
  const shown = useMemo(
    () =>
      [...rows]
        .filter((r) => r.institutions > 0)
        .sort((a, b) => b.white_space - a.white_space)
        .slice(0, CHART_ROWS),
    [rows],
  );
  const option = useMemo<EChartsCoreOption>(
    () => ({
      color: [...CHART_COLOR_SERIES],
      aria: { enabled: true },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: unknown) => count(Number(v)),
      },
      xAxis: { type: 'value', name: 'Institutions' },
      yAxis: {
        type: 'category',
        inverse: true,
        data: shown.map((r) => r.name),
        axisLabel: { width: 180, overflow: 'truncate' },
      },
      series: statuses.map((status) => ({
        type: 'bar',
        stack: 'status',
        name: statusLabel(view, status),
        barMaxWidth: 22,
        data: shown.map((r) => r.counts[status]),
      })),
    }),
    [shown, statuses, view],
  );
  return (
    <EChart
      testId="white-space-chart"
      option={option}
      height={Math.max(220, shown.length * 26 + 90)}
      label={`Institutions by what they run for ${view.target.label}`}
    />
  );
}

/**
 * Where the white space is: every segment, state or asset band of the market split by what its
 * institutions run; a row's prospects open below.
 */
export function WhiteSpaceBreakdown({
  view,
  onProspects,
}: {
  view: StrategyWhiteSpace;
  onProspects: (kind: BreakdownKind, key: string) => void;
}) {
  const [tab, setTab] = useState<BreakdownKind>('segment');
  const statuses = shownStatuses(view);
  return (
    <Tabs value={tab} onChange={(v) => setTab((v as BreakdownKind) ?? 'segment')} keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((t) => {
        const rows = t.rows(view);
        return (
          <Tabs.Panel key={t.kind} value={t.kind}>
            <BreakdownChart view={view} rows={rows} />
            <TableScroller label={t.label} maxHeight={480}>
              <Table
                striped
                highlightOnHover
                stickyHeader
                withTableBorder
                fz="sm"
                data-testid={`white-space-${t.kind}`}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      {t.kind === 'segment' ? view.segmentation.name : t.label.replace('By ', '')}
                    </Table.Th>
                    <Table.Th ta="right">Institutions</Table.Th>
                    {statuses.map((s) => (
                      <Table.Th key={s} ta="right">
                        {statusLabel(view, s)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">White space</Table.Th>
                    <Table.Th ta="right">Adoption</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...rows, view.totals].map((row) => (
                    <Table.Tr key={row.key} fw={row === view.totals ? 700 : undefined}>
                      <Table.Td>{row === view.totals ? 'Total' : row.name}</Table.Td>
                      <Table.Td ta="right">{count(row.institutions)}</Table.Td>
                      {statuses.map((s) => (
                        <Table.Td key={s} ta="right">
                          {count(row.counts[s])}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{count(row.white_space)}</Table.Td>
                      <Table.Td ta="right">{share(row.adoption)}</Table.Td>
                      <Table.Td>
                        {row !== view.totals && row.white_space > 0 && row.key !== 'none' ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => onProspects(t.kind, row.key)}
                          >
                            Prospects
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
