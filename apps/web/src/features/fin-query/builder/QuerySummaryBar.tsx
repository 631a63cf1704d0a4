import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { institutionsText } from './CountBadge';

const number = new Intl.NumberFormat('en-US');

type QuerySummaryBarProps = {
  name: string | null;
  total: number | null;
  universe: number | null;
  counting: boolean;
  ruleCount: number;
  runnable: boolean;
  onRun: () => void;
  onPrice: () => void;
  onClear: () => void;
  /** Save and Save as, when the route wired a save dialog in. */
  onSave?: (mode: 'save' | 'save_as') => void;
};

/** The running total of the whole query and what to do with it: run, save, price and download. */
export function QuerySummaryBar({
  name,
  total,
  universe,
  counting,
  ruleCount,
  runnable,
  onRun,
  onPrice,
  onClear,
  onSave,
}: QuerySummaryBarProps) {
  const headline =
    ruleCount === 0
      ? 'Add a rule to start counting'
      : !runnable
        ? 'Complete the highlighted rules to count'
        : total === null
          ? 'Counting…'
          : universe !== null
            ? `${number.format(total)} of ${number.format(universe)} institutions`
            : institutionsText(total);
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" wrap="wrap" gap="md">
        {/* Shrinks (a long saved name is cut, titled) before the actions wrap under it. */}
        <Stack gap={0} style={{ flex: '1 1 300px', minWidth: 0 }}>
          {name ? (
            <Text fz="sm" c="dimmed" truncate="end" title={name} data-testid="saved-query-name">
              Saved query:{' '}
              <Text span fz="sm" fw={600} c="dark">
                {name}
              </Text>
            </Text>
          ) : null}
          <Group gap="xs" wrap="nowrap">
            <Text
              fz={22}
              fw={700}
              data-testid="query-total"
              aria-live="polite"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {headline}
            </Text>
            {counting && runnable ? <Loader size={16} aria-label="Counting" /> : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {runnable
              ? 'match your criteria, recounted as you edit'
              : 'Every rule needs a value before the query counts'}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="subtle" color="gray" onClick={onClear} disabled={ruleCount === 0}>
            Clear
          </Button>
          {onSave ? (
            <>
              <Button variant="default" onClick={() => onSave('save')} disabled={!runnable}>
                Save
              </Button>
              <Button variant="default" onClick={() => onSave('save_as')} disabled={!runnable}>
                Save as
              </Button>
            </>
          ) : null}
          <Button variant="default" onClick={onPrice} disabled={!runnable || total === 0}>
            Price &amp; download
          </Button>
          <Button onClick={onRun} disabled={!runnable}>
            Run query
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
