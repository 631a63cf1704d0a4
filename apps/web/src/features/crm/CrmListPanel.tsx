import type { CrmList } from '@fin-atlas/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifyError, notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { OrgListReview } from '../org-matching';
import { useDeleteCrmList } from './api';
import { EnrichedDownload } from './EnrichedDownload';

/** One CRM list: review of its matches and the enriched download. */
export function CrmListPanel({ list, onClose }: { list: CrmList; onClose: () => void }) {
  const remove = useDeleteCrmList();
  return (
    <Card withBorder padding="md" component="section" aria-label={`Accounts of ${list.name}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} fz="lg">
              {list.name}
            </Title>
            <Text fz="xs" c="dimmed">
              {list.file_name} · account name read from “{list.column_map.organization}”
              {list.column_map.website ? `, website from “${list.column_map.website}”` : ''}
              {list.column_map.state ? `, state from “${list.column_map.state}”` : ''}.
            </Text>
          </div>
          <Group gap="xs">
            <ConfirmButton
              title="Delete the CRM list?"
              message={`"${list.name}" and its ${list.counts.total} accounts are deleted for everyone in your company.`}
              confirmLabel="Delete"
              busy={remove.isPending}
              onConfirm={async () => {
                try {
                  const { message } = await remove.mutateAsync(list.id);
                  notifySuccess(message);
                  onClose();
                } catch (error) {
                  notifyError(error);
                }
              }}
            >
              Delete list
            </ConfirmButton>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
        <EnrichedDownload listId={list.id} listName={list.name} />
        <OrgListReview base="/api/crm_lists" listId={list.id} noun="accounts" />
      </Stack>
    </Card>
  );
}
