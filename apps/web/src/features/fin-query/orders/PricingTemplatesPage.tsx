import type { PricingSchedule } from '@fin-atlas/domain';
import { Button, Card, Container, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { money, percent, rate, tiersText } from './price-format';
import { ScheduleTermsForm } from './ScheduleTermsForm';
import { useDeleteTemplate, usePricingTemplates, useSaveTemplate } from './schedule-api';

type Editing = { template?: PricingSchedule } | null;

/**
 * /super_admin/pricing_schedules_templates: the price lists a client's schedule starts from. A
 * client's schedule is a copy: changing or deleting a template leaves existing schedules as they are.
 */
export function PricingTemplatesPage() {
  const templates = usePricingTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const forbidden = useForbiddenRedirect(templates.error);
  if (forbidden) return null;
  const rows = templates.data?.templates ?? [];
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Pricing Schedule Templates"
        description="Price lists for prospect-list downloads. A client's schedule starts as a copy of one; later changes here do not alter it."
        actions={editing ? null : <Button onClick={() => setEditing({})}>New template</Button>}
      />
      <Stack gap="lg">
        {editing ? (
          <Card withBorder padding="lg">
            <Text fw={700} mb="sm">
              {editing.template ? `Edit ${editing.template.name}` : 'New template'}
            </Text>
            <ScheduleTermsForm
              key={editing.template?.id ?? 'new'}
              schedule={editing.template}
              submitLabel={editing.template ? 'Save template' : 'Create template'}
              saving={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: editing.template?.id, body });
                notifySuccess(editing.template ? 'Template saved.' : 'Template created.');
                setEditing(null);
              }}
            />
          </Card>
        ) : null}
        <ListState
          isPending={templates.isPending}
          isFetching={templates.isFetching}
          errorText={templates.isError ? errorMessage(templates.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle="No template yet"
          emptyDescription="Create one to give client groups a pricing schedule."
        >
          <Table striped aria-label="Pricing schedule templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Per institution per element</Table.Th>
                <Table.Th ta="right">Minimum</Table.Th>
                <Table.Th>Volume tiers</Table.Th>
                <Table.Th ta="right">Client discount</Table.Th>
                <Table.Th ta="right">Token value</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td fw={600}>{t.name}</Table.Td>
                  <Table.Td ta="right">{rate(t.cost_per_fi_per_element)}</Table.Td>
                  <Table.Td ta="right">{money(t.minimum_price)}</Table.Td>
                  <Table.Td>{tiersText(t.tiers)}</Table.Td>
                  <Table.Td ta="right">{percent(t.discount_percent)}</Table.Td>
                  <Table.Td ta="right">{money(t.token_value)}</Table.Td>
                  <Table.Td>{formatDateTime(t.updated_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing({ template: t })}>
                        Edit
                      </Button>
                      <ConfirmButton
                        size="xs"
                        title="Delete template"
                        message={`Delete ${t.name}? Client schedules copied from it keep their terms.`}
                        confirmLabel="Delete"
                        busy={remove.isPending}
                        onConfirm={() =>
                          remove.mutateAsync(t.id).then(
                            () => notifySuccess('Template deleted.'),
                            (error) => notifyError(error),
                          )
                        }
                      >
                        Delete
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Stack>
    </Container>
  );
}
