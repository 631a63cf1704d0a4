import type { QueryElementType } from '@fin-atlas/domain';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useWriterOptions } from '../api';

const NOUN: Record<string, string> = { state: 'states', county: 'counties', msa: 'metropolitan areas' };

/** Markets of one kind (states, counties, MSAs), searched on the server, kept by their codes. */
export function MarketsSelect({
  label,
  element,
  kind,
  isMbc,
  value,
  onChange,
  max,
}: {
  label: string;
  element: { element_type: QueryElementType; element_id: number };
  kind: string;
  isMbc: boolean;
  value: string[];
  onChange: (codes: string[]) => void;
  max: number;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 200);
  const options = useWriterOptions(element, kind, q, isMbc);
  const [names, setNames] = useState<Record<string, string>>({});
  const data = new Map<string, string>(value.map((code) => [code, names[code] ?? code]));
  for (const o of options.data?.options ?? []) data.set(String(o.value), o.label);
  return (
    <MultiSelect
      size="xs"
      w="100%"
      aria-label={label}
      placeholder={value.length === 0 ? `Choose ${NOUN[kind] ?? 'markets'}` : undefined}
      data={[...data].map(([code, name]) => ({ value: code, label: name }))}
      value={value}
      onChange={(codes) => {
        setNames((known) => ({ ...known, ...Object.fromEntries(codes.map((c) => [c, data.get(c) ?? c])) }));
        onChange(codes);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No market matches'}
      maxValues={max}
      error={value.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
