import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the predictions page's ten sections: a titled region, landmarks for readers and tests. */
export function FitSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-section={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
