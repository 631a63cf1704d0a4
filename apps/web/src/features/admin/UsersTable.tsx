import type { AdminUserRow } from '@fin-atlas/domain';
import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format';

type UsersTableProps = {
  users: AdminUserRow[];
  /** Links each name to its edit screen when the console has one. */
  editPath?: (id: number) => string;
  /** The FIN Admin sees every tenant, so the tenant is worth a column there. */
  showTenant?: boolean;
  renderActions?: (user: AdminUserRow) => ReactNode;
};

export function UserStatusBadges({ user }: { user: Pick<AdminUserRow, 'is_active' | 'email_verified'> }) {
  return (
    <Group gap={4}>
      <Badge color={user.is_active ? 'teal' : 'gray'} variant="light">
        {user.is_active ? 'Active' : 'Inactive'}
      </Badge>
      {user.email_verified ? null : (
        <Badge color="yellow" variant="light">
          Unverified
        </Badge>
      )}
    </Group>
  );
}

export function UsersTable({ users, editPath, showTenant = false, renderActions }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Company</Table.Th>
            {showTenant ? <Table.Th>Client group</Table.Th> : null}
            <Table.Th>Status</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            {renderActions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {editPath ? (
                  <Anchor component={Link} to={editPath(user.id)} fw={500}>
                    {user.user_name}
                  </Anchor>
                ) : (
                  <Text fw={500}>{user.user_name}</Text>
                )}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.role.name}</Table.Td>
              <Table.Td>
                <Text fz="sm">{user.company_name ?? '—'}</Text>
                <Text fz="xs" c="dimmed">
                  {user.company_type}
                  {user.is_fi_menu ? ' · FI menu' : ''}
                </Text>
              </Table.Td>
              {showTenant ? <Table.Td>{user.client_group?.name ?? '—'}</Table.Td> : null}
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>{formatDateTime(user.last_sign_in_at, 'Never')}</Table.Td>
              {renderActions ? <Table.Td>{renderActions(user)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
