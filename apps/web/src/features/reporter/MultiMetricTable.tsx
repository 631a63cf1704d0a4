import { EXCEL_PEER_COLUMNS, type MetricRow, NOT_AVAILABLE } from '@fin-atlas/domain';
import { Anchor, Table } from '@mantine/core';
import { Fragment } from 'react';
import { StickyRowTitle, stickyColumn, TableScroller } from '../../ui/table-scroller';
import { NEWEST_FIRST, periodFigures } from './period-columns';
import type { LayoutMetric, LayoutSection } from './report-layout';

/** The name columns stay in view while the quarters scroll under them. */
const METRIC_WIDTH = 200;
const INSTITUTION_WIDTH = 170;
const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A gap reads NA; an empty string is a period the line does not show (it shows the latest alone). */
const cell = (value: string | number | null) => (value === null ? NOT_AVAILABLE : String(value));

export function percentileText(rank: number | null): string {
  return rank === null || !Number.isFinite(rank) ? NOT_AVAILABLE : String(Math.round(rank));
}

/** The quarters, newest first, then the peer median and national percentile of the newest. */
export function ValueCells({ row, showPeers }: { row: MetricRow; showPeers: boolean }) {
  const figures = periodFigures(row);
  return (
    <>
      {NEWEST_FIRST.map((i) => (
        <Table.Td key={i} ta="right" style={figure} data-period={i + 1}>
          {cell(figures[i] ?? null)}
        </Table.Td>
      ))}
      {showPeers ? (
        <>
          <Table.Td ta="right" style={figure}>
            {cell(row.peer)}
          </Table.Td>
          <Table.Td ta="right" style={figure}>
            {percentileText(row.national_rank)}
          </Table.Td>
        </>
      ) : null}
    </>
  );
}

export function PeriodHeaders({ headers, showPeers }: { headers: readonly string[]; showPeers: boolean }) {
  return (
    <>
      {NEWEST_FIRST.map((i) => (
        <Table.Th key={i} ta="right" style={{ whiteSpace: 'nowrap' }} data-period={i + 1}>
          {headers[i] ?? ''}
        </Table.Th>
      ))}
      {showPeers
        ? EXCEL_PEER_COLUMNS.map((h) => (
            <Table.Th key={h} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {h}
            </Table.Th>
          ))
        : null}
    </>
  );
}

function MetricRows({
  metric,
  showPeers,
  onOpen,
}: {
  metric: LayoutMetric;
  showPeers: boolean;
  onOpen: (id: number) => void;
}) {
  const span = Math.max(1, metric.rows.length);
  const name = (
    <Table.Td rowSpan={span} style={{ ...stickyColumn(0, METRIC_WIDTH), verticalAlign: 'top' }}>
      <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => onOpen(metric.id)}>
        {metric.name}
      </Anchor>
    </Table.Td>
  );
  if (metric.rows.length === 0) {
    return (
      <Table.Tr>
        {name}
        <Table.Td style={stickyColumn(METRIC_WIDTH, INSTITUTION_WIDTH, true)} />
        <Table.Td colSpan={5 + (showPeers ? 2 : 0)} c="dimmed">
          Not reported
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <>
      {metric.rows.map((row, index) => (
        <Table.Tr key={row.bank_id} data-metric-id={metric.id}>
          {index === 0 ? name : null}
          <Table.Td style={stickyColumn(METRIC_WIDTH, INSTITUTION_WIDTH, true)}>{row.bank_name}</Table.Td>
          <ValueCells row={row} showPeers={showPeers} />
        </Table.Tr>
      ))}
    </>
  );
}

/** Multi view: every metric for each selected institution, under the report's section headers. */
export function MultiMetricTable({
  sections,
  headers,
  showPeers,
  onOpen,
}: {
  sections: readonly LayoutSection[];
  headers: readonly string[];
  showPeers: boolean;
  onOpen: (metricId: number) => void;
}) {
  const columns = 2 + 5 + (showPeers ? 2 : 0);
  return (
    <TableScroller label="Report metrics, scrollable">
      <Table striped={false} withTableBorder highlightOnHover stickyHeader aria-label="Report metrics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyColumn(0, METRIC_WIDTH, false, true)}>Metric</Table.Th>
            <Table.Th style={stickyColumn(METRIC_WIDTH, INSTITUTION_WIDTH, true, true)}>Institution</Table.Th>
            <PeriodHeaders headers={headers} showPeers={showPeers} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Fragment key={section.key}>
              {section.title ? (
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Th colSpan={columns} scope="colgroup">
                    <StickyRowTitle>{section.title}</StickyRowTitle>
                  </Table.Th>
                </Table.Tr>
              ) : null}
              {section.entries.map((entry) =>
                entry.kind === 'metric' ? (
                  <MetricRows key={entry.id} metric={entry} showPeers={showPeers} onOpen={onOpen} />
                ) : null,
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
