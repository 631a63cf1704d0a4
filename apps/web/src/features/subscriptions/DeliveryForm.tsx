import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../ui/FormAlert';
import { type DeliveryChoice, DeliveryFields } from './DeliveryFields';
import { subscriptionFailure } from './subscribe-failure';

type DeliveryFormProps = {
  initial: DeliveryChoice;
  intro?: ReactNode;
  submitLabel: string;
  /** Whether the choice may be sent; the edit form sends nothing until something changed. */
  canSubmit?: (choice: DeliveryChoice) => boolean;
  /** Resolves when saved; a rejection leaves the form open with `error` shown below it. */
  onSubmit: (choice: DeliveryChoice) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  error: unknown;
};

/** A subscription's schedule, delivery and format with the server's refusal and the form's buttons. */
export function DeliveryForm({
  initial,
  intro,
  submitLabel,
  canSubmit = () => true,
  onSubmit,
  onCancel,
  pending,
  error,
}: DeliveryFormProps) {
  const [choice, setChoice] = useState(initial);
  const failure = error ? subscriptionFailure(error) : null;
  return (
    <form
      aria-label="Subscription"
      onSubmit={(event) => {
        event.preventDefault();
        // A refusal is shown below the form (subscriptionFailure), or globally for 401/403.
        onSubmit(choice).catch(() => {});
      }}
    >
      <Stack gap="md">
        {intro}
        <DeliveryFields value={choice} onChange={setChoice} disabled={pending} />
        {failure ? (
          <FormAlert title={failure.detail ? failure.message : undefined}>
            {failure.detail ?? failure.message}
          </FormAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={!canSubmit(choice)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
