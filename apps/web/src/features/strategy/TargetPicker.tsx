import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TypeaheadCombobox } from '../../ui/TypeaheadCombobox';
import { useProductSearch } from './api';

/** What is assessed: a solution alone, or one vendor product on the solution it serves. */
export type Target = { solutionId: number; productId: number | null };

/**
 * Finds a solution ("Mobile Banking") or a vendor product by name with Technographics' product
 * search; picking one assesses it.
 */
export function TargetPicker({ onPick }: { onPick: (target: Target) => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 150);
  const search = useProductSearch(debounced);
  const result = search.data?.result;
  const items = [
    ...(result?.vendor_products ?? []).map((hit) => ({
      key: `product:${hit.product_id}:${hit.bank_service_id}`,
      content: (
        <Group gap={6} wrap="nowrap">
          <Text fz="sm">
            {hit.vendor} - {hit.product}
          </Text>
          <Text fz="xs" c="dimmed">
            vendor product
          </Text>
        </Group>
      ),
    })),
    ...(result?.services ?? []).map((service) => ({
      key: `solution:${service.id}`,
      content: (
        <Group gap={6} wrap="nowrap">
          <Text fz="sm">{service.name}</Text>
          <Text fz="xs" c="dimmed">
            solution
          </Text>
        </Group>
      ),
    })),
  ];
  return (
    <TypeaheadCombobox
      label="Product or solution"
      placeholder="Type a vendor, product or solution"
      text={text}
      onText={setText}
      searching={search.isFetching}
      items={items}
      onPick={(key) => {
        const [kind, first, second] = key.split(':');
        if (kind === 'solution') onPick({ solutionId: Number(first), productId: null });
        else onPick({ solutionId: Number(second), productId: Number(first) });
      }}
      emptyText="No vendor, product or solution by that name"
      maw={360}
    />
  );
}
