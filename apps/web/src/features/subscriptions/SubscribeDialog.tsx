import { SUBSCRIPTION_DEFAULTS, type SubscriptionView } from '@fin-atlas/domain';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { type SubscriptionTargetRef, targetField, useCreateSubscription, useFindSubscription } from './api';
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
const SOURCE = { query: 'saved_queries', report: 'report_writer' } as const;

type SubscribeDialogProps = {
  target: SubscriptionTargetRef | null;
  onClose: () => void;
};

/** Subscribing to a saved query or report: schedule, delivery and format, the defaults preset. */
export function SubscribeDialog({ target, onClose }: SubscribeDialogProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Subscribe to “${target.name}”` : 'Subscribe'}
      centered
      size="lg"
    >
      {target ? (
        <SubscribeBody key={`${target.kind}-${target.id}`} target={target} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function SubscribeBody({ target, onClose }: { target: SubscriptionTargetRef; onClose: () => void }) {
  // Asked afresh on opening: the user may have subscribed in another tab since the list loaded.
  const existing = useFindSubscription(target);
  if (existing.isPending) {
    return (
      <Text fz="sm" c="dimmed" aria-busy="true">
        Checking your subscriptions…
      </Text>
    );
  }
  if (existing.isError) return <FormAlert>{errorMessage(existing.error)}</FormAlert>;
  const found = existing.data.subscription;
  if (found) return <AlreadySubscribed subscription={found} kind={target.kind} onClose={onClose} />;
  return <SubscribeForm target={target} onClose={onClose} />;
}

function AlreadySubscribed({
  subscription,
  kind,
  onClose,
}: {
  subscription: SubscriptionView;
  kind: SubscriptionTargetRef['kind'];
  onClose: () => void;
}) {
  return (
    <Stack gap="sm">
      <Text fz="sm">
        You already subscribe to this {kind}: {deliveryPlan(subscription)}.{' '}
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

/** What each delivery is, said before subscribing. */
const INTRO = {
  query:
    "Each delivery runs the query again on the latest data and gives you the list as a file. Like a download, each delivery is an order at your company's pricing (paid with tokens when the balance covers it, otherwise invoiced).",
  report: 'Each delivery runs the report again on the latest data and gives you its values as a file.',
} as const;

function SubscribeForm({ target, onClose }: { target: SubscriptionTargetRef; onClose: () => void }) {
  const create = useCreateSubscription();
  const subscribe = async (choice: DeliveryChoice) => {
    await create.mutateAsync({ ...targetField(target), ...choice, subscription_source: SOURCE[target.kind] });
    notifySuccess('Subscribed. Your deliveries will be listed under Subscriptions.');
    onClose();
  };
  return (
    <DeliveryForm
      initial={DEFAULT_DELIVERY}
      intro={
        <Text fz="sm" c="gray.7">
          {INTRO[target.kind]}
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
