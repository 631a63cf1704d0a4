import { SELECT_INSTITUTIONS_ELEMENT_ID } from '@fin-atlas/domain';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TypeaheadCombobox } from '../../../ui/TypeaheadCombobox';
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
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 150);
  const found = useElementOptions(ELEMENT, null, query, query.trim() !== '');
  const hits = (found.data?.options ?? []).filter((o) => !excludeIds.includes(Number(o.value)));
  return (
    <TypeaheadCombobox
      label={label}
      placeholder="Add a lender by name"
      text={text}
      onText={setText}
      searching={found.isFetching || query.trim() !== text.trim()}
      items={hits.map((hit) => ({
        key: String(hit.value),
        content: (
          <>
            <Text fz="sm" fw={500}>
              {hit.label}
            </Text>
            <Text fz="xs" c="dimmed">
              {hit.hint}
            </Text>
          </>
        ),
      }))}
      onPick={(key) => {
        const hit = hits.find((h) => String(h.value) === key);
        if (hit) onPick({ id: Number(hit.value), name: hit.label });
      }}
      emptyText={`No lender matches “${text.trim()}”`}
    />
  );
}
