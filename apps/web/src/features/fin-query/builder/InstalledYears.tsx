import { Checkbox, Group, NumberInput, Text } from '@mantine/core';

type Era = [number, number];

const isEra = (value: unknown): value is Era =>
  Array.isArray(value) && value.length === 2 && value.every((v) => Number.isInteger(v));

/** Contracts likely up for renewal: only records installed between these whole years ago count. */
export function InstalledYears({
  name,
  value,
  onChange,
}: {
  name: string;
  value: unknown;
  onChange: (era: Era | null) => void;
}) {
  const era = isEra(value) ? value : null;
  const setEnd = (end: 0 | 1, input: string | number) => {
    if (!era || typeof input !== 'number') return;
    const next: Era = [...era];
    next[end] = Math.max(0, Math.round(input));
    onChange(next[0] <= next[1] ? next : [next[1], next[0]]);
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Checkbox
        size="xs"
        label={era ? 'Only contracts installed' : 'Only contracts installed within a span of years'}
        aria-label={`${name}: only contracts installed within an era`}
        checked={era !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? [5, 7] : null)}
      />
      {era ? (
        <>
          {([0, 1] as const).map((end) => (
            <Group key={end} gap={6} wrap="nowrap">
              {end === 1 ? <Text fz="xs">to</Text> : null}
              <NumberInput
                size="xs"
                w={64}
                min={0}
                max={200}
                allowDecimal={false}
                aria-label={`${name} installed ${end === 0 ? 'at least' : 'at most'} (years ago)`}
                value={era[end]}
                onChange={(input) => setEnd(end, input)}
              />
            </Group>
          ))}
          <Text fz="xs" c="dimmed">
            years ago
          </Text>
        </>
      ) : null}
    </Group>
  );
}
