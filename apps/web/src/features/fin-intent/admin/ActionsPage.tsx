import { INTENT_ACTION_KIND_LABELS, type IntentAction, type IntentActionBody } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Container, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { TableScroller } from '../../../ui/table-scroller';
import { useActions, useDeleteAction, useSaveAction } from '../api';
import { count } from '../figures';
import { LevelBadge } from '../LevelBadge';
import { ADMIN_SIGNALS_PATH, adminSignalViewPath } from '../paths';
import { ActionForm } from './ActionForm';

type Editing = { action: IntentAction | null } | null;

/** `/super_admin/actions`: what happens when an institution reaches a level, and how often it has. */
export function ActionsPage() {
  const actions = useActions();
  const save = useSaveAction();
  const remove = useDeleteAction();
  const [editing, setEditing] = useState<Editing>(null);
  const forbidden = useForbiddenRedirect(actions.error);
  if (forbidden) return null;
  const rows = actions.data?.actions ?? [];

  const onSave = async (body: IntentActionBody) => {
    const saved = await save.mutateAsync({ id: editing?.action?.id ?? null, body });
    notifySuccess(`Action “${saved.name}” saved.`);
    setEditing(null);
  };
  const onDelete = async (action: IntentAction) => {
    try {
      await remove.mutateAsync(action.id);
      notifySuccess(`Action “${action.name}” deleted.`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Actions"
        description={
          <>
            What happens when an institution reaches a research level on a{' '}
            <Anchor component={Link} to={ADMIN_SIGNALS_PATH} inherit>
              signal
            </Anchor>
            : followers are alerted in the app and by e-mail, or the institution joins a CRM list.
          </>
        }
        actions={<Button onClick={() => setEditing({ action: null })}>New action</Button>}
      />
      <ListState
        isPending={actions.isPending}
        isFetching={actions.isFetching && !actions.isPending}
        errorText={actions.isError ? errorMessage(actions.error) : null}
        isEmpty={rows.length === 0}
        emptyTitle="No actions yet"
        emptyDescription="Without actions, reaching a level changes the signal screens only."
      >
        <TableScroller label="Actions" maxHeight="none">
          <Table striped verticalSpacing="sm" data-testid="intent-actions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Action</Table.Th>
                <Table.Th scope="col">Signal</Table.Th>
                <Table.Th scope="col">Level</Table.Th>
                <Table.Th scope="col">Then</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" ta="right">
                  Fired
                </Table.Th>
                <Table.Th scope="col">Last fired</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Edit or delete</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((action) => (
                <Table.Tr key={action.id}>
                  <Table.Td fw={700}>{action.name}</Table.Td>
                  <Table.Td>
                    {action.signal ? (
                      <Anchor component={Link} to={adminSignalViewPath(action.signal.id)} fz="sm">
                        {action.signal.name}
                      </Anchor>
                    ) : (
                      'Any signal'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <LevelBadge level={action.level} />
                  </Table.Td>
                  <Table.Td>
                    {INTENT_ACTION_KIND_LABELS[action.kind]}
                    {action.org_list ? (
                      <Text fz="xs" c="dimmed">
                        {action.org_list.name}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={action.is_active ? 'teal' : 'gray'} variant="light">
                      {action.is_active ? 'Active' : 'Paused'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{count(action.fired)}</Table.Td>
                  <Table.Td>{formatDateTime(action.last_fired_at, 'Never')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing({ action })}>
                        Edit
                      </Button>
                      <ConfirmButton
                        size="xs"
                        title="Delete this action?"
                        message={`“${action.name}” stops; what it already did (alerts sent, list rows added) stays.`}
                        confirmLabel="Delete action"
                        busy={remove.isPending}
                        onConfirm={() => onDelete(action)}
                      >
                        Delete
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </ListState>
      {editing ? (
        <ActionForm
          key={editing.action?.id ?? 'new'}
          action={editing.action}
          opened
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={onSave}
        />
      ) : null}
    </Container>
  );
}
