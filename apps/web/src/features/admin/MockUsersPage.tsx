import { ADMIN_PAGE_SIZES, DASHBOARD_PATH, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { notifyError } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { useAdoptSession } from '../../core/session/use-sign-in';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { ListPager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useAdminUsers, useStartImpersonation } from './api';
import { ADMIN_CONSOLES } from './consoles';
import { UsersTable } from './UsersTable';

/** FIN Admin support tool: see the product exactly as a customer's user sees it. */
export function MockUsersPage() {
  const navigate = useNavigate();
  const { user: me } = useSession();
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const users = useAdminUsers({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const impersonate = useStartImpersonation();
  const adoptSession = useAdoptSession();
  const forbidden = useForbiddenRedirect(users.error);
  if (forbidden) return null;

  const logInAs = async (userId: number) => {
    try {
      const session = await impersonate.mutateAsync(userId);
      // Leave first: this page's own queries would fail (403) for the impersonated user.
      await navigate(DASHBOARD_PATH, { flushSync: true });
      adoptSession(session);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Mock users"
        description="Sign in as another user to see what they see. Every impersonation is recorded in the audit log."
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
        >
          <UsersTable
            users={users.data?.users ?? []}
            editPath={ADMIN_CONSOLES.super_admin.userEditPath}
            showTenant
            renderActions={(user) => (
              <Button
                size="xs"
                variant="light"
                disabled={user.id === me?.id || !user.is_active || impersonate.isPending}
                loading={impersonate.isPending && impersonate.variables === user.id}
                onClick={() => void logInAs(user.id)}
              >
                Log in as
              </Button>
            )}
          />
        </ListState>
        <ListPager total={users.data?.total} params={params} onChange={setParams} />
      </Stack>
    </Container>
  );
}
