import type { SubscriptionView } from '@fin-atlas/domain';
import { Modal } from '@mantine/core';
import { notifySuccess } from '../../core/notify';
import { useUpdateSubscription } from './api';
import type { DeliveryChoice } from './DeliveryFields';
import { DeliveryForm } from './DeliveryForm';

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
  const update = useUpdateSubscription();
  const save = async (choice: DeliveryChoice) => {
    await update.mutateAsync({ id: subscription.id, changes: changedFields(initial, choice) });
    notifySuccess('Subscription updated.');
    onClose();
  };
  return (
    <DeliveryForm
      initial={initial}
      submitLabel="Save changes"
      canSubmit={(choice) => Object.keys(changedFields(initial, choice)).length > 0}
      onSubmit={save}
      onCancel={onClose}
      pending={update.isPending}
      error={update.isError ? update.error : null}
    />
  );
}
