import type { ActivityUserRow } from '@fin-atlas/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '../../../ui/format';
import { count, filesOf, reportsOf } from './activity-labels';

type Props = {
  users: readonly ActivityUserRow[];
  total: number;
  showGroup: boolean;
  /** Narrows the report to one user (their name is a link). */
  onPick?: (user: ActivityUserRow['user']) => void;
};

/** Each active user's figures over the range, the most active first. */
export function ActivityUsersTable({ users, total, showGroup, onPick }: Props) {
  return (
    <>
      <Table.ScrollContainer minWidth={showGroup ? 1000 : 860}>
        <Table striped aria-label="Activity per user">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              {showGroup ? <Table.Th>Client group</Table.Th> : null}
              <Table.Th ta="right">Active days</Table.Th>
              <Table.Th ta="right">Sign-ins</Table.Th>
              <Table.Th ta="right">Page views</Table.Th>
              <Table.Th ta="right">Reports</Table.Th>
              <Table.Th ta="right">Downloads</Table.Th>
              <Table.Th ta="right">Query runs</Table.Th>
              <Table.Th ta="right">Saved items</Table.Th>
              <Table.Th ta="right">Events</Table.Th>
              <Table.Th>Last active</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((row) => (
              <Table.Tr key={row.user.id}>
                <Table.Td>
                  {onPick ? (
                    <Anchor component="button" type="button" fz="sm" onClick={() => onPick(row.user)}>
                      {row.user.user_name}
                    </Anchor>
                  ) : (
                    <Text fz="sm">{row.user.user_name}</Text>
                  )}
                  <Text fz="xs" c="dimmed">
                    {row.user.email}
                  </Text>
                </Table.Td>
                {showGroup ? <Table.Td>{row.group?.name ?? '—'}</Table.Td> : null}
                <Table.Td ta="right">{count(row.active_days)}</Table.Td>
                <Table.Td ta="right">{count(row.sign_ins)}</Table.Td>
                <Table.Td ta="right">{count(row.page_views)}</Table.Td>
                <Table.Td ta="right">{count(reportsOf(row))}</Table.Td>
                <Table.Td ta="right">{count(filesOf(row))}</Table.Td>
                <Table.Td ta="right">{count(row.query_runs)}</Table.Td>
                <Table.Td ta="right">{count(row.saved_items)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {count(row.events)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.last_active)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > users.length ? (
        <Text fz="xs" c="dimmed" mt="xs">
          The {count(users.length)} most active of {count(total)} users; the CSV export has everyone.
        </Text>
      ) : null}
    </>
  );
}
