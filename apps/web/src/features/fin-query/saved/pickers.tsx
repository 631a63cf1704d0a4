import { MultiSelect, type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGroupSearch, useUserSearch } from './api';

export type Picked = { value: string; label: string };

/** Options from a server search, with what is already chosen kept listed (and so still shown). */
function mergeOptions(chosen: readonly Picked[], found: readonly Picked[]): Picked[] {
  const byValue = new Map<string, string>();
  for (const option of [...chosen, ...found]) byValue.set(option.value, option.label);
  return [...byValue].map(([value, label]) => ({ value, label }));
}

/** The typed search, debounced for the server; the server filters, so the box shows what it found. */
function useTypedSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return { search, setSearch, debounced };
}

const serverFiltered: OptionsFilter = ({ options }) => options;

function useUserOptions(debounced: string, enabled = true) {
  const users = useUserSearch(debounced, enabled);
  return {
    found: (users.data?.users ?? []).map((u) => ({
      value: String(u.id),
      label: `${u.user_name} (${u.email})`,
    })),
    searching: users.isFetching,
  };
}

function useGroupOptions(debounced: string, enabled: boolean) {
  const groups = useGroupSearch(debounced, enabled);
  return {
    found: (groups.data?.groups ?? []).map((g) => ({
      value: String(g.id),
      label: `${g.name} (${g.member_count.toLocaleString('en-US')} users)`,
    })),
    searching: groups.isFetching,
  };
}

type PickerProps<T> = { label: string; description?: string; value: T; onChange: (value: T) => void };

/** One user, found by name or e-mail. */
export function UserSelect({ label, description, value, onChange }: PickerProps<Picked | null>) {
  const { search, setSearch, debounced } = useTypedSearch();
  const { found, searching } = useUserOptions(debounced);
  const options = mergeOptions(value ? [value] : [], found);
  return (
    <Select
      label={label}
      description={description}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={serverFiltered}
      value={value?.value ?? null}
      onChange={(next) => onChange(options.find((o) => o.value === next) ?? null)}
      nothingFoundMessage={searching ? 'Searching…' : 'No user found'}
    />
  );
}

/** Several users or groups, found by name on the server. */
export function RemoteMultiSelect({
  kind,
  label,
  description,
  value,
  onChange,
}: PickerProps<Picked[]> & { kind: 'users' | 'groups' }) {
  const { search, setSearch, debounced } = useTypedSearch();
  const users = useUserOptions(debounced, kind === 'users');
  const groups = useGroupOptions(debounced, kind === 'groups');
  const { found, searching } = kind === 'users' ? users : groups;
  const options = mergeOptions(value, found);
  return (
    <MultiSelect
      label={label}
      description={description}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={serverFiltered}
      value={value.map((v) => v.value)}
      onChange={(next) => onChange(options.filter((o) => next.includes(o.value)))}
      nothingFoundMessage={searching ? 'Searching…' : `No ${kind === 'users' ? 'user' : 'group'} found`}
    />
  );
}
