import { Container, Stack } from '@mantine/core';
import { PageHeader } from './PageHeader';
import { SearchedTable, type SearchedTableProps } from './SearchedTable';

type SearchableLogProps<T> = SearchedTableProps<T> & { title: string; description: string };

/** The FIN Admin logs (audit, client errors): a page of a search, a server-paged table, a pager. */
export function SearchableLog<T>({ title, description, ...table }: SearchableLogProps<T>) {
  return (
    <Container size="xl" py="lg">
      <PageHeader title={title} description={description} />
      <Stack gap="md">
        <SearchedTable {...table} />
      </Stack>
    </Container>
  );
}
