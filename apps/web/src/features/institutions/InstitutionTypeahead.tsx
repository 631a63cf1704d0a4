import { inactiveNote } from '@fin-atlas/domain';
import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TypeaheadCombobox } from '../../ui/TypeaheadCombobox';
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
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 150);
  const search = useInstitutionHits(query);
  const hits = (search.data?.institutions ?? []).filter((i) => !excludeIds.includes(i.id));
  return (
    <TypeaheadCombobox
      label={label}
      placeholder={placeholder ?? 'Name, RSSD ID, FDIC certificate or NCUA charter'}
      text={text}
      onText={setText}
      searching={search.isFetching || query.trim() !== text.trim()}
      autoFocus={autoFocus}
      maw={640}
      items={hits.map((hit) => ({
        key: String(hit.id),
        content: (
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
        ),
      }))}
      onPick={(key) => {
        const hit = hits.find((h) => String(h.id) === key);
        if (hit) onPick(hit);
      }}
      emptyText={`No institutions match “${text.trim()}”`}
    />
  );
}
