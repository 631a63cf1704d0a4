import { MESSAGES } from '@fin-atlas/domain';
import { Button, Checkbox, Combobox, Group, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useRef, useState } from 'react';

export type MultiSelectOption = { id: number; name: string; hint?: string };

type CheckboxMultiSelectProps = {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  /** Called once, when the dropdown closes with a different selection (spec: closing flags the change). */
  onChange: (next: number[]) => void;
  /** What the closed select reads for a selection. */
  summary: (selected: number) => string;
  searchable?: boolean;
  disabled?: boolean;
  description?: string;
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * A compact multi-select for the narrow options panel: a button that summarises the selection and
 * a list of checkboxes with a Select All / Clear All toggle. The report reloads when it closes,
 * not on every tick.
 */
export function CheckboxMultiSelect({
  label,
  options,
  value,
  onChange,
  summary,
  searchable = false,
  disabled = false,
  description,
}: CheckboxMultiSelectProps) {
  const [draft, setDraft] = useState<number[]>([...value]);
  const [search, setSearch] = useState('');
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const combobox = useCombobox({
    onDropdownOpen: () => {
      setDraft([...value]);
      if (searchable) combobox.focusSearchInput();
    },
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
      if (!sameIds(draftRef.current, value)) onChange(draftRef.current);
    },
  });
  const shown = combobox.dropdownOpened ? draft : value;
  const needle = search.trim().toLowerCase();
  const visible = needle ? options.filter((o) => o.name.toLowerCase().includes(needle)) : options;
  const allSelected = options.length > 0 && options.every((o) => draft.includes(o.id));
  const toggle = (id: number) =>
    setDraft((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Combobox store={combobox} onOptionSubmit={(id) => toggle(Number(id))} withinPortal>
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          label={label}
          description={description}
          pointer
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
        >
          {summary(shown.length)}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        {searchable ? (
          <Combobox.Search
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder="Search"
            aria-label={`Search ${label}`}
          />
        ) : null}
        <Combobox.Header>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setDraft(allSelected ? [] : options.map((o) => o.id))}
          >
            {allSelected ? MESSAGES.filter.clearAll : MESSAGES.filter.selectAll}
          </Button>
        </Combobox.Header>
        <Combobox.Options aria-label={label}>
          <ScrollArea.Autosize mah={260} type="scroll">
            {visible.length === 0 ? <Combobox.Empty>Nothing found</Combobox.Empty> : null}
            {visible.map((option) => {
              const checked = draft.includes(option.id);
              return (
                <Combobox.Option
                  value={String(option.id)}
                  key={option.id}
                  active={checked}
                  aria-selected={checked}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Checkbox
                      checked={checked}
                      readOnly
                      tabIndex={-1}
                      aria-hidden
                      size="xs"
                      style={{ pointerEvents: 'none' }}
                    />
                    <div>
                      <Text fz="sm">{option.name}</Text>
                      {option.hint ? (
                        <Text fz="xs" c="dimmed">
                          {option.hint}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Combobox.Option>
              );
            })}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
