import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import type { ReactNode } from 'react';

type TypeaheadComboboxProps = {
  label: string;
  placeholder: string;
  /** What is typed; the caller searches with it (debounced as it likes). */
  text: string;
  onText: (text: string) => void;
  /** A search for the typed text is under way: the empty message waits. */
  searching: boolean;
  items: readonly { key: string; content: ReactNode }[];
  onPick: (key: string) => void;
  emptyText: string;
  autoFocus?: boolean;
  maw?: number;
};

/** A text box whose suggestions come from a search of what is typed; picking one clears the box. */
export function TypeaheadCombobox({
  label,
  placeholder,
  text,
  onText,
  searching,
  items,
  onPick,
  emptyText,
  autoFocus,
  maw,
}: TypeaheadComboboxProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const pick = (key: string) => {
    if (!items.some((item) => item.key === key)) return;
    onPick(key);
    onText('');
    combobox.closeDropdown();
  };
  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            onText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={searching && text.trim() ? <Loader size={16} /> : null}
          maw={maw}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {items.map((item) => (
            <Combobox.Option value={item.key} key={item.key}>
              {item.content}
            </Combobox.Option>
          ))}
          {!searching && items.length === 0 ? <Combobox.Empty>{emptyText}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
