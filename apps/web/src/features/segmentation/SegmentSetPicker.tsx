import type { SegmentationSummary } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useBuiltInSegmentations, useCustomSegmentations } from './api';

type SegmentSetPickerProps = {
  value: number | null;
  onChange: (id: number | null, set: SegmentationSummary | null) => void;
  label?: string;
  description?: string;
  placeholder?: string;
  /** Offer "no segmentation" (the whole group undivided). */
  clearable?: boolean;
  disabled?: boolean;
};

/** Every set the user may use, built-in ones first, then their own, their company's and global ones. */
export function useSegmentationChoices() {
  const builtIn = useBuiltInSegmentations();
  const custom = useCustomSegmentations();
  const sets = useMemo(
    () => [...(builtIn.data?.segmentations ?? []), ...(custom.data?.segmentations ?? [])],
    [builtIn.data, custom.data],
  );
  return {
    sets,
    isPending: builtIn.isPending || custom.isPending,
    isError: builtIn.isError || custom.isError,
  };
}

const groupOf = (set: SegmentationSummary) =>
  set.built_in
    ? 'Built-in sets'
    : set.is_global
      ? 'Shared with everyone'
      : set.editable
        ? 'My sets'
        : 'My company’s sets';

/** Picks a segment set by name; each option says how many segments and what it splits by. */
export function SegmentSetPicker({
  value,
  onChange,
  label = 'Segment set',
  description,
  placeholder = 'Choose a segment set',
  clearable,
  disabled,
}: SegmentSetPickerProps) {
  const { sets, isPending } = useSegmentationChoices();
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const set of sets) {
      const items = groups.get(groupOf(set)) ?? [];
      items.push({ value: String(set.id), label: set.name });
      groups.set(groupOf(set), items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [sets]);
  const byId = useMemo(() => new Map(sets.map((s) => [String(s.id), s])), [sets]);
  const chosen = value === null ? undefined : byId.get(String(value));
  return (
    <Select
      label={label}
      description={
        description ??
        (chosen
          ? `${chosen.segmentation_set_details_attributes.length} segments by ${chosen.element_name}`
          : undefined)
      }
      placeholder={isPending ? 'Loading segment sets…' : placeholder}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const set = next ? (byId.get(next) ?? null) : null;
        onChange(set ? set.id : null, set);
      }}
      searchable
      clearable={clearable}
      disabled={disabled}
      nothingFoundMessage="No segment set matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
