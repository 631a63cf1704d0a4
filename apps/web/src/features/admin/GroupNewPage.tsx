import { Container } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../core/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useCreateAdminGroup } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { GroupForm } from './GroupForm';

export function GroupNewPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const navigate = useNavigate();
  const create = useCreateAdminGroup();
  return (
    <Container size="lg" py="lg">
      <PageHeader title="New group" />
      <GroupForm
        adminConsole={adminConsole}
        saving={create.isPending}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          notifySuccess();
          await navigate(
            adminConsole.groupEditPath ? adminConsole.groupEditPath(created.id) : adminConsole.groupsPath,
          );
        }}
      />
    </Container>
  );
}
