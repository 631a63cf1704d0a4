import { INTENT_LEVEL_LABELS, type IntentLevel } from '@fin-atlas/domain';
import { Badge, Text } from '@mantine/core';

export const LEVEL_BADGE_COLORS: Readonly<Record<IntentLevel, string>> = {
  early_research: 'yellow',
  active_research: 'orange',
  in_depth_research: 'red',
};

/** An institution's level; below the early threshold it has none. */
export function LevelBadge({ level }: { level: IntentLevel | null }) {
  if (level === null)
    return (
      <Text fz="sm" c="dimmed">
        Below thresholds
      </Text>
    );
  return (
    <Badge variant="light" color={LEVEL_BADGE_COLORS[level]} radius="sm" style={{ textTransform: 'none' }}>
      {INTENT_LEVEL_LABELS[level]}
    </Badge>
  );
}
