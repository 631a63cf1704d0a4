import type { QueryCatalog, QueryCatalogElement, SegmentationElement } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { elementKey } from './segment-draft';

type ElementSelectProps = {
  catalog: QueryCatalog | undefined;
  value: SegmentationElement | null;
  /** The stored element's name, shown while the catalog loads or when it no longer lists it. */
  storedName?: string;
  onChange: (element: QueryCatalogElement) => void;
  loading: boolean;
  disabled?: boolean;
};

/** Options shown at once: the catalog holds thousands of metrics, so typing narrows it. */
const SHOWN = 150;

/** Every element of the segmentable catalog by category and section, as one searchable list. */
export function catalogIndex(catalog: QueryCatalog | undefined) {
  const byKey = new Map<string, QueryCatalogElement>();
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  for (const category of catalog?.categories ?? []) {
    for (const section of category.sections) {
      const group = section.name === category.name ? category.name : `${category.name} · ${section.name}`;
      const items = section.elements.map((element) => {
        const key = elementKey(element);
        byKey.set(key, element);
        const label =
          element.group && element.group !== section.name
            ? `${element.name} (${element.group})`
            : element.name;
        return { value: key, label };
      });
      groups.push({ group, items });
    }
  }
  return { byKey, groups };
}

/** The data point a set splits institutions by: any firmographic, financial or technology element. */
export function ElementSelect({
  catalog,
  value,
  storedName,
  onChange,
  loading,
  disabled,
}: ElementSelectProps) {
  const index = useMemo(() => catalogIndex(catalog), [catalog]);
  const key = value ? elementKey(value) : null;
  const listed = key !== null && index.byKey.has(key);
  const data =
    key !== null && !listed
      ? [{ group: 'Current element', items: [{ value: key, label: storedName ?? key }] }, ...index.groups]
      : index.groups;
  return (
    <Select
      label="Split institutions by"
      description="A firmographic, financial or technology element; each segment tests its value."
      placeholder={loading ? 'Loading elements…' : 'Search elements, e.g. Total Assets'}
      data={data}
      value={key}
      searchable
      limit={SHOWN}
      nothingFoundMessage="No element matches"
      maxDropdownHeight={360}
      onChange={(next) => {
        const element = next ? index.byKey.get(next) : undefined;
        if (element) onChange(element);
      }}
      disabled={disabled}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}
