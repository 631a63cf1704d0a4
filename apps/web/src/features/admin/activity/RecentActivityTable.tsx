import type { ActivityEventRow } from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../ui/format';
import { KIND_ACTIONS, moduleLabel } from './activity-labels';

/** The latest events of the range, newest first, with who really acted when impersonating. */
export function RecentActivityTable({ events }: { events: readonly ActivityEventRow[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label="Recent activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Module</Table.Th>
            <Table.Th>On</Table.Th>
            <Table.Th>Impersonated by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Table.Td>
              <Table.Td>{event.user?.email ?? 'deleted user'}</Table.Td>
              <Table.Td>{KIND_ACTIONS[event.kind]}</Table.Td>
              <Table.Td>{event.module === '' ? '—' : moduleLabel(event.module)}</Table.Td>
              <Table.Td maw={280}>
                <Text fz="sm" truncate="end" title={event.target ?? undefined}>
                  {event.target ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{event.impersonator?.email ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
