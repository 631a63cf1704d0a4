import type { CrmList } from '@fin-atlas/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../ui/format';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { percent } from '../org-matching';

type Key = 'name' | 'created' | 'total' | 'rate' | 'review' | 'assets';
type Row = CrmList & { matched_assets?: number };

const n = (value: number) => value.toLocaleString('en-US');
/** Assets are in $000; lists read better in $ millions. */
export const millions = (thousands: number) => `$${n(Math.round(thousands / 1000))}M`;

/** The tenant's CRM lists with match rates, newest first, every column sortable. */
export function CrmListsTable({
  lists,
  selectedId,
  onSelect,
}: {
  lists: readonly Row[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const accessors = useMemo(
    () => ({
      name: (l: Row) => l.name.toLowerCase(),
      created: (l: Row) => l.created_at,
      total: (l: Row) => l.counts.total,
      rate: (l: Row) => (l.counts.total ? l.counts.matched / l.counts.total : 0),
      review: (l: Row) => l.counts.review,
      assets: (l: Row) => l.matched_assets ?? null,
    }),
    [],
  );
  const { sorted, sort, toggle } = useSortedRows<Row, Key>(lists, accessors, {
    key: 'created',
    direction: 'desc',
  });
  const withAssets = lists.some((l) => l.matched_assets !== undefined);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="CRM lists">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={toggle}>
              List
            </SortableTh>
            <SortableTh column="created" sort={sort} onSort={toggle}>
              Uploaded
            </SortableTh>
            <SortableTh column="total" sort={sort} onSort={toggle} numeric>
              Accounts
            </SortableTh>
            <SortableTh column="rate" sort={sort} onSort={toggle} numeric>
              Match rate
            </SortableTh>
            <SortableTh column="review" sort={sort} onSort={toggle} numeric>
              To review
            </SortableTh>
            {withAssets ? (
              <SortableTh column="assets" sort={sort} onSort={toggle} numeric>
                Matched assets
              </SortableTh>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((l) => (
            <Table.Tr key={l.id} bg={l.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>
                <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onSelect(l.id)}>
                  {l.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {l.file_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDateTime(l.created_at)}</Text>
                <Text fz="xs" c="dimmed">
                  {l.created_by ?? ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{n(l.counts.total)}</Table.Td>
              <Table.Td ta="right">
                {l.counts.total ? percent(l.counts.matched / l.counts.total) : '—'}
              </Table.Td>
              <Table.Td ta="right">{n(l.counts.review)}</Table.Td>
              {withAssets ? <Table.Td ta="right">{millions(l.matched_assets ?? 0)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
