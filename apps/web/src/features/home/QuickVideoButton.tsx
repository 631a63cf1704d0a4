import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WalkthroughStep } from './home-content';
import { Walkthrough } from './Walkthrough';

/** "Quick Video": the card's walkthrough in a modal. */
export function QuickVideoButton({ title, steps }: { title: string; steps: readonly WalkthroughStep[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open} aria-label={`Quick Video: ${title}`}>
        Quick Video
      </Button>
      <Modal opened={opened} onClose={close} title={`Quick Video: ${title}`} size="lg" centered>
        {opened ? <Walkthrough title={title} steps={steps} /> : null}
      </Modal>
    </>
  );
}
