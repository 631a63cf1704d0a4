import type { ClientActivityRow } from '@fin-atlas/domain';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDate } from '../../../ui/format';
import { count, moduleLabel } from './activity-labels';

function Trend({ row }: { row: ClientActivityRow }) {
  if (row.trend_pct === null) {
    return row.events > 0 ? (
      <Badge variant="light" color="teal">
        New
      </Badge>
    ) : (
      <Text c="dimmed">—</Text>
    );
  }
  const up = row.trend_pct >= 0;
  return (
    <Badge
      variant="light"
      color={up ? 'teal' : 'red'}
      title={`${count(row.previous_events)} events the period before`}
    >
      {up ? '▲' : '▼'} {Math.abs(row.trend_pct).toLocaleString('en-US')}%
    </Badge>
  );
}

/** One row per client group; a client's name opens its activity. */
export function ClientActivityTable({
  clients,
  onOpen,
}: {
  clients: readonly ClientActivityRow[];
  onOpen: (client: ClientActivityRow['group']) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1250}>
      <Table striped highlightOnHover aria-label="Client activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th ta="right">Users</Table.Th>
            <Table.Th ta="right">Active users</Table.Th>
            <Table.Th ta="right">Sessions</Table.Th>
            <Table.Th ta="right">Page views</Table.Th>
            <Table.Th ta="right">Reports</Table.Th>
            <Table.Th ta="right">Downloads</Table.Th>
            <Table.Th ta="right">Query runs</Table.Th>
            <Table.Th>Most used modules</Table.Th>
            <Table.Th>Last activity</Table.Th>
            <Table.Th>Trend</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((row) => (
            <Table.Tr key={row.group.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  fw={600}
                  ta="left"
                  style={{ whiteSpace: 'nowrap' }}
                  onClick={() => onOpen(row.group)}
                >
                  {row.group.name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{count(row.users)}</Table.Td>
              <Table.Td ta="right">{count(row.active_users)}</Table.Td>
              <Table.Td ta="right">{count(row.sessions)}</Table.Td>
              <Table.Td ta="right">{count(row.page_views)}</Table.Td>
              <Table.Td ta="right">{count(row.reports)}</Table.Td>
              <Table.Td ta="right">{count(row.downloads)}</Table.Td>
              <Table.Td ta="right">{count(row.query_runs)}</Table.Td>
              <Table.Td miw={180}>
                <Text fz="sm">
                  {row.modules.length === 0
                    ? '—'
                    : row.modules
                        .slice(0, 3)
                        .map((m) => moduleLabel(m.module))
                        .join(', ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.last_activity, 'Never')}</Table.Td>
              <Table.Td>
                <Trend row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
