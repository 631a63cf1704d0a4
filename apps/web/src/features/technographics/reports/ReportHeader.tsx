import { Anchor, Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TECHNOGRAPHICS_PATHS } from '../report-links';

type ReportHeaderProps = {
  /** "Vendor report", "Product report", "Solution report". */
  kind: string;
  title: string;
  subtitle?: ReactNode;
  facts?: readonly (ReactNode | null)[];
  description?: string;
  actions?: ReactNode;
};

/** The report's name, what kind of report it is, and the entity's facts in one line. */
export function ReportHeader({ kind, title, subtitle, facts = [], description, actions }: ReportHeaderProps) {
  const shown = facts.filter((f) => f !== null && f !== undefined && f !== '');
  return (
    <Box mb="md">
      <Anchor component={Link} to={TECHNOGRAPHICS_PATHS.productSearch} fz="sm">
        ← Product search
      </Anchor>
      <Group justify="space-between" align="flex-end" mt={4} wrap="wrap">
        <Box>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {kind}
          </Text>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle ? <Box mt={2}>{subtitle}</Box> : null}
        </Box>
        {actions}
      </Group>
      {shown.length > 0 ? (
        <Group gap="md" mt="xs" c="dimmed" fz="sm">
          {shown.map((fact, i) => (
            // Facts are fixed per report; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list of facts
            <Text key={i} span fz="sm">
              {fact}
            </Text>
          ))}
        </Group>
      ) : null}
      {description ? (
        <Text mt="xs" maw={860}>
          {description}
        </Text>
      ) : null}
    </Box>
  );
}
