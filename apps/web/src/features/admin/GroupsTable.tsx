import { type AdminGroupRow, PURCHASED_MODULE_FLAGS } from '@fin-atlas/domain';
import { Anchor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format';
import { groupTypeLabel, PURCHASED_MODULE_LABELS } from './module-labels';

type GroupsTableProps = {
  groups: AdminGroupRow[];
  editPath?: ((id: number) => string) | null;
  renderActions?: (group: AdminGroupRow) => ReactNode;
};

function ModulesCell({ group }: { group: AdminGroupRow }) {
  const bought = PURCHASED_MODULE_FLAGS.filter((flag) => group.purchased_modules[flag]);
  const summary = `${bought.length} of ${PURCHASED_MODULE_FLAGS.length}`;
  if (bought.length === 0) return <Text fz="sm">None</Text>;
  return (
    <Tooltip label={bought.map((flag) => PURCHASED_MODULE_LABELS[flag]).join(', ')} multiline w={260}>
      <Text fz="sm" style={{ cursor: 'help' }}>
        {summary}
      </Text>
    </Tooltip>
  );
}

export function GroupsTable({ groups, editPath, renderActions }: GroupsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Parent</Table.Th>
            <Table.Th>Partner</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th>Modules</Table.Th>
            <Table.Th>Created</Table.Th>
            {renderActions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                {editPath ? (
                  <Anchor component={Link} to={editPath(group.id)} fw={500}>
                    {group.name}
                  </Anchor>
                ) : (
                  <Text fw={500}>{group.name}</Text>
                )}
              </Table.Td>
              <Table.Td>{groupTypeLabel(group.group_type_id, group.group_type)}</Table.Td>
              <Table.Td>{group.parent_group?.name ?? '—'}</Table.Td>
              <Table.Td>{group.partner?.name ?? '—'}</Table.Td>
              <Table.Td>{group.member_count}</Table.Td>
              <Table.Td>
                <ModulesCell group={group} />
              </Table.Td>
              <Table.Td>{formatDateTime(group.created_at)}</Table.Td>
              {renderActions ? <Table.Td>{renderActions(group)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
