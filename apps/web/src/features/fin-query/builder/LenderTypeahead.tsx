import { SELECT_INSTITUTIONS_ELEMENT_ID } from '@fin-atlas/domain';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useElementOptions } from './api';

const ELEMENT = { element_type: 'select_institutions', element_id: SELECT_INSTITUTIONS_ELEMENT_ID } as const;

/**
 * Mortgage mode's name search: the variant's own list (banks, holding companies, credit unions and
 * mortgage companies, largest first), since the institutions search knows no mortgage company.
 */
export function LenderTypeahead({
  label,
  onPick,
  excludeIds,
}: {
  label: string;
  onPick: (hit: { id: number; name: string }) => void;
  excludeIds: readonly number[];
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 150);
  const found = useElementOptions(ELEMENT, null, query, query.trim() !== '');
  const hits = (found.data?.options ?? []).filter((o) => !excludeIds.includes(Number(o.value)));
  const searching = found.isFetching || query.trim() !== text.trim();
  const pick = (value: string) => {
    const hit = hits.find((h) => String(h.value) === value);
    if (!hit) return;
    onPick({ id: Number(hit.value), name: hit.label });
    setText('');
    combobox.closeDropdown();
  };
  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder="Add a lender by name"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={searching && text.trim() ? <Loader size={16} /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {hits.map((hit) => (
            <Combobox.Option value={String(hit.value)} key={hit.value}>
              <Text fz="sm" fw={500}>
                {hit.label}
              </Text>
              <Text fz="xs" c="dimmed">
                {hit.hint}
              </Text>
            </Combobox.Option>
          ))}
          {!searching && hits.length === 0 ? (
            <Combobox.Empty>No lender matches “{text.trim()}”</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
