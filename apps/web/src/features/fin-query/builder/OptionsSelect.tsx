import type { QueryElementType, QueryOption } from '@fin-atlas/domain';
import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useElementOptions } from './api';

type OptionValue = string | number;

type OptionsSelectProps = {
  label: string;
  placeholder?: string;
  value: readonly OptionValue[];
  /** Names of the chosen values already known (kept with the rule). */
  labels?: Record<string, string>;
  onChange: (value: OptionValue[], labels: Record<string, string>) => void;
  error?: boolean;
  /** A short list shipped with the catalog; searched in the browser. */
  options?: readonly QueryOption[];
  /** Or a long one asked of the server as the user types, narrowed to a parent when given. */
  remote?: { element_type: QueryElementType; element_id: number; parent?: string | null };
  disabled?: boolean;
  maxValues?: number;
};

/**
 * The one multi-choice picker of the builder: a fixed list filtered as the user types, or a server
 * list searched by what is typed. Chosen values keep their names so they read right after a reload.
 */
export function OptionsSelect({
  label,
  placeholder,
  value,
  labels = {},
  onChange,
  error,
  options,
  remote,
  disabled,
  maxValues,
}: OptionsSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const fetched = useElementOptions(
    remote ? { element_type: remote.element_type, element_id: remote.element_id } : null,
    remote?.parent ?? null,
    debounced,
    remote !== undefined && !disabled,
  );
  const list = remote ? (fetched.data?.options ?? []) : (options ?? []);
  const byKey = useMemo(() => {
    const map = new Map<string, { value: OptionValue; label: string }>();
    for (const v of value) map.set(String(v), { value: v, label: labels[String(v)] ?? String(v) });
    for (const o of list) map.set(String(o.value), { value: o.value, label: o.label });
    return map;
  }, [list, value, labels]);
  const data = [...byKey].map(([key, o]) => ({ value: key, label: o.label }));
  return (
    <MultiSelect
      aria-label={label}
      placeholder={value.length === 0 ? (placeholder ?? 'Choose…') : undefined}
      data={data}
      value={value.map(String)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already narrowed a remote list to what was typed.
      filter={remote ? ({ options: all }) => all : undefined}
      nothingFoundMessage={fetched.isFetching ? 'Searching…' : 'Nothing matches'}
      rightSection={remote && fetched.isFetching ? <Loader size={14} /> : undefined}
      onChange={(keys) => {
        const picked = keys.flatMap((k) => byKey.get(k) ?? []);
        onChange(
          picked.map((p) => p.value),
          Object.fromEntries(picked.map((p) => [String(p.value), p.label])),
        );
      }}
      error={error}
      disabled={disabled}
      maxValues={maxValues}
      clearable
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      miw={220}
      style={{ flex: 1 }}
    />
  );
}
