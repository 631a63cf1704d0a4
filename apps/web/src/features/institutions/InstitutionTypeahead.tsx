import { inactiveNote } from '@fin-atlas/domain';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type InstitutionHit, useInstitutionHits } from './api';
import { firmographicLine } from './firmographics';

type InstitutionTypeaheadProps = {
  label: string;
  placeholder?: string;
  onPick: (institution: InstitutionHit) => void;
  /** Already chosen: listed but not offered again. */
  excludeIds?: readonly number[];
  autoFocus?: boolean;
};

/**
 * Search every bank, holding company and credit union by name, RSSD, certificate or charter; each
 * suggestion shows its firmographics so two similar names are told apart before choosing, and an
 * inactive one says so ("merged into Juniper Bank, Q1 2023") before anyone studies a bank that no
 * longer files.
 */
export function InstitutionTypeahead({
  label,
  placeholder,
  onPick,
  excludeIds = [],
  autoFocus,
}: InstitutionTypeaheadProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 150);
  const search = useInstitutionHits(query);
  const hits = (search.data?.institutions ?? []).filter((i) => !excludeIds.includes(i.id));
  const searching = search.isFetching || query.trim() !== text.trim();

  const pick = (id: string) => {
    const hit = hits.find((h) => String(h.id) === id);
    if (!hit) return;
    onPick(hit);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder ?? 'Name, RSSD ID, FDIC certificate or NCUA charter'}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={searching && text.trim() ? <Loader size={16} /> : null}
          maw={640}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {hits.map((hit) => (
            <Combobox.Option value={String(hit.id)} key={hit.id}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <div>
                  <Text fz="sm" fw={500}>
                    {hit.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {firmographicLine(hit)}
                  </Text>
                  {hit.inactive ? (
                    <Text fz="xs" c="orange.8" data-testid="inactive-note">
                      Inactive: {inactiveNote(hit.inactive)}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {!searching && hits.length === 0 ? (
            <Combobox.Empty>No institutions match “{text.trim()}”</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
