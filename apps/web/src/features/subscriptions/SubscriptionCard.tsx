import { SUBSCRIPTION_LIMITS, type SubscriptionView } from '@fin-atlas/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { savedQueryPath } from '../../core/routing';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/format';
import { DeliveryTable } from './DeliveryTable';
import { deliveryModeLabel, formatLabel, scheduleLabel, targetName } from './labels';
import { nextRunText, SubscriptionStatus } from './SubscriptionStatus';

type SubscriptionCardProps = {
  subscription: SubscriptionView;
  onEdit: () => void;
  onSetStatus: (status: 'active' | 'paused') => void;
  onDelete: () => Promise<unknown>;
  busy: boolean;
};

/** What a subscription delivers, linked to open it when it still exists. */
function TargetTitle({ subscription, id }: { subscription: SubscriptionView; id: string }) {
  const name = targetName(subscription);
  const link =
    subscription.target_name !== null && subscription.advanced_query_id !== null
      ? savedQueryPath(subscription.advanced_query_id)
      : null;
  return (
    <Title order={2} fz="lg" id={id}>
      {link ? (
        <Anchor component={Link} to={link} inherit>
          {name}
        </Anchor>
      ) : (
        <Text inherit c="dimmed" fs="italic" span>
          {name}
        </Text>
      )}
    </Title>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One subscription: its plan, state, next run, actions and latest deliveries with their files. */
export function SubscriptionCard({
  subscription,
  onEdit,
  onSetStatus,
  onDelete,
  busy,
}: SubscriptionCardProps) {
  const titleId = useId();
  const name = targetName(subscription);
  const deliveries = subscription.deliveries.slice(0, SUBSCRIPTION_LIMITS.deliveriesShown);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <TargetTitle subscription={subscription} id={titleId} />
            <Text fz="xs" c="dimmed">
              {subscription.target_kind === 'query' ? 'Saved query' : 'Report'} · subscribed{' '}
              {formatDateTime(subscription.created_at)}
            </Text>
          </div>
          <Group gap="xs">
            {subscription.status !== 'stopped' ? (
              <Button
                size="xs"
                variant="default"
                onClick={onEdit}
                aria-label={`Edit the subscription to ${name}`}
              >
                Edit
              </Button>
            ) : null}
            {/* A stopped subscription resumes too, once what stopped it is gone (the server checks). */}
            <Button
              size="xs"
              variant={subscription.status === 'active' ? 'default' : 'light'}
              onClick={() => onSetStatus(subscription.status === 'active' ? 'paused' : 'active')}
              loading={busy}
            >
              {subscription.status === 'active' ? 'Pause' : 'Resume'}
            </Button>
            <ConfirmButton
              size="xs"
              title="Delete the subscription?"
              message={`Nothing more of “${name}” will be delivered, and its delivered files will no longer be available here.`}
              confirmLabel="Delete subscription"
              onConfirm={onDelete}
              aria-label={`Delete the subscription to ${name}`}
            >
              Delete
            </ConfirmButton>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Schedule">{scheduleLabel(subscription.schedule)}</Fact>
          <Fact label="Delivery">
            {deliveryModeLabel(subscription.delivery_mode)}, {formatLabel(subscription.delivery_format)}
          </Fact>
          <Fact label="Status">
            <SubscriptionStatus subscription={subscription} />
          </Fact>
          <Fact label="Next run">{nextRunText(subscription)}</Fact>
        </SimpleGrid>
        {deliveries.length > 0 ? (
          <DeliveryTable deliveries={deliveries} caption={`Deliveries of ${name}`} viewer="owner" />
        ) : (
          <Text fz="sm" c="dimmed">
            Nothing delivered yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
