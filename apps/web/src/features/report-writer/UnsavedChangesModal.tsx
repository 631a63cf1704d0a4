import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asked when the user leaves the writer with changes not saved. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text fz="sm">Your changes to this report are not saved. Leave and lose them?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
