import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from './ListState';
import { SearchField } from './SearchField';
import { ListPager } from './TablePager';
import type { ListParams } from './use-list-params';

export type SearchedTableProps<T> = {
  searchLabel: string;
  searchPlaceholder?: string;
  params: ListParams;
  setParams: (patch: Partial<ListParams>) => void;
  query: { isPending: boolean; isFetching: boolean };
  /** Why the list could not be read, as the caller words it. */
  errorText: string | null;
  rows: readonly T[] | undefined;
  total: number | undefined;
  columns: readonly string[];
  minWidth: number;
  emptyTitle: { searching: string; empty: string };
  renderRow: (row: T) => ReactNode;
};

/**
 * A list searched and paged on the server, its slice in the URL: the search field, the table (or
 * its loading, error and empty states) and the pager, for the caller to place in its own frame.
 */
export function SearchedTable<T>(props: SearchedTableProps<T>) {
  const { params, setParams, query } = props;
  return (
    <>
      <SearchField
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={params.q}
        onSearch={(q) => setParams({ q })}
      />
      <ListState
        isPending={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        errorText={props.errorText}
        isEmpty={props.rows?.length === 0}
        emptyTitle={params.q ? props.emptyTitle.searching : props.emptyTitle.empty}
      >
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column, index) => (
                  // Columns without a heading (a row's actions) are told apart by place.
                  <Table.Th key={column || `column-${index}`}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{(props.rows ?? []).map(props.renderRow)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      <ListPager total={props.total} params={params} onChange={setParams} />
    </>
  );
}
