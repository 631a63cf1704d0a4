import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { ListPager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useAdminGroups } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { GroupsTable } from './GroupsTable';

export function GroupsPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const groups = useAdminGroups({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const forbidden = useForbiddenRedirect(groups.error);
  if (forbidden) return null;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={adminConsole.groupsTitle}
        description={`${adminConsole.name}: groups, their purchased modules and members.`}
        actions={
          adminConsole.groupNewPath ? (
            <Button component={Link} to={adminConsole.groupNewPath}>
              New group
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <SearchField
          label="Search groups"
          placeholder="Group name"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={groups.isPending}
          isFetching={groups.isFetching && !groups.isPending}
          errorText={groups.isError ? errorMessage(groups.error) : null}
          isEmpty={groups.data?.groups.length === 0}
          emptyTitle={params.q ? 'No groups match your search' : 'No groups yet'}
          emptyDescription={params.q ? 'Try a shorter or different search.' : undefined}
        >
          <GroupsTable
            groups={groups.data?.groups ?? []}
            editPath={adminConsole.groupEditPath}
            renderActions={
              adminConsole.groupEditPath
                ? (group) => (
                    <Button
                      component={Link}
                      to={adminConsole.groupEditPath?.(group.id) ?? adminConsole.groupsPath}
                      size="xs"
                      variant="default"
                    >
                      Edit
                    </Button>
                  )
                : undefined
            }
          />
        </ListState>
        <ListPager total={groups.data?.total} params={params} onChange={setParams} />
      </Stack>
    </Container>
  );
}
