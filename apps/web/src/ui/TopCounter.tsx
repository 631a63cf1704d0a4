import {
  type CounterState,
  commitTypedCount,
  counterButtons,
  MESSAGES,
  setShowAll,
  stepCount,
  TOP_FEATURES,
  TOP_VENDORS,
} from '@fin-atlas/domain';
import { ActionIcon, Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

/** What the user chose: a count, or every line (which stays on when the filters widen). */
export type TopCountChoice = { count: number; showAll: boolean };

/** The two top-N counters of the report panels: their label, what they count and their default. */
export const TOP_COUNTERS = {
  vendors: {
    label: 'Top Vendors',
    noun: 'vendors',
    defaultCount: TOP_VENDORS.defaultCount,
    resetLabel: MESSAGES.filter.resetToDefaultTopVendors,
  },
  features: {
    label: 'Top Features',
    noun: 'features',
    defaultCount: TOP_FEATURES.defaultCount,
    resetLabel: null,
  },
} as const;

type TopCounterProps = {
  kind: keyof typeof TOP_COUNTERS;
  /** null until the first report tells the max. */
  state: CounterState | null;
  onChange: (choice: TopCountChoice) => void;
  disabled?: boolean;
};

/**
 * A top-N counter (spec sections 4, 5 and 9). Every rule lives in the domain's top-counter rules;
 * this only wires them to the controls: minus and plus step between 1 and the max and lock once the
 * max is reached, a typed value is clamped and a 0 resets to the default, Show All follows the max.
 */
export function TopCounter({ kind, state, onChange, disabled = false }: TopCounterProps) {
  const { label, noun, defaultCount, resetLabel } = TOP_COUNTERS[kind];
  const labelId = useId();
  const [draft, setDraft] = useState(state ? String(state.count) : '');
  useEffect(() => {
    setDraft(state ? String(state.count) : '');
  }, [state]);

  const off = disabled || state === null;
  const buttons = state ? counterButtons(state) : { minusDisabled: true, plusDisabled: true };
  const defaultChoice: TopCountChoice = { count: defaultCount, showAll: false };
  // Minus, plus and a typed value: the count, with show-all following whether the max is reached.
  const change = (next: CounterState) => {
    setDraft(String(next.count));
    if (state && next.count !== state.count) onChange({ count: next.count, showAll: next.showAll });
  };
  const commitDraft = () => {
    if (!state) return;
    const typed = draft.trim() === '' ? Number.NaN : Number(draft.trim());
    change(commitTypedCount(state, typed, defaultCount));
  };
  const reset = state ? commitTypedCount(state, 0, defaultCount) : null;
  // With the default count or fewer lines, turning Show All off would land on the max again.
  const showAllLocked = state?.showAll === true && state.max <= defaultCount;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId}>{label}</Input.Label>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Fewer ${noun}`}
          disabled={off || buttons.minusDisabled}
          onClick={() => state && change(stepCount(state, -1))}
        >
          <Text fw={700} aria-hidden>
            −
          </Text>
        </ActionIcon>
        <TextInput
          aria-label={`Number of top ${noun}`}
          inputMode="numeric"
          w={72}
          styles={{ input: { textAlign: 'center' } }}
          value={draft}
          disabled={off}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitDraft();
            }
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`More ${noun}`}
          disabled={off || buttons.plusDisabled}
          onClick={() => state && change(stepCount(state, 1))}
        >
          <Text fw={700} aria-hidden>
            +
          </Text>
        </ActionIcon>
        <Text fz="sm" c="dimmed" data-testid={`top-${noun}-max`}>
          {state ? `of ${state.max}` : ''}
        </Text>
      </Group>
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Switch
          label={MESSAGES.filter.showAll}
          checked={state?.showAll ?? false}
          disabled={off || showAllLocked}
          onChange={(event) => {
            if (!state) return;
            const on = event.currentTarget.checked;
            setDraft(String(setShowAll(state, on, defaultCount).count));
            // On shows every line; off goes back to the default, even where fewer exist for now.
            onChange(on ? { count: state.max, showAll: true } : defaultChoice);
          }}
        />
        {resetLabel ? (
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={off || (reset !== null && state !== null && reset.count === state.count)}
            onClick={() => {
              if (!reset) return;
              setDraft(String(reset.count));
              onChange(defaultChoice);
            }}
          >
            {resetLabel}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
