import type { StrategySegmentation, StrategySegmentRow } from '@fin-atlas/domain';
import { Table, Tooltip } from '@mantine/core';
import { TableScroller } from '../../ui/table-scroller';
import { OpenInFinQuery } from './OpenInFinQuery';
import { formatCell, SEGMENT_COLUMNS, segmentRows } from './segmentation-columns';
import type { StrategyAccess } from './strategy-access';

/** Every segment's figures, the institutions in no segment and the total; each segment's non-clients open in FIN Query. */
export function SegmentationTable({ view, access }: { view: StrategySegmentation; access: StrategyAccess }) {
  const segmentOf = new Map<string, StrategySegmentRow>(
    [...view.segments, ...(view.unsegmented ? [view.unsegmented] : [])].map((s) => [s.name, s]),
  );
  return (
    <TableScroller label="Segments" maxHeight="none">
      <Table striped highlightOnHover withTableBorder fz="sm" data-testid="segmentation-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{view.segmentation.name}</Table.Th>
            {SEGMENT_COLUMNS.map((c) => (
              <Table.Th key={c.header} ta="right">
                <Tooltip label={c.hint} withArrow>
                  <span>{c.header}</span>
                </Tooltip>
              </Table.Th>
            ))}
            <Table.Th>Non-clients as a list</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segmentRows(view).map((row) => {
            const segment = row.total ? undefined : segmentOf.get(row.name);
            return (
              <Table.Tr key={row.name} fw={row.total ? 700 : undefined}>
                <Table.Td>{row.name}</Table.Td>
                {SEGMENT_COLUMNS.map((c) => (
                  <Table.Td key={c.header} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCell(c, c.value(row.figures))}
                  </Table.Td>
                ))}
                <Table.Td>
                  {segment ? (
                    <OpenInFinQuery
                      size="xs"
                      label={`Open ${segment.non_clients.toLocaleString('en-US')} in FIN Query`}
                      ids={segment.non_client_ids}
                      truncated={segment.non_client_ids_truncated}
                      name={`${segment.name} non-clients (${view.market.name})`}
                      description={`Institutions of ${view.market.name} in ${view.segmentation.name}: ${segment.name} that are not in ${view.clients.name}.`}
                      access={access}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
