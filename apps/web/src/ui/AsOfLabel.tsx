import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Text } from '@mantine/core';

type AsOfLabelProps = {
  /** What is dated: 'Scores as of', 'Data as of'. */
  prefix: string;
  period: string | null | undefined;
  isDemo: boolean;
  testId?: string;
};

/** The quarter figures are of, and a Demo data label when they come from the generated data set. */
export function AsOfLabel({ prefix, period, isDemo, testId }: AsOfLabelProps) {
  return (
    <Group gap={6} data-testid={testId}>
      {period ? (
        <Text fz="xs" c="dimmed">
          {prefix} {quarterLabel(period)}
        </Text>
      ) : null}
      {isDemo ? (
        <Badge size="xs" variant="filled" color="dark.6">
          Demo data
        </Badge>
      ) : null}
    </Group>
  );
}
