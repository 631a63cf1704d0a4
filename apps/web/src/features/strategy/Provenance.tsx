import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Text } from '@mantine/core';

/** The quarter the figures read and whether they are demo data, under every strategy analysis. */
export function Provenance({ dataAsOf, isDemo }: { dataAsOf: string | null; isDemo: boolean }) {
  return (
    <Group gap={6}>
      {dataAsOf ? (
        <Text fz="xs" c="dimmed">
          Data as of {quarterLabel(dataAsOf)}
        </Text>
      ) : null}
      <Badge size="xs" variant="filled" color={isDemo ? 'dark.6' : 'teal.9'}>
        {isDemo ? 'Demo data' : 'Regulator data'}
      </Badge>
    </Group>
  );
}

/** One headline figure. */
export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div data-stat={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid="stat-value">
        {value}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
