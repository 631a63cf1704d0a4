import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ReportSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
};

/** A titled block of a report (a chart with its table, a list). */
export function ReportSection({ title, description, children, actions }: ReportSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm" wrap="wrap">
        <Box>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
