import type { SavedAdvancedQuery } from '@fin-atlas/domain';
import { Button, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { useSession } from '../../../core/session/use-session';
import { ListState } from '../../../ui/ListState';
import { useSavedQueries } from './api';

/** The user's saved queries (and those shared with them), to pick the one to price and download. */
export function SavedQueryChooser({
  chosenId,
  onChoose,
}: {
  chosenId: number | null;
  onChoose: (query: SavedAdvancedQuery) => void;
}) {
  const { user } = useSession();
  const saved = useSavedQueries(true, user?.enterprise_permissions.mbc === true);
  const rows = saved.data ?? [];
  return (
    <section aria-label="Saved queries">
      <Text fw={700} mb="xs">
        Your saved queries
      </Text>
      <ListState
        isPending={saved.isPending}
        isFetching={saved.isFetching}
        errorText={saved.isError ? errorMessage(saved.error) : null}
        isEmpty={rows.length === 0}
        emptyTitle="No saved query yet"
        emptyDescription="Build a query in the Query Builder and save it, or price it from there."
      >
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((query) => (
              <Table.Tr key={query.id} aria-selected={query.id === chosenId}>
                <Table.Td fw={600}>{query.name}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {query.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{query.query_type === 'mortgage' ? 'Mortgage lenders' : 'Prospect list'}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant={query.id === chosenId ? 'filled' : 'default'}
                    onClick={() => onChoose(query)}
                    aria-label={`Choose ${query.name}`}
                  >
                    {query.id === chosenId ? 'Chosen' : 'Choose'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListState>
    </section>
  );
}
