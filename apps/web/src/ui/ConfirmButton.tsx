import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

type ConfirmButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Resolves when the action is done; the dialog stays open (and busy) until then. */
  onConfirm: () => Promise<unknown>;
  busy?: boolean;
};

/** Destructive actions ask first: one misclick must not deactivate a customer's user. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = async () => {
    try {
      await onConfirm();
      close();
    } catch {
      // The caller reports the failure; the dialog closes so the message is visible.
      close();
    }
  };
  return (
    <>
      <Button color="red" variant="light" {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
