import { type QueryCatalogElement, RULE_OPERATOR } from '@fin-atlas/domain';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useElementOptions } from './api';
import { type BuilderRule, isPresenceOperator } from './criteria-tree';
import { OptionsSelect } from './OptionsSelect';

type TechnographicValueProps = {
  rule: BuilderRule;
  element: QueryCatalogElement;
  onChange: (rule: BuilderRule) => void;
  error?: boolean;
};

const PRODUCT_OPERATORS: readonly string[] = [RULE_OPERATOR.PRODUCT, RULE_OPERATOR.NOT_PRODUCT];

/**
 * A solution rule's value by its operator: nothing for offers / does not offer / in-house; vendors
 * of the solution for vendor rules; for product rules a vendor first, then that vendor's products.
 */
export function TechnographicValue({ rule, element, onChange, error }: TechnographicValueProps) {
  const [vendorSearch, setVendorSearch] = useState('');
  const [debounced] = useDebouncedValue(vendorSearch, 250);
  const isProduct = PRODUCT_OPERATORS.includes(rule.operator);
  const vendors = useElementOptions(element, null, debounced, isProduct);
  if (isPresenceOperator(rule.operator)) {
    return (
      <Text fz="sm" c="dimmed">
        {element.name}
      </Text>
    );
  }
  const labels = rule.labels ?? {};
  const setValue = (value: (string | number)[], names: Record<string, string>) =>
    onChange({ ...rule, value, labels: { ...labels, ...names } });
  if (!isProduct) {
    return (
      <OptionsSelect
        label={`${element.name} vendors`}
        placeholder="Choose vendors"
        value={rule.value.filter((v) => typeof v === 'string' || typeof v === 'number')}
        labels={labels}
        onChange={setValue}
        error={error}
        remote={element}
      />
    );
  }
  const vendorOptions = (vendors.data?.options ?? []).map((o) => ({
    value: String(o.value),
    label: o.label,
  }));
  if (rule.parent && !vendorOptions.some((o) => o.value === rule.parent)) {
    vendorOptions.unshift({ value: rule.parent, label: labels[`vendor:${rule.parent}`] ?? rule.parent });
  }
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
      <Select
        aria-label={`${element.name} vendor`}
        placeholder="Vendor"
        data={vendorOptions}
        value={rule.parent ?? null}
        searchable
        searchValue={vendorSearch}
        onSearchChange={setVendorSearch}
        filter={({ options }) => options}
        onChange={(vendor, option) =>
          onChange({
            ...rule,
            parent: vendor,
            value: [],
            labels: vendor && option ? { [`vendor:${vendor}`]: option.label } : {},
          })
        }
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <OptionsSelect
        label={`${element.name} products`}
        placeholder={rule.parent ? 'Choose products' : 'Choose a vendor first'}
        value={rule.value.filter((v) => typeof v === 'string' || typeof v === 'number')}
        labels={labels}
        onChange={setValue}
        error={error}
        remote={{ element_type: element.element_type, element_id: element.element_id, parent: rule.parent }}
        disabled={!rule.parent}
      />
    </Group>
  );
}
