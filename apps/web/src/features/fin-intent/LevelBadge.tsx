import { INTENT_LEVEL_LABELS, type IntentLevel } from '@fin-atlas/domain';
import { Badge, Text } from '@mantine/core';

/** Filled shades light to dark, weakest to strongest; autoContrast picks the readable text on each. */
const LEVEL_BADGE_COLORS: Readonly<Record<IntentLevel, string>> = {
  early_research: 'yellow.4',
  active_research: 'orange.5',
  in_depth_research: 'red.9',
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
    <Badge
      variant="filled"
      color={LEVEL_BADGE_COLORS[level]}
      autoContrast
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {INTENT_LEVEL_LABELS[level]}
    </Badge>
  );
}
