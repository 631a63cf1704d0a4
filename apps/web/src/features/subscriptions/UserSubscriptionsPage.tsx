import { SUBSCRIPTION_DEFAULTS, type SubscriptionView } from '@fin-atlas/domain';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { SAVED_QUERIES_PATH } from '../../core/routing';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useDeleteSubscription, useMySubscriptions, useUpdateSubscription } from './api';
import { EditSubscriptionDialog } from './EditSubscriptionDialog';
import { deliveryModeLabel, formatLabel, scheduleLabel, targetName } from './labels';
import { SubscriptionCard } from './SubscriptionCard';
import { notifySubscriptionFailure } from './subscribe-failure';

function EmptyExplanation() {
  return (
    <Text fz="sm" c="gray.7" maw={560} mx="auto">
      Open{' '}
      <Anchor component={Link} to={SAVED_QUERIES_PATH} inherit>
        Saved Reports
      </Anchor>{' '}
      in FIN Query and choose Subscribe beside a saved query. It is run again on the latest data and delivered
      to you {scheduleLabel(SUBSCRIPTION_DEFAULTS.schedule).toLowerCase()} as a{' '}
      {deliveryModeLabel(SUBSCRIPTION_DEFAULTS.deliveryMode).toLowerCase()}, in{' '}
      {formatLabel(SUBSCRIPTION_DEFAULTS.deliveryFormat)}, unless you choose otherwise. Your subscriptions and
      their files are listed here.
    </Text>
  );
}

/** /user/subscriptions: the user's scheduled deliveries of saved queries and reports, with their files. */
export function UserSubscriptionsPage() {
  const mine = useMySubscriptions();
  const update = useUpdateSubscription();
  const remove = useDeleteSubscription();
  const [editing, setEditing] = useState<SubscriptionView | null>(null);
  const rows = mine.data?.subscriptions ?? [];

  const setStatus = async (subscription: SubscriptionView, status: 'active' | 'paused') => {
    try {
      await update.mutateAsync({ id: subscription.id, changes: { status } });
      notifySuccess(status === 'paused' ? 'Subscription paused.' : 'Subscription resumed.');
    } catch (error) {
      notifySubscriptionFailure(error);
    }
  };
  const deleteSubscription = async (subscription: SubscriptionView) => {
    try {
      await remove.mutateAsync(subscription.id);
      notifySuccess('Subscription deleted.');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Subscriptions"
        description="Saved queries and reports delivered to you on a schedule, run each time on the latest data."
      />
      <ListState
        isPending={mine.isPending}
        isFetching={false}
        errorText={mine.isError ? errorMessage(mine.error) : null}
        isEmpty={rows.length === 0}
        emptyTitle="You have no subscriptions yet"
        emptyDescription={<EmptyExplanation />}
      >
        <Stack gap="md">
          {rows.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              onEdit={() => setEditing(subscription)}
              onSetStatus={(status) => void setStatus(subscription, status)}
              onDelete={() => deleteSubscription(subscription)}
              busy={update.isPending && update.variables?.id === subscription.id}
            />
          ))}
        </Stack>
      </ListState>
      <EditSubscriptionDialog
        subscription={editing}
        title={editing ? `Subscription to “${targetName(editing)}”` : 'Subscription'}
        onClose={() => setEditing(null)}
      />
    </Container>
  );
}
