import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every Advisor card shares: an article named by its title, with the arrangement controls. */
export function CardFrame({
  cardId,
  title,
  controls,
  children,
}: {
  cardId: string;
  title: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={title}
      data-testid={`card-${cardId}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="md">
            {title}
          </Title>
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
