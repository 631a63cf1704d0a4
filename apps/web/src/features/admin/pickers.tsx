import { MultiSelect, type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAdminGroups, useAdminUsers } from './api';

/** A chosen user or group: its id as `value`, what the box shows as `label`, its bare name. */
export type Picked = { value: string; label: string; name?: string };

/** Options from a server search, with what is already chosen kept listed (and so still shown). */
function mergeOptions(chosen: readonly Picked[], found: readonly Picked[]): Picked[] {
  const byValue = new Map<string, Picked>();
  for (const option of [...chosen, ...found]) byValue.set(option.value, option);
  return [...byValue.values()];
}

/** The typed search, debounced for the server; the server filters, so the box shows what it found. */
function useTypedSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return { search, setSearch, debounced };
}

const serverFiltered: OptionsFilter = ({ options }) => options;

/** At most this many matches are offered; typing narrows them. */
const SEARCH_PAGE = { per_page: 50 } as const;

function useUserOptions(debounced: string, enabled = true) {
  const users = useAdminUsers({ q: debounced || undefined, ...SEARCH_PAGE }, { enabled });
  return {
    found: (users.data?.users ?? []).map((u) => ({
      value: String(u.id),
      label: `${u.user_name} (${u.email})`,
      name: u.user_name,
    })),
    searching: users.isFetching,
  };
}

function useGroupOptions(debounced: string, enabled: boolean) {
  const groups = useAdminGroups({ q: debounced || undefined, ...SEARCH_PAGE }, { enabled });
  return {
    found: (groups.data?.groups ?? []).map((g) => ({
      value: String(g.id),
      label: `${g.name} (${g.member_count.toLocaleString('en-US')} users)`,
      name: g.name,
    })),
    searching: groups.isFetching,
  };
}

type PickerProps<T> = { label: string; description?: string; value: T; onChange: (value: T) => void };

type PickedKind = 'users' | 'groups';

/**
 * A server-searched box's shared props: the typed search, the server's matches of the kind asked for
 * (the other query stays idle) with what is chosen kept listed, and what shows while searching.
 */
function useRemoteBox(kind: PickedKind, chosen: readonly Picked[]) {
  const { search, setSearch, debounced } = useTypedSearch();
  const users = useUserOptions(debounced, kind === 'users');
  const groups = useGroupOptions(debounced, kind === 'groups');
  const { found, searching } = kind === 'users' ? users : groups;
  const data = mergeOptions(chosen, found);
  return {
    data,
    box: {
      searchable: true,
      clearable: true,
      searchValue: search,
      onSearchChange: setSearch,
      data,
      filter: serverFiltered,
      nothingFoundMessage: searching ? 'Searching…' : `No ${kind === 'users' ? 'user' : 'group'} found`,
    },
  };
}

/** One user (by name or e-mail) or one group (by name), found on the server. */
export function RemoteSelect({
  kind,
  label,
  description,
  value,
  onChange,
}: PickerProps<Picked | null> & { kind: PickedKind }) {
  const { data: options, box } = useRemoteBox(kind, value ? [value] : []);
  return (
    <Select
      label={label}
      description={description}
      {...box}
      value={value?.value ?? null}
      onChange={(next) => onChange(options.find((o) => o.value === next) ?? null)}
    />
  );
}

/** One user, found by name or e-mail. */
export const UserSelect = (props: PickerProps<Picked | null>) => <RemoteSelect kind="users" {...props} />;

/** Several users or groups, found by name on the server. */
export function RemoteMultiSelect({
  kind,
  label,
  description,
  value,
  onChange,
}: PickerProps<Picked[]> & { kind: PickedKind }) {
  const { data: options, box } = useRemoteBox(kind, value);
  return (
    <MultiSelect
      label={label}
      description={description}
      {...box}
      value={value.map((v) => v.value)}
      onChange={(next) => onChange(options.filter((o) => next.includes(o.value)))}
    />
  );
}
