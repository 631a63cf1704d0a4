import {
  type CounterState,
  commitTypedTopVendors,
  counterButtons,
  MESSAGES,
  resetTopVendors,
  setShowAll,
  stepCount,
  TOP_VENDORS,
} from '@fin-atlas/domain';
import { ActionIcon, Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

/** What the user chose: a count, or every line (which stays on when the filters widen). */
export type TopVendorsChoice = { count: number; showAll: boolean };

type TopVendorsCounterProps = {
  /** null until the first report tells the max (total vendors). */
  state: CounterState | null;
  onChange: (choice: TopVendorsChoice) => void;
  disabled?: boolean;
};

const DEFAULT_CHOICE: TopVendorsChoice = { count: TOP_VENDORS.defaultCount, showAll: false };

/**
 * The top vendors counter (spec sections 4, 5 and 9). Every rule lives in the domain's top-counter
 * rules; this only wires them to the controls: minus and plus step between 1 and the max and lock
 * once the max is reached, a typed value is clamped and a 0 resets to 15, Show All follows the max.
 */
export function TopVendorsCounter({ state, onChange, disabled = false }: TopVendorsCounterProps) {
  const labelId = useId();
  const [draft, setDraft] = useState(state ? String(state.count) : '');
  useEffect(() => {
    setDraft(state ? String(state.count) : '');
  }, [state]);

  const off = disabled || state === null;
  const buttons = state ? counterButtons(state) : { minusDisabled: true, plusDisabled: true };
  // Minus, plus and a typed value: the count, with show-all following whether the max is reached.
  const change = (next: CounterState) => {
    setDraft(String(next.count));
    if (state && next.count !== state.count) onChange({ count: next.count, showAll: next.showAll });
  };
  const commitDraft = () => {
    if (!state) return;
    const typed = draft.trim() === '' ? Number.NaN : Number(draft.trim());
    change(commitTypedTopVendors(state, typed));
  };
  const reset = state ? resetTopVendors(state) : null;
  // With 15 vendors or fewer, turning Show All off would land on the max again.
  const showAllLocked = state?.showAll === true && state.max <= TOP_VENDORS.defaultCount;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId}>Top Vendors</Input.Label>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Fewer vendors"
          disabled={off || buttons.minusDisabled}
          onClick={() => state && change(stepCount(state, -1))}
        >
          <Text fw={700} aria-hidden>
            −
          </Text>
        </ActionIcon>
        <TextInput
          aria-label="Number of top vendors"
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
          aria-label="More vendors"
          disabled={off || buttons.plusDisabled}
          onClick={() => state && change(stepCount(state, 1))}
        >
          <Text fw={700} aria-hidden>
            +
          </Text>
        </ActionIcon>
        <Text fz="sm" c="dimmed" data-testid="top-vendors-max">
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
            setDraft(String(setShowAll(state, on, TOP_VENDORS.defaultCount).count));
            // On shows every line; off goes back to 15, even where fewer exist for now.
            onChange(on ? { count: state.max, showAll: true } : DEFAULT_CHOICE);
          }}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={off || (reset !== null && state !== null && reset.count === state.count)}
          onClick={() => {
            if (!reset) return;
            setDraft(String(reset.count));
            onChange(DEFAULT_CHOICE);
          }}
        >
          {MESSAGES.filter.resetToDefaultTopVendors}
        </Button>
      </Group>
    </Stack>
  );
}
