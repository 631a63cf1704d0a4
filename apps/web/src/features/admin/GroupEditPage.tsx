import { Container, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { useAdminGroup, useDeleteAdminGroup, useUpdateAdminGroup } from './api';
import { ADMIN_CONSOLES, type ConsoleId } from './consoles';
import { GroupForm } from './GroupForm';
import { groupTypeLabel } from './module-labels';

export function GroupEditPage({ consoleId }: { consoleId: ConsoleId }) {
  const adminConsole = ADMIN_CONSOLES[consoleId];
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const group = useAdminGroup(id);
  const update = useUpdateAdminGroup(id);
  const remove = useDeleteAdminGroup();
  const forbidden = useForbiddenRedirect(group.error);

  if (forbidden) return null;
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>This group does not exist.</FormAlert>
      </Container>
    );
  }
  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>{errorMessage(group.error)}</FormAlert>
      </Container>
    );
  }
  const detail = group.data;

  const deleteGroup = async () => {
    try {
      await remove.mutateAsync(detail.id);
      notifySuccess();
      await navigate(adminConsole.groupsPath);
    } catch (error) {
      // A group with members answers 422 with the server's explanation.
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title={detail.name}
        description={`${groupTypeLabel(detail.group_type_id, detail.group_type)} group · ${detail.member_count} member(s) · created ${formatDateTime(detail.created_at)}`}
        actions={
          <ConfirmButton
            title="Delete group"
            message={
              detail.member_count > 0
                ? `${detail.name} still has ${detail.member_count} member(s); remove them first, or the server will refuse.`
                : `${detail.name} will be deleted. This cannot be undone.`
            }
            confirmLabel="Delete group"
            busy={remove.isPending}
            onConfirm={deleteGroup}
          >
            Delete group
          </ConfirmButton>
        }
      />
      <Stack gap="lg">
        <GroupForm
          key={detail.id}
          adminConsole={adminConsole}
          group={detail}
          saving={update.isPending}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            notifySuccess();
          }}
        />
      </Stack>
    </Container>
  );
}
