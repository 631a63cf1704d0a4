import { fiTypeLabel } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type InstitutionSummary, useInstitutionSummaries } from '../institutions';

/** "Credit Union · Tulsa, OK" */
export const institutionDetails = (i: Pick<InstitutionSummary, 'fi_type' | 'city' | 'state'>) =>
  [fiTypeLabel(i.fi_type), [i.city, i.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

export const institutionLabel = (i: Pick<InstitutionSummary, 'name' | 'fi_type' | 'city' | 'state'>) =>
  `${i.name} · ${institutionDetails(i)}`;

/** Typeahead over every institution (the institution search call), for a pick the matcher missed. */
export function InstitutionPicker({
  label,
  onPick,
  initialSearch = '',
}: {
  label: string;
  onPick: (institution: InstitutionSummary | null) => void;
  initialSearch?: string;
}) {
  const [search, setSearch] = useState(initialSearch);
  const [picked, setPicked] = useState<InstitutionSummary | null>(null);
  const [term] = useDebouncedValue(search.trim(), 200);
  const hits = useInstitutionSummaries(term);
  const found = term.length >= 2 ? (hits.data?.institutions ?? []) : [];
  // The picked one stays an option while its label, now in the field, searches again.
  const institutions = picked && !found.some((i) => i.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select
      label={label}
      placeholder="Type a name, RSSD or certificate number"
      searchable
      clearable
      data={institutions.map((i) => ({ value: String(i.id), label: institutionLabel(i) }))}
      // The server ranks the hits; the field must not filter them again by the typed text.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={picked ? String(picked.id) : null}
      onChange={(next) => {
        const institution = institutions.find((i) => String(i.id) === next) ?? null;
        setPicked(institution);
        onPick(institution);
      }}
      nothingFoundMessage={
        term.length < 2
          ? 'Type at least two characters'
          : hits.isFetching
            ? 'Searching…'
            : 'No institution found'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
