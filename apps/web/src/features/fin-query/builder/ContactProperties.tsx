import type { QueryCatalogElement } from '@fin-atlas/domain';
import { Checkbox, Group, MultiSelect, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useElementOptions } from './api';
import { type ElementPropertiesEditorProps, strings } from './element-properties';

/** A contact search's properties: roles, title words, has e-mail, and leaving out the user's own institution. */
export function ContactProperties({ name, element, props, set }: ElementPropertiesEditorProps) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <MultiSelect
        aria-label={`${name} roles`}
        size="xs"
        placeholder={strings(props.roles).length === 0 ? 'Any role' : undefined}
        data={(element.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
        value={strings(props.roles)}
        onChange={(roles) => set({ roles })}
        searchable
        clearable
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      <TitleWords
        name={name}
        element={element}
        value={strings(props.titles)}
        onChange={(titles) => set({ titles })}
      />
      <Checkbox
        size="xs"
        label="Has e-mail"
        checked={props.has_email === true}
        onChange={(event) => set({ has_email: event.currentTarget.checked })}
      />
      <Checkbox
        size="xs"
        label="Exclude my institution"
        checked={props.exclude_fi === true}
        onChange={(event) => set({ exclude_fi: event.currentTarget.checked })}
      />
    </Group>
  );
}

/** Title words, typed freely, with the titles on record that contain what is typed as suggestions. */
function TitleWords({
  name,
  element,
  value,
  onChange,
}: {
  name: string;
  element: QueryCatalogElement;
  value: string[];
  onChange: (titles: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const titles = useElementOptions(
    element,
    null,
    debounced,
    element.remote_options && debounced.trim().length >= 2,
  );
  return (
    <TagsInput
      aria-label={`${name} titles`}
      size="xs"
      placeholder={value.length === 0 ? 'Any title' : undefined}
      data={(titles.data?.options ?? []).map((o) => o.label)}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      acceptValueOnBlur
      w={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
