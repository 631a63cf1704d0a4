import type { Conference } from '@fin-atlas/domain';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/format';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { percent } from '../org-matching';

type Key = 'name' | 'created' | 'total' | 'matched' | 'review' | 'unmatched';

type ConferencesTableProps = {
  conferences: readonly Conference[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  downloadUrl: (id: number) => string;
  onDelete: (conference: Conference) => Promise<unknown>;
  deleting: boolean;
};

const n = (value: number) => value.toLocaleString('en-US');

/** The tenant's conferences with their match counts; newest first, every column sortable. */
export function ConferencesTable({
  conferences,
  selectedId,
  onSelect,
  downloadUrl,
  onDelete,
  deleting,
}: ConferencesTableProps) {
  const accessors = useMemo(
    () => ({
      name: (c: Conference) => c.name.toLowerCase(),
      created: (c: Conference) => c.created_at,
      total: (c: Conference) => c.counts.total,
      matched: (c: Conference) => c.counts.matched,
      review: (c: Conference) => c.counts.review,
      unmatched: (c: Conference) => c.counts.unmatched,
    }),
    [],
  );
  const { sorted, sort, toggle } = useSortedRows<Conference, Key>(conferences, accessors, {
    key: 'created',
    direction: 'desc',
  });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="Conferences">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={toggle}>
              Conference
            </SortableTh>
            <SortableTh column="created" sort={sort} onSort={toggle}>
              Uploaded
            </SortableTh>
            <SortableTh column="total" sort={sort} onSort={toggle} numeric>
              Attendees
            </SortableTh>
            <SortableTh column="matched" sort={sort} onSort={toggle} numeric>
              Matched
            </SortableTh>
            <SortableTh column="review" sort={sort} onSort={toggle} numeric>
              To review
            </SortableTh>
            <SortableTh column="unmatched" sort={sort} onSort={toggle} numeric>
              Not matched
            </SortableTh>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((c) => (
            <Table.Tr key={c.id} bg={c.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>
                <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onSelect(c.id)}>
                  {c.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {c.file_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDateTime(c.created_at)}</Text>
                <Text fz="xs" c="dimmed">
                  {c.created_by ?? ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{n(c.counts.total)}</Table.Td>
              <Table.Td ta="right">
                {n(c.counts.matched)}{' '}
                <Text span fz="xs" c="dimmed">
                  {c.counts.total ? percent(c.counts.matched / c.counts.total) : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{n(c.counts.review)}</Table.Td>
              <Table.Td ta="right">{n(c.counts.unmatched)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onSelect(c.id)}
                    aria-label={`Review ${c.name}`}
                  >
                    Review
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    component="a"
                    href={downloadUrl(c.id)}
                    download
                    aria-label={`Download ${c.name}`}
                  >
                    Download
                  </Button>
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    title="Delete the conference?"
                    message={`"${c.name}" and its ${n(c.counts.total)} attendees are deleted for everyone in your company.`}
                    confirmLabel="Delete"
                    busy={deleting}
                    onConfirm={() => onDelete(c)}
                    aria-label={`Delete ${c.name}`}
                  >
                    Delete
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
