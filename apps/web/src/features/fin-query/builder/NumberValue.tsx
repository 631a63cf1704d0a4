import type { NumberFormatCode, RuleValue } from '@fin-atlas/domain';
import { Group, NumberInput, Text } from '@mantine/core';

type NumberValueProps = {
  label: string;
  format: NumberFormatCode | null;
  range: boolean;
  value: readonly RuleValue[];
  onChange: (value: RuleValue[]) => void;
  error?: boolean;
  /** Counts take whole numbers from zero up. */
  integer?: boolean;
};

const isPercent = (format: NumberFormatCode | null) => format?.startsWith('P') ?? false;

/** Percent figures are ratios on the wire (0.12) and percent points on screen (12%). */
function toScreen(value: RuleValue | undefined, format: NumberFormatCode | null): number | string {
  if (typeof value !== 'number') return '';
  return isPercent(format) ? Number((value * 100).toFixed(6)) : value;
}

function toWire(input: string | number, format: NumberFormatCode | null): number | null {
  if (typeof input !== 'number' || !Number.isFinite(input)) return null;
  return isPercent(format) ? input / 100 : input;
}

/** A number, or a low and a high for between / not between, in the element's own units. */
export function NumberValue({ label, format, range, value, onChange, error, integer }: NumberValueProps) {
  const money = format?.startsWith('C') ?? false;
  const common = {
    thousandSeparator: ',',
    prefix: money ? '$' : undefined,
    suffix: isPercent(format) ? '%' : undefined,
    allowDecimal: !integer,
    allowNegative: !integer,
    min: integer ? 0 : undefined,
    error,
    w: range ? 150 : 180,
    hideControls: !integer,
  };
  if (!range) {
    return (
      <NumberInput
        {...common}
        aria-label={label}
        placeholder={integer ? 'At least' : 'Value'}
        value={toScreen(value[0], format)}
        onChange={(input) => {
          const n = toWire(input, format);
          onChange(n === null ? [] : [n]);
        }}
      />
    );
  }
  const pair = Array.isArray(value[0]) ? value[0] : [null, null];
  const setEnd = (end: 0 | 1, input: string | number) => {
    const next: RuleValue[] = [pair[0] ?? null, pair[1] ?? null];
    next[end] = toWire(input, format);
    onChange([next]);
  };
  return (
    <Group gap={6} wrap="nowrap">
      <NumberInput
        {...common}
        aria-label={`${label} from`}
        placeholder="From"
        value={toScreen(pair[0], format)}
        onChange={(input) => setEnd(0, input)}
      />
      <Text fz="sm" c="dimmed">
        and
      </Text>
      <NumberInput
        {...common}
        aria-label={`${label} to`}
        placeholder="To"
        value={toScreen(pair[1], format)}
        onChange={(input) => setEnd(1, input)}
      />
    </Group>
  );
}
