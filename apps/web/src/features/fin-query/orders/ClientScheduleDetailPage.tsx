import { roleHasAbility } from '@fin-atlas/domain';
import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifySuccess } from '../../../core/notify';
import { useSession } from '../../../core/session/use-session';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { AddTokensForm } from './AddTokensForm';
import { count, money, percent, rate, tiersText } from './price-format';
import { ScheduleTermsForm } from './ScheduleTermsForm';
import { useClientSchedule, useUpdateClientSchedule } from './schedule-api';

/**
 * /super_admin/client_pricing_schedules/:id: one client group's schedule and tokens. FIN Admins
 * change its terms and add tokens; the client's own admin reads it.
 */
export function ClientScheduleDetailPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const isFinAdmin = roleHasAbility(user?.role.name ?? null, 'super_admin_board');
  const schedule = useClientSchedule(id);
  const update = useUpdateClientSchedule(id);
  const forbidden = useForbiddenRedirect(schedule.error);
  if (forbidden) return null;
  if (schedule.isPending) return <PageLoader />;
  if (!schedule.data) {
    return (
      <Container size="md" py="lg">
        <PageHeader
          title="Client Pricing Schedule"
          actions={
            <Anchor component={Link} to="/super_admin/client_pricing_schedules">
              All client schedules
            </Anchor>
          }
        />
        <FormAlert>
          {schedule.isError ? errorMessage(schedule.error) : 'Pricing schedule not found.'}
        </FormAlert>
      </Container>
    );
  }
  const s = schedule.data;
  const ordersLink = isFinAdmin
    ? `/super_admin/user_orders_report?group_id=${s.group_id}`
    : '/admin/user_order_report';
  const terms: [string, string][] = [
    ['Per institution per element', rate(s.cost_per_fi_per_element)],
    ['Minimum price', money(s.minimum_price)],
    ['Volume tiers', tiersText(s.tiers)],
    ['Client discount', percent(s.discount_percent)],
    ['Value of one token', money(s.token_value)],
  ];
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={s.group_name ?? 'Client pricing schedule'}
        description={`${s.name} · updated ${formatDateTime(s.updated_at)}`}
        actions={
          <Anchor component={Link} to={ordersLink}>
            Orders of this client
          </Anchor>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg" component="section" aria-label="Tokens">
            <Title order={2} fz="lg">
              Tokens
            </Title>
            <Text fz={32} fw={700} mt="xs" aria-label="Token balance">
              {count(s.token_balance)}
            </Text>
            <Text fz="sm" c="dimmed" mb="md">
              worth {money(s.token_balance * s.token_value)}. An order draws its tokens when the balance
              covers them, otherwise it is invoiced.
            </Text>
            {isFinAdmin ? (
              <AddTokensForm
                balance={s.token_balance}
                saving={update.isPending}
                onSubmit={async (tokens) => {
                  const after = await update.mutateAsync({ add_tokens: tokens });
                  notifySuccess(`The balance is now ${count(after.token_balance)} tokens.`);
                }}
              />
            ) : null}
          </Card>
          {isFinAdmin ? null : (
            <Card withBorder padding="lg" component="section" aria-label="Price terms">
              <Title order={2} fz="lg" mb="xs">
                Price terms
              </Title>
              {terms.map(([label, value]) => (
                <Group key={label} justify="space-between">
                  <Text c="gray.7">{label}</Text>
                  <Text>{value}</Text>
                </Group>
              ))}
            </Card>
          )}
        </SimpleGrid>
        {isFinAdmin ? (
          <Card withBorder padding="lg" component="section" aria-label="Price terms">
            <Title order={2} fz="lg" mb="sm">
              Price terms
            </Title>
            <ScheduleTermsForm
              key={s.updated_at}
              schedule={s}
              submitLabel="Save terms"
              saving={update.isPending}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                notifySuccess('Price terms saved.');
              }}
            />
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
