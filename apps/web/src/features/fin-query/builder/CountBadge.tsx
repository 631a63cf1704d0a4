import { Badge, Tooltip } from '@mantine/core';

const number = new Intl.NumberFormat('en-US');

export const institutionsText = (n: number) =>
  `${number.format(n)} ${n === 1 ? 'institution' : 'institutions'}`;

/**
 * How many institutions a rule matches alone, or a group as a whole. Dimmed while a newer tree is
 * being counted; a dash while the rule cannot be counted.
 */
export function CountBadge({
  count,
  stale,
  testId,
  what,
}: {
  count: number | undefined;
  stale: boolean;
  testId: string;
  what: 'rule' | 'group';
}) {
  const text = count === undefined ? '—' : institutionsText(count);
  const hint =
    what === 'rule' ? 'Institutions this rule matches on its own' : 'Institutions this group matches';
  return (
    <Tooltip label={count === undefined ? 'Counted once the rule has a value' : hint} withArrow>
      <Badge
        variant="light"
        color={count === 0 ? 'orange' : 'atlasBlue'}
        radius="sm"
        size="lg"
        tt="none"
        fw={600}
        data-testid={testId}
        style={{ opacity: stale ? 0.55 : 1, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
