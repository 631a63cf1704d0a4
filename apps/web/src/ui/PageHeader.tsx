import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown before the title, such as the logo of the institution the page is about. */
  leading?: ReactNode;
};

export function PageHeader({ title, description, actions, leading }: PageHeaderProps) {
  const heading = (
    <div>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
    </div>
  );
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      {leading ? (
        <Group gap="md" wrap="nowrap" align="center">
          {leading}
          {heading}
        </Group>
      ) : (
        heading
      )}
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
