import { Group, Progress, Text } from '@mantine/core';
import { formatPercent } from './format';

/** A share in percent points as text and a small bar, so a column of them reads at a glance. */
export function ShareCell({ share, label }: { share: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Progress value={share} w={60} size="sm" aria-label={label} />
      <Text fz="sm" w={64} ta="right">
        {formatPercent(share)}
      </Text>
    </Group>
  );
}
