import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

type SearchFieldProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Typing fires one server search per pause, not one per key. */
  delay?: number;
};

export function SearchField({ label, value, onSearch, placeholder, delay = 300 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), delay);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onSearchRef.current(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={360}
      w="100%"
    />
  );
}
