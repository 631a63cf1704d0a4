import type { AdminUserCreateBody } from '@fin-atlas/domain';
import { Container } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../core/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useCreateAdminUser } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { UserForm } from './UserForm';

export function UserNewPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Invite user"
        description="The new user receives an e-mail with a link to choose a password and join."
      />
      <UserForm
        adminConsole={adminConsole}
        saving={create.isPending}
        onSubmit={async (body) => {
          await create.mutateAsync(body as AdminUserCreateBody);
          notifySuccess();
          await navigate(adminConsole.usersPath);
        }}
      />
    </Container>
  );
}
