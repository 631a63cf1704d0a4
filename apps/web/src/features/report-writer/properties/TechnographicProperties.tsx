import {
  type ReportTechnographicProperties,
  TECHNOGRAPHIC_MODES,
  type TechnographicMode,
  technographicMode,
  technographicModeFlags,
} from '@fin-atlas/domain';
import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useVendorProducts } from '../api';

const MODE_HELP: Record<TechnographicMode, string> = {
  default: 'Shows the vendor and the product the institution runs for the service.',
  has_service: 'Shows whether the institution offers the service (Yes, No or In-house).',
  vendor: 'Shows the vendor; choose vendors to show only those (others read No).',
  product: 'Shows the product; choose products to show only those (others read No).',
};

/**
 * A technographics element's mode (Default, Has Service, Vendor, Product) and, in the Vendor or
 * Product mode, the vendors or products to single out, from those serving the service.
 */
export function TechnographicProperties({
  name,
  serviceId,
  props,
  known,
  onChange,
}: {
  name: string;
  serviceId: number;
  props: ReportTechnographicProperties;
  /** Names of chosen vendors and products already known (edit_bank_services), by id. */
  known: ReadonlyMap<string, string>;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const mode = technographicMode(props);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 200);
  const choosing = mode === 'vendor' || mode === 'product';
  const offered = useVendorProducts(choosing ? serviceId : null, q);
  const rows = offered.data?.vendor_products ?? [];
  const data = new Map<string, string>();
  const chosen = (mode === 'vendor' ? props.vendor_ids : props.product_ids).map(String);
  for (const id of chosen) data.set(id, known.get(`${mode}:${id}`) ?? `#${id}`);
  for (const row of rows) {
    if (mode === 'vendor') data.set(String(row.id), row.vendor);
    else if (row.product_id !== null) data.set(String(row.product_id), `${row.product} (${row.vendor})`);
  }
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        aria-label={`${name} mode`}
        data={TECHNOGRAPHIC_MODES.map((m) => ({ value: m.value, label: m.label }))}
        value={mode}
        onChange={(v) =>
          onChange({ ...technographicModeFlags(v as TechnographicMode), vendor_ids: [], product_ids: [] })
        }
      />
      <Text fz="xs" c="dimmed">
        {MODE_HELP[mode]}
      </Text>
      {choosing ? (
        <Group gap="xs" wrap="nowrap">
          <MultiSelect
            size="xs"
            w="100%"
            aria-label={`${name} ${mode === 'vendor' ? 'vendors' : 'products'}`}
            placeholder={chosen.length === 0 ? `Any ${mode}` : undefined}
            data={[...data].map(([value, label]) => ({ value, label }))}
            value={chosen}
            onChange={(ids) =>
              onChange({ ...props, [mode === 'vendor' ? 'vendor_ids' : 'product_ids']: ids.map(Number) })
            }
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={offered.isFetching ? 'Searching…' : `No ${mode} serves this service`}
            maxValues={20}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
