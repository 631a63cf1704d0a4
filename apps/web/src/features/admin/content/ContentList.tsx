import { ADMIN_PAGE_SIZES } from '@fin-atlas/domain';
import { Paper, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from '../../../ui/ListState';
import { SearchField } from '../../../ui/SearchField';
import { TablePager } from '../../../ui/TablePager';
import type { ListParams } from '../../../ui/use-list-params';

type ContentListProps<T> = {
  title: string;
  searchLabel: string;
  params: ListParams;
  setParams: (patch: Partial<ListParams>) => void;
  query: { isPending: boolean; isFetching: boolean };
  errorText: string | null;
  rows: readonly T[] | undefined;
  total: number | undefined;
  columns: readonly string[];
  emptyTitle: { searching: string; empty: string };
  renderRow: (row: T) => ReactNode;
};

/** What a content console has changed so far: searched and paged on the server, beside its editor. */
export function ContentList<T>(props: ContentListProps<T>) {
  const { params, setParams, query } = props;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {props.title}
        </Title>
        <SearchField label={props.searchLabel} value={params.q} onSearch={(q) => setParams({ q, page: 1 })} />
        <ListState
          isPending={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          errorText={props.errorText}
          isEmpty={props.rows?.length === 0}
          emptyTitle={params.q ? props.emptyTitle.searching : props.emptyTitle.empty}
        >
          <Table.ScrollContainer minWidth={640}>
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
        {props.total ? (
          <TablePager
            total={props.total}
            page={params.page}
            perPage={params.perPage}
            pageSizes={ADMIN_PAGE_SIZES}
            onPageChange={(page) => setParams({ page })}
            onPerPageChange={(perPage) => setParams({ perPage })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
