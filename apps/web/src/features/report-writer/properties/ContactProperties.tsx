import type { ContactElementProperties } from '@fin-atlas/domain';
import { Checkbox, Group, MultiSelect, Stack, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTitlesAndRoles } from '../api';

/** FI Contacts: the roles, title words, has e-mail and leaving out the user's own institution. */
export function ContactProperties({
  name,
  props,
  onChange,
}: {
  name: string;
  props: ContactElementProperties;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const lookup = useTitlesAndRoles(q.trim().length >= 2 ? q : '');
  const set = (patch: Partial<ContactElementProperties>) => onChange({ ...props, ...patch });
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <MultiSelect
          size="xs"
          w={240}
          aria-label={`${name} roles`}
          placeholder={props.roles.length === 0 ? 'Any role' : undefined}
          data={(lookup.data?.roles ?? props.roles).map((r) => ({ value: r, label: r }))}
          value={props.roles}
          onChange={(roles) => set({ roles })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <TagsInput
          size="xs"
          w={240}
          aria-label={`${name} titles`}
          placeholder={props.titles.length === 0 ? 'Any title' : undefined}
          data={(lookup.data?.titles ?? []).map((t) => t.title)}
          value={props.titles}
          onChange={(titles) => set({ titles })}
          searchValue={search}
          onSearchChange={setSearch}
          acceptValueOnBlur
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group gap="md">
        <Checkbox
          size="xs"
          label="Has e-mail"
          checked={props.has_email}
          onChange={(e) => set({ has_email: e.currentTarget.checked })}
        />
        <Checkbox
          size="xs"
          label="Exclude my institution"
          checked={props.exclude_fi}
          onChange={(e) => set({ exclude_fi: e.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
