import { ADMIN_PAGE_SIZES, type AdminUserRow, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { ListPager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useAdminUsers, useDeactivateAdminUser } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { canChangeRole } from './role-choices';
import { UsersTable } from './UsersTable';

export function UsersPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const { user: me } = useSession();
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const users = useAdminUsers({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const deactivate = useDeactivateAdminUser();
  const forbidden = useForbiddenRedirect(users.error);
  if (forbidden) return null;

  const deactivateUser = async (user: AdminUserRow) => {
    try {
      await deactivate.mutateAsync(user.id);
      notifySuccess();
    } catch (error) {
      notifyError(error);
    }
  };

  // No one deactivates themselves here, nor a user whose role outranks what they may assign.
  const canDeactivate = (user: AdminUserRow) =>
    user.is_active && user.id !== me?.id && canChangeRole(me?.role.name, user.role.name);

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={adminConsole.usersTitle}
        description={`${adminConsole.name}: search, edit and deactivate user accounts.`}
        actions={
          adminConsole.userNewPath ? (
            <Button component={Link} to={adminConsole.userNewPath}>
              Invite user
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <SearchField
          label="Search users"
          placeholder="Name, e-mail or company"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={users.isPending}
          isFetching={users.isFetching && !users.isPending}
          errorText={users.isError ? errorMessage(users.error) : null}
          isEmpty={users.data?.users.length === 0}
          emptyTitle={params.q ? 'No users match your search' : 'No users yet'}
          emptyDescription={params.q ? 'Try a shorter or different search.' : undefined}
        >
          <UsersTable
            users={users.data?.users ?? []}
            editPath={adminConsole.userEditPath}
            showTenant={consoleId === 'super_admin'}
            renderActions={(user) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button component={Link} to={adminConsole.userEditPath(user.id)} size="xs" variant="default">
                  Edit
                </Button>
                {canDeactivate(user) ? (
                  <ConfirmButton
                    size="xs"
                    title="Deactivate user"
                    message={`${user.user_name} (${user.email}) will be signed out and can no longer sign in. You can reactivate the account later.`}
                    confirmLabel="Deactivate"
                    busy={deactivate.isPending}
                    onConfirm={() => deactivateUser(user)}
                  >
                    Deactivate
                  </ConfirmButton>
                ) : null}
              </Group>
            )}
          />
        </ListState>
        <ListPager total={users.data?.total} params={params} onChange={setParams} />
      </Stack>
    </Container>
  );
}
