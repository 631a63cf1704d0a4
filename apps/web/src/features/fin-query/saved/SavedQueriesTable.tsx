import type { SavedQueryListItem } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDateTime } from '../../../ui/format';
import { SortableTh, useSortedRows } from '../../../ui/sortable-table';
import { SubscribeAction } from '../../subscriptions';

type SavedQueriesTableProps = {
  queries: readonly SavedQueryListItem[];
  onOpen: (query: SavedQueryListItem) => void;
  onRun: (query: SavedQueryListItem) => void;
  onViewElements: (query: SavedQueryListItem) => void;
  onDelete: (query: SavedQueryListItem) => Promise<unknown>;
  /** Its owner may delete a query, and a FIN Admin a navigator query (the server checks both). */
  mayDelete: (query: SavedQueryListItem) => boolean;
  /** Where the user picks peer groups (Reporter or Advisor), or null without either module. */
  peerGroupsPath: string | null;
  deleting: boolean;
};

const ACCESSORS = {
  name: (q: SavedQueryListItem) => q.name.toLocaleLowerCase('en'),
  owner: (q: SavedQueryListItem) => q.owner.user_name.toLocaleLowerCase('en'),
  peers: (q: SavedQueryListItem) => q.peer_count,
  updated_at: (q: SavedQueryListItem) => q.updated_at,
};

/** The groups a query is shared with, beside its owner. */
function SharedWith({ query }: { query: SavedQueryListItem }) {
  if (query.shared_groups.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Not shared
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {query.shared_groups.map((g) => (
        <Badge key={g.id} size="sm" variant="light" color="gray">
          {g.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The peer group kept from a query: its size today, linked to where peer groups are picked. */
function PeerGroupCell({
  query,
  peerGroupsPath,
}: {
  query: SavedQueryListItem;
  peerGroupsPath: string | null;
}) {
  if (query.peer_group_id === null || query.peer_count === null) return <>—</>;
  const size = `${query.peer_count.toLocaleString('en-US')} institutions`;
  if (!peerGroupsPath || !query.is_owner) return <>{size}</>;
  return (
    <Anchor component={Link} to={peerGroupsPath} fz="sm" aria-label={`Peer group ${query.name}: ${size}`}>
      {size}
    </Anchor>
  );
}

/** The saved queries the user may run: name, owner, sharing, navigator flag, peer group, last change. */
export function SavedQueriesTable({
  queries,
  onOpen,
  onRun,
  onViewElements,
  onDelete,
  mayDelete,
  peerGroupsPath,
  deleting,
}: SavedQueriesTableProps) {
  const { sorted, sort, toggle } = useSortedRows(queries, ACCESSORS, {
    key: 'updated_at',
    direction: 'desc',
  });
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">Saved queries</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={toggle}>
              Query
            </SortableTh>
            <SortableTh column="owner" sort={sort} onSort={toggle}>
              Owner
            </SortableTh>
            <Table.Th>Shared with</Table.Th>
            <SortableTh column="peers" sort={sort} onSort={toggle} numeric>
              Peer group
            </SortableTh>
            <SortableTh column="updated_at" sort={sort} onSort={toggle} firstDirection="desc">
              Updated
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((query) => (
            <Table.Tr key={query.id}>
              <Table.Td maw={260}>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {query.name}
                  </Text>
                  {query.is_global ? (
                    <Badge size="xs" variant="light" color="grape">
                      Navigator
                    </Badge>
                  ) : null}
                </Group>
                {query.description ? (
                  <Text fz="xs" c="dimmed" lineClamp={2}>
                    {query.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{query.is_owner ? 'You' : query.owner.user_name}</Table.Td>
              <Table.Td>
                <SharedWith query={query} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <PeerGroupCell query={query} peerGroupsPath={peerGroupsPath} />
              </Table.Td>
              <Table.Td>{formatDateTime(query.updated_at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  <Button size="xs" onClick={() => onRun(query)} aria-label={`Run ${query.name}`}>
                    Run
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onOpen(query)}
                    aria-label={`Open ${query.name} in the builder`}
                  >
                    Open
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onViewElements(query)}
                    aria-label={`View the elements of ${query.name}`}
                  >
                    Elements
                  </Button>
                  <SubscribeAction query={query} />
                  {mayDelete(query) ? (
                    <ConfirmButton
                      size="xs"
                      title="Delete the query?"
                      message={
                        query.peer_group_id !== null
                          ? `“${query.name}” and the peer group kept from it will be deleted, for everyone it is shared with.`
                          : `“${query.name}” will be deleted, for everyone it is shared with.`
                      }
                      confirmLabel="Delete query"
                      busy={deleting}
                      onConfirm={() => onDelete(query)}
                      aria-label={`Delete ${query.name}`}
                    >
                      Delete
                    </ConfirmButton>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
