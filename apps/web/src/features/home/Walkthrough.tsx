import { CAROUSEL_INTERVAL_MS } from '@fin-atlas/domain';
import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { WalkthroughStep } from './home-content';
import { WalkthroughVisual } from './WalkthroughVisual';

type WalkthroughProps = { title: string; steps: readonly WalkthroughStep[] };

/**
 * The Quick Video: an animated walkthrough that advances every carousel interval (2 s, spec section
 * 9). It pauses on request, and does not start by itself for users who prefer reduced motion.
 */
export function Walkthrough({ title, steps }: WalkthroughProps) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const step = steps[index] ?? steps[0];
  const last = steps.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a step chosen by hand gets its full interval too.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current >= last ? 0 : current + 1)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, last]);

  if (!step) return null;
  return (
    <Stack gap="sm" aria-roledescription="carousel" aria-label={`${title} walkthrough`}>
      <Box
        key={index}
        className="fin-walkthrough-step"
        bg="gray.0"
        p="sm"
        style={{ borderRadius: 8 }}
        aria-hidden="true"
      >
        <WalkthroughVisual kind={step.visual} />
      </Box>
      <Box h={4} bg="gray.2" style={{ borderRadius: 2, overflow: 'hidden' }} aria-hidden="true">
        {playing ? (
          <Box
            key={`progress-${index}`}
            h={4}
            bg="atlasBlue.7"
            className="fin-walkthrough-progress"
            style={{ animationDuration: `${CAROUSEL_INTERVAL_MS}ms` }}
          />
        ) : null}
      </Box>
      <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        <Text fw={700}>
          Step {index + 1} of {steps.length}: {step.title}
        </Text>
        <Text fz="sm" c="gray.7" mih={40}>
          {step.caption}
        </Text>
      </div>
      <Group justify="space-between">
        <Group gap={6} role="group" aria-label="Steps">
          {steps.map((s, i) => (
            <ActionIcon
              key={s.title}
              size="sm"
              radius="xl"
              variant={i === index ? 'filled' : 'light'}
              aria-label={`Step ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
            >
              <span aria-hidden>{i + 1}</span>
            </ActionIcon>
          ))}
        </Group>
        <Button size="compact-sm" variant="default" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </Button>
      </Group>
    </Stack>
  );
}
