import { fiTypeLabel, type PeerGroupListItem } from '@fin-atlas/domain';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/format';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { JobProgressBar, jobProgressKey } from '../progress';

type PeerGroupTableProps = {
  groups: PeerGroupListItem[];
  selectedId: number | null;
  onSelect: (group: PeerGroupListItem) => void;
  onEdit: (group: PeerGroupListItem) => void;
  onDelete: (group: PeerGroupListItem) => Promise<unknown>;
  deleting: boolean;
  /** A computing group's stream reached its end: the list should be read again. */
  onComputed: () => void;
};

// A FIN Query group follows its saved query: it is changed there, not in the builder.
const BUILT_WITH: Record<PeerGroupListItem['builder'], string> = {
  quick: 'Quick search',
  advanced: 'Advanced search',
  query: 'FIN Query',
};

const ACCESSORS = {
  name: (g: PeerGroupListItem) => g.name.toLocaleLowerCase('en'),
  peer_count: (g: PeerGroupListItem) => g.peer_count,
  updated_at: (g: PeerGroupListItem) => g.updated_at,
};

/** Saved peer groups: the user's own and those shared in their client group, sortable. */
export function PeerGroupTable({
  groups,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  deleting,
  onComputed,
}: PeerGroupTableProps) {
  const { sorted: rows, sort, toggle } = useSortedRows(groups, ACCESSORS, { key: 'name', direction: 'asc' });
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">Saved peer groups</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={toggle}>
              Peer group
            </SortableTh>
            <Table.Th>Type</Table.Th>
            <SortableTh column="peer_count" sort={sort} onSort={toggle} numeric>
              Peers
            </SortableTh>
            <Table.Th>Built with</Table.Th>
            <Table.Th>Owner</Table.Th>
            <SortableTh column="updated_at" sort={sort} onSort={toggle} firstDirection="desc">
              Updated
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((group) => {
            const selected = group.id === selectedId;
            return (
              <Table.Tr
                key={group.id}
                bg={selected ? 'var(--mantine-color-atlasBlue-light)' : undefined}
                aria-selected={selected}
              >
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {group.name}
                  </Text>
                  {group.description ? (
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {group.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{group.fi_type ? fiTypeLabel(group.fi_type) : 'Mixed'}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {group.status === 'computing' ? (
                    <JobProgressBar
                      progressKey={jobProgressKey({
                        progress_key: group.progress_key,
                        peer_group_id: group.id,
                      })}
                      label={`Computing ${group.name}`}
                      onFinished={onComputed}
                    />
                  ) : group.status === 'failed' ? (
                    <Badge color="red" variant="light">
                      Failed
                    </Badge>
                  ) : (
                    group.peer_count.toLocaleString('en-US')
                  )}
                </Table.Td>
                <Table.Td>{BUILT_WITH[group.builder]}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm">{group.is_owner ? 'You' : group.owner.user_name}</Text>
                    {group.shared ? (
                      <Badge size="xs" variant="light">
                        Shared
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(group.updated_at)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant={selected ? 'filled' : 'light'}
                      onClick={() => onSelect(group)}
                      disabled={group.status !== 'ready'}
                      aria-label={selected ? `${group.name} is selected` : `Select ${group.name}`}
                    >
                      {selected ? 'Selected' : 'Select'}
                    </Button>
                    {group.is_owner ? (
                      <>
                        {group.builder === 'query' ? null : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => onEdit(group)}
                            aria-label={`Edit ${group.name}`}
                          >
                            Edit
                          </Button>
                        )}
                        <ConfirmButton
                          size="xs"
                          title="Delete the peer group?"
                          message={`“${group.name}” will be deleted for everyone it is shared with.`}
                          confirmLabel="Delete peer group"
                          busy={deleting}
                          onConfirm={() => onDelete(group)}
                          aria-label={`Delete ${group.name}`}
                        >
                          Delete
                        </ConfirmButton>
                      </>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
