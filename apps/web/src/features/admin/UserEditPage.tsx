import type { AdminUserRow, AdminUserUpdateBody } from '@fin-atlas/domain';
import { Badge, Button, Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { useAdminUser, useDeactivateAdminUser, useResendInvitation, useUpdateAdminUser } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { canChangeRole } from './role-choices';
import { UserForm } from './UserForm';
import { UserStatusBadges } from './UsersTable';

function AccountFacts({ user }: { user: AdminUserRow }) {
  const facts = [
    ['Status', <UserStatusBadges key="status" user={user} />],
    ['Created', formatDateTime(user.created_date)],
    ['Last sign-in', formatDateTime(user.last_sign_in_at, 'Never')],
    ['Client group', user.client_group?.name ?? '—'],
    ['Partner', user.partner?.name ?? '—'],
    [
      'Demo user',
      user.is_demo_user ? (
        <Badge key="demo" variant="light">
          Demo
        </Badge>
      ) : (
        'No'
      ),
    ],
  ] as const;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="sm" component="div">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export function UserEditPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user: me } = useSession();
  const user = useAdminUser(id);
  const update = useUpdateAdminUser(id);
  const deactivate = useDeactivateAdminUser();
  const resend = useResendInvitation();
  const forbidden = useForbiddenRedirect(user.error);

  if (forbidden) return null;
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>This user does not exist.</FormAlert>
      </Container>
    );
  }
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>{errorMessage(user.error)}</FormAlert>
      </Container>
    );
  }
  const row = user.data;
  const manageable = row.id !== me?.id && canChangeRole(me?.role.name, row.role.name);

  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    try {
      await action();
      notifySuccess();
      after?.();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title={row.user_name}
        description={row.email}
        actions={
          <>
            {row.email_verified ? null : (
              <Button
                variant="default"
                loading={resend.isPending}
                onClick={() => void run(() => resend.mutateAsync(row.id))}
              >
                Resend invitation
              </Button>
            )}
            {manageable && !row.is_active ? (
              <Button
                variant="light"
                loading={update.isPending}
                onClick={() => void run(() => update.mutateAsync({ is_active: true }))}
              >
                Reactivate
              </Button>
            ) : null}
            {manageable && row.is_active ? (
              <ConfirmButton
                title="Deactivate user"
                message={`${row.user_name} will be signed out and can no longer sign in. You can reactivate the account later.`}
                confirmLabel="Deactivate"
                busy={deactivate.isPending}
                onConfirm={() =>
                  run(
                    () => deactivate.mutateAsync(row.id),
                    () => void navigate(adminConsole.usersPath),
                  )
                }
              >
                Deactivate
              </ConfirmButton>
            ) : null}
          </>
        }
      />
      <Stack gap="lg">
        <AccountFacts user={row} />
        <UserForm
          key={row.id}
          adminConsole={adminConsole}
          user={row}
          saving={update.isPending}
          onSubmit={async (body) => {
            await update.mutateAsync(body as AdminUserUpdateBody);
            notifySuccess();
            await navigate(adminConsole.usersPath);
          }}
        />
      </Stack>
    </Container>
  );
}
