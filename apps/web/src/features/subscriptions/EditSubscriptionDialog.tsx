import type { SubscriptionView } from '@fin-atlas/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { useUpdateSubscription } from './api';
import { type DeliveryChoice, DeliveryFields } from './DeliveryFields';
import { subscribeFailureText } from './subscribe-failure';

const FIELDS = ['schedule', 'delivery_mode', 'delivery_format'] as const;

/** Only what the user changed is sent, so a field edited elsewhere meanwhile is kept. */
function changedFields(before: DeliveryChoice, after: DeliveryChoice): Partial<DeliveryChoice> {
  return Object.fromEntries(FIELDS.filter((f) => before[f] !== after[f]).map((f) => [f, after[f]]));
}

type EditSubscriptionDialogProps = {
  subscription: SubscriptionView | null;
  title: string;
  onClose: () => void;
};

/** Changing when, how and in which format a subscription is delivered. */
export function EditSubscriptionDialog({ subscription, title, onClose }: EditSubscriptionDialogProps) {
  return (
    <Modal opened={subscription !== null} onClose={onClose} title={title} centered size="lg">
      {subscription ? <EditForm key={subscription.id} subscription={subscription} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ subscription, onClose }: { subscription: SubscriptionView; onClose: () => void }) {
  const initial: DeliveryChoice = {
    schedule: subscription.schedule,
    delivery_mode: subscription.delivery_mode,
    delivery_format: subscription.delivery_format,
  };
  const [choice, setChoice] = useState(initial);
  const update = useUpdateSubscription();
  const changes = changedFields(initial, choice);
  const submit = async () => {
    try {
      await update.mutateAsync({ id: subscription.id, changes });
      notifySuccess('Subscription updated.');
      onClose();
    } catch {
      // Shown below the form, or globally for 401/403.
    }
  };
  const failure = update.isError ? subscribeFailureText(update.error) : null;
  return (
    <form
      aria-label="Subscription"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <DeliveryFields value={choice} onChange={setChoice} disabled={update.isPending} />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
