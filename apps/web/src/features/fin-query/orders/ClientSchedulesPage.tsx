import { roleHasAbility } from '@fin-atlas/domain';
import { Anchor, Card, Container, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifySuccess } from '../../../core/notify';
import { useSession } from '../../../core/session/use-session';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { NewClientScheduleForm } from './NewClientScheduleForm';
import { count, money, percent, rate } from './price-format';
import { useClientSchedules, useCreateClientSchedule, usePricingTemplates } from './schedule-api';

/**
 * /super_admin/client_pricing_schedules: what each client group pays for prospect lists and the
 * tokens it has left. FIN Admins give a group its schedule here; a client admin sees their own.
 */
export function ClientSchedulesPage() {
  const { user } = useSession();
  const isFinAdmin = roleHasAbility(user?.role.name ?? null, 'super_admin_board');
  const schedules = useClientSchedules();
  const templates = usePricingTemplates(isFinAdmin);
  const create = useCreateClientSchedule();
  const navigate = useNavigate();
  const forbidden = useForbiddenRedirect(schedules.error);
  if (forbidden) return null;
  const rows = schedules.data?.schedules ?? [];
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Client Pricing Schedules"
        description={
          isFinAdmin
            ? 'The price list each client group pays for prospect-list downloads, and its prepaid tokens.'
            : 'What your company pays for prospect-list downloads, and its prepaid tokens.'
        }
      />
      <Stack gap="lg">
        {isFinAdmin ? (
          <Card withBorder padding="lg">
            <Text fw={700} mb="sm">
              Give a client group a schedule
            </Text>
            <NewClientScheduleForm
              groups={schedules.data?.groups_without_schedule ?? []}
              templates={templates.data?.templates ?? []}
              saving={create.isPending}
              onSubmit={async (body) => {
                const created = await create.mutateAsync(body);
                notifySuccess(`${created.group_name ?? 'The group'} now has a pricing schedule.`);
                void navigate(`/super_admin/client_pricing_schedules/${created.id}`);
              }}
            />
          </Card>
        ) : null}
        <ListState
          isPending={schedules.isPending}
          isFetching={schedules.isFetching}
          errorText={schedules.isError ? errorMessage(schedules.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle="No pricing schedule"
          emptyDescription={
            isFinAdmin
              ? 'Give a client group a schedule above.'
              : 'Your company has no pricing schedule yet; your FIN Atlas account manager sets one up.'
          }
        >
          <Table striped highlightOnHover aria-label="Client pricing schedules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client group</Table.Th>
                <Table.Th>Schedule</Table.Th>
                <Table.Th ta="right">Per institution per element</Table.Th>
                <Table.Th ta="right">Minimum</Table.Th>
                <Table.Th ta="right">Client discount</Table.Th>
                <Table.Th ta="right">Token value</Table.Th>
                <Table.Th ta="right">Tokens left</Table.Th>
                <Table.Th>Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/super_admin/client_pricing_schedules/${s.id}`} fw={600}>
                      {s.group_name ?? `Group ${s.group_id}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td ta="right">{rate(s.cost_per_fi_per_element)}</Table.Td>
                  <Table.Td ta="right">{money(s.minimum_price)}</Table.Td>
                  <Table.Td ta="right">{percent(s.discount_percent)}</Table.Td>
                  <Table.Td ta="right">{money(s.token_value)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {count(s.token_balance)}
                  </Table.Td>
                  <Table.Td>{formatDateTime(s.updated_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Stack>
    </Container>
  );
}
