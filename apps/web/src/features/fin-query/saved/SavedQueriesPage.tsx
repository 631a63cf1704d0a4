import { roleHasAbility, type SavedQueryListItem } from '@fin-atlas/domain';
import { Button, Container, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { notifyError, notifySuccess } from '../../../core/notify';
import { BUILDER_PATH, MORTGAGE_BUILDER_PATH, savedQueryPath } from '../../../core/routing';
import { useSession } from '../../../core/session/use-session';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { useDeleteSavedQuery, useSavedQueries } from './api';
import { ElementListDrawer } from './ElementListDrawer';
import { SavedQueriesTable } from './SavedQueriesTable';

/**
 * Saved Reports (spec: /technographics/fin_query/report): the user's own queries, those shared with
 * their groups and the navigator queries, to open in the builder, run on today's data, read
 * element by element, or delete.
 */
export function SavedQueriesPage() {
  const { user } = useSession();
  const mayUseMortgage = user?.enterprise_permissions.mbc === true;
  const isFinAdmin = roleHasAbility(user?.role.name, 'super_admin_board');
  const peerGroupsPath = user?.module_permission.fin_reporter
    ? '/analytics/reporter/select_peer_group'
    : user?.module_permission.fin_advisor
      ? '/analytics/advisor/select_peer_group'
      : null;
  const [search, setSearch] = useState('');
  // Mortgage lender queries are listed under their own kind (`?mbc=1`), for users with mortgage mode.
  const [params, setParams] = useSearchParams();
  const kind = mayUseMortgage && params.get('mbc') === '1' ? 'mortgage' : 'fin_query';
  const setKind = (next: 'fin_query' | 'mortgage') =>
    setParams(next === 'mortgage' ? new URLSearchParams({ mbc: '1' }) : new URLSearchParams(), {
      replace: true,
    });
  const queries = useSavedQueries(search, kind === 'mortgage');
  const remove = useDeleteSavedQuery();
  const navigate = useNavigate();
  const [describing, setDescribing] = useState<SavedQueryListItem | null>(null);

  const deleteQuery = async (query: SavedQueryListItem) => {
    try {
      await remove.mutateAsync(query);
      notifySuccess(`Query “${query.name}” deleted.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const rows = queries.data?.saved_queries ?? [];

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Saved Reports"
        description="Your saved queries, those shared with your groups and the navigator queries. Running one reads today’s data."
        actions={
          <Button component={Link} to={kind === 'mortgage' ? MORTGAGE_BUILDER_PATH : BUILDER_PATH}>
            New query
          </Button>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <SearchField label="Search by name" value={search} onSearch={setSearch} placeholder="Query name" />
          {mayUseMortgage ? (
            <SegmentedControl
              aria-label="Query kind"
              value={kind}
              onChange={(value) => setKind(value === 'mortgage' ? 'mortgage' : 'fin_query')}
              data={[
                { value: 'fin_query', label: 'Prospect queries' },
                { value: 'mortgage', label: 'Mortgage lender queries' },
              ]}
            />
          ) : null}
        </Group>
        <ListState
          isPending={queries.isPending}
          isFetching={queries.isFetching && !queries.isPending}
          errorText={queries.isError ? errorMessage(queries.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle={search ? `No saved query matches “${search}”` : 'No saved queries yet'}
          emptyDescription={
            search ? undefined : 'Build a query and save it: it shows here, ready to run again on new data.'
          }
        >
          <SavedQueriesTable
            queries={rows}
            onOpen={(query) => navigate(savedQueryPath(query.id, false, query.query_type === 'mortgage'))}
            onRun={(query) => navigate(savedQueryPath(query.id, true, query.query_type === 'mortgage'))}
            onViewElements={setDescribing}
            onDelete={deleteQuery}
            mayDelete={(query) => query.is_owner || (query.is_global && isFinAdmin)}
            peerGroupsPath={peerGroupsPath}
            deleting={remove.isPending}
          />
        </ListState>
      </Stack>
      <ElementListDrawer query={describing} onClose={() => setDescribing(null)} />
    </Container>
  );
}
