import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Text } from '@mantine/core';

/** The quarter the scores are of, and a Demo data label when the evidence behind them is generated. */
export function ScoresAsOf({ period, isDemo }: { period: string | null; isDemo: boolean }) {
  return (
    <Group gap={6} data-testid="scores-as-of">
      {period ? (
        <Text fz="xs" c="dimmed">
          Scores as of {quarterLabel(period)}
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
