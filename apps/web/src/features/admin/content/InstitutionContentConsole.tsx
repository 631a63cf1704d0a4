import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchedTable } from '../../../ui/SearchedTable';
import { type ListParams, type ListQuery, useListParams } from '../../../ui/use-list-params';
import { InstitutionTypeahead } from '../../institutions';

type InstitutionRow = { institution: { id: number } };

type InstitutionContentConsoleProps<T extends InstitutionRow, D> = {
  title: string;
  description: string;
  /** Shown in the editor's place until an institution is picked. */
  prompt: string;
  editor: (institutionId: number) => ReactNode;
  /** What the console has changed so far, searched and paged on the server. */
  list: {
    title: string;
    searchLabel: string;
    useRows: (query: ListQuery) => UseQueryResult<D>;
    rowsOf: (data: D) => { rows: readonly T[]; total: number };
    columns: readonly string[];
    emptyTitle: { searching: string; empty: string };
    /** The row's cells before its Open button. */
    cells: (row: T) => ReactNode[];
  };
};

/**
 * A FIN Admin console that edits one thing per institution (its logo, its display name): an
 * institution picker with the editor on one side, and the institutions already edited on the other,
 * each of which opens in the editor.
 */
export function InstitutionContentConsole<T extends InstitutionRow, D>(
  props: InstitutionContentConsoleProps<T, D>,
) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  return (
    <Container size="xl" py="lg">
      <PageHeader title={props.title} description={props.description} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <InstitutionTypeahead label="Institution" onPick={(hit) => setChosen(hit.id)} />
          {chosen !== null ? (
            <Fragment key={chosen}>{props.editor(chosen)}</Fragment>
          ) : (
            <Text fz="sm" c="dimmed">
              {props.prompt}
            </Text>
          )}
        </Stack>
        <EditedInstitutions list={props.list} params={params} setParams={setParams} onOpen={setChosen} />
      </SimpleGrid>
    </Container>
  );
}

function EditedInstitutions<T extends InstitutionRow, D>(props: {
  list: InstitutionContentConsoleProps<T, D>['list'];
  params: ListParams;
  setParams: (patch: Partial<ListParams>) => void;
  onOpen: (institutionId: number) => void;
}) {
  const { list, params, setParams } = props;
  const query = list.useRows({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const shown = query.data === undefined ? undefined : list.rowsOf(query.data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={list.title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {list.title}
        </Title>
        <SearchedTable
          searchLabel={list.searchLabel}
          params={params}
          setParams={setParams}
          query={query}
          errorText={query.isError ? errorMessage(query.error) : null}
          rows={shown?.rows}
          total={shown?.total}
          columns={[...list.columns, '']}
          minWidth={640}
          emptyTitle={list.emptyTitle}
          renderRow={(row) => (
            <Table.Tr key={row.institution.id}>
              {list.cells(row).map((cell, index) => (
                <Table.Td key={list.columns[index]}>{cell}</Table.Td>
              ))}
              <Table.Td>
                <Button size="compact-sm" variant="subtle" onClick={() => props.onOpen(row.institution.id)}>
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Paper>
  );
}
