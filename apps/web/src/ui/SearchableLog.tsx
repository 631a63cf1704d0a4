import { Container, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from './ListState';
import { PageHeader } from './PageHeader';
import { SearchField } from './SearchField';
import { ListPager } from './TablePager';
import type { ListParams } from './use-list-params';

type LogQuery = { isPending: boolean; isFetching: boolean };

type SearchableLogProps<T> = {
  title: string;
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
  params: ListParams;
  setParams: (patch: Partial<ListParams>) => void;
  query: LogQuery;
  /** Why the list could not be read, as the caller words it. */
  errorText: string | null;
  rows: readonly T[] | undefined;
  total: number | undefined;
  columns: readonly string[];
  minWidth: number;
  emptyTitle: { searching: string; empty: string };
  renderRow: (row: T) => ReactNode;
};

/** The FIN Admin logs (audit, client errors): a search, a server-paged table, a pager. */
export function SearchableLog<T>(props: SearchableLogProps<T>) {
  const { params, setParams, query } = props;
  return (
    <Container size="xl" py="lg">
      <PageHeader title={props.title} description={props.description} />
      <Stack gap="md">
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
                  {props.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{(props.rows ?? []).map(props.renderRow)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <ListPager total={props.total} params={params} onChange={setParams} />
      </Stack>
    </Container>
  );
}
