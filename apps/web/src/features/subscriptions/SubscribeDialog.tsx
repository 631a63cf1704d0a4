import { SUBSCRIPTION_DEFAULTS, type SubscriptionView } from '@fin-atlas/domain';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { useCreateSubscription, useFindSubscription } from './api';
import type { DeliveryChoice } from './DeliveryFields';
import { DeliveryForm } from './DeliveryForm';
import { deliveryPlan } from './labels';
import { USER_SUBSCRIPTIONS_PATH } from './paths';

/** What a new subscription starts with (spec: monthly, a link in the app, CSV). */
export const DEFAULT_DELIVERY: DeliveryChoice = {
  schedule: SUBSCRIPTION_DEFAULTS.schedule,
  delivery_mode: SUBSCRIPTION_DEFAULTS.deliveryMode,
  delivery_format: SUBSCRIPTION_DEFAULTS.deliveryFormat,
};

/** Where a subscription was made, recorded with it. */
const SOURCE = 'saved_queries';

type SubscribeDialogProps = {
  query: { id: number; name: string } | null;
  onClose: () => void;
};

/** Subscribing to a saved query: schedule, delivery and format, the defaults preset. */
export function SubscribeDialog({ query, onClose }: SubscribeDialogProps) {
  return (
    <Modal
      opened={query !== null}
      onClose={onClose}
      title={query ? `Subscribe to “${query.name}”` : 'Subscribe'}
      centered
      size="lg"
    >
      {query ? <SubscribeBody key={query.id} query={query} onClose={onClose} /> : null}
    </Modal>
  );
}

function SubscribeBody({ query, onClose }: { query: { id: number; name: string }; onClose: () => void }) {
  // Asked afresh on opening: the user may have subscribed in another tab since the list loaded.
  const existing = useFindSubscription(query.id);
  if (existing.isPending) {
    return (
      <Text fz="sm" c="dimmed" aria-busy="true">
        Checking your subscriptions…
      </Text>
    );
  }
  if (existing.isError) return <FormAlert>{errorMessage(existing.error)}</FormAlert>;
  const found = existing.data.subscription;
  if (found) return <AlreadySubscribed subscription={found} onClose={onClose} />;
  return <SubscribeForm queryId={query.id} onClose={onClose} />;
}

function AlreadySubscribed({
  subscription,
  onClose,
}: {
  subscription: SubscriptionView;
  onClose: () => void;
}) {
  return (
    <Stack gap="sm">
      <Text fz="sm">
        You already subscribe to this query: {deliveryPlan(subscription)}.{' '}
        <Anchor component={Link} to={USER_SUBSCRIPTIONS_PATH} onClick={onClose}>
          Manage your subscriptions
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function SubscribeForm({ queryId, onClose }: { queryId: number; onClose: () => void }) {
  const create = useCreateSubscription();
  const subscribe = async (choice: DeliveryChoice) => {
    await create.mutateAsync({ advanced_query_id: queryId, ...choice, subscription_source: SOURCE });
    notifySuccess('Subscribed. Your deliveries will be listed under Subscriptions.');
    onClose();
  };
  return (
    <DeliveryForm
      initial={DEFAULT_DELIVERY}
      intro={
        <Text fz="sm" c="gray.7">
          Each delivery runs the query again on the latest data and gives you the list as a file. Like a
          download, each delivery is an order at your company's pricing (paid with tokens when the balance
          covers it, otherwise invoiced).
        </Text>
      }
      submitLabel="Subscribe"
      onSubmit={subscribe}
      onCancel={onClose}
      pending={create.isPending}
      error={create.isError ? create.error : null}
    />
  );
}
