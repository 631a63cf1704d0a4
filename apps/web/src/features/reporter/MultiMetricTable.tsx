import { EXCEL_PEER_COLUMNS, type MetricRow, NOT_AVAILABLE } from '@fin-atlas/domain';
import { Anchor, Table } from '@mantine/core';
import { Fragment } from 'react';
import type { LayoutMetric, LayoutSection } from './report-layout';

const cell = (value: string | number | null) =>
  value === null || value === '' ? NOT_AVAILABLE : String(value);

export function percentileText(rank: number | null): string {
  return rank === null || !Number.isFinite(rank) ? NOT_AVAILABLE : String(Math.round(rank));
}

export function ValueCells({ row, showPeers }: { row: MetricRow; showPeers: boolean }) {
  return (
    <>
      {[row.value1, row.value2, row.value3, row.value4, row.value5].map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five periods are fixed columns.
        <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {cell(v)}
        </Table.Td>
      ))}
      {showPeers ? (
        <>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {cell(row.peer)}
          </Table.Td>
          <Table.Td ta="right">{percentileText(row.national_rank)}</Table.Td>
        </>
      ) : null}
    </>
  );
}

export function PeriodHeaders({ headers, showPeers }: { headers: readonly string[]; showPeers: boolean }) {
  return (
    <>
      {headers.slice(0, 5).map((h) => (
        <Table.Th key={h} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {h}
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
    <Table.Td rowSpan={span} style={{ verticalAlign: 'top' }}>
      <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => onOpen(metric.id)}>
        {metric.name}
      </Anchor>
    </Table.Td>
  );
  if (metric.rows.length === 0) {
    return (
      <Table.Tr>
        {name}
        <Table.Td colSpan={6 + (showPeers ? 2 : 0)} c="dimmed">
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
          <Table.Td>{row.bank_name}</Table.Td>
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
    <Table.ScrollContainer minWidth={720}>
      <Table striped={false} withTableBorder highlightOnHover aria-label="Report metrics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metric</Table.Th>
            <Table.Th>Institution</Table.Th>
            <PeriodHeaders headers={headers} showPeers={showPeers} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Fragment key={section.key}>
              {section.title ? (
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Th colSpan={columns} scope="colgroup">
                    {section.title}
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
    </Table.ScrollContainer>
  );
}
