import { type CounterState, type MarketReportOptions, MESSAGES, multiSelectLabel } from '@fin-atlas/domain';
import { Select, Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { CheckboxMultiSelect } from '../../ui/CheckboxMultiSelect';
import { SegmentedField } from '../../ui/SegmentedField';
import { TopCounter } from '../../ui/TopCounter';
import type { ReportOptions } from './report-options';

type ReportOptionsPanelProps = {
  catalog: MarketReportOptions;
  value: ReportOptions;
  onChange: (patch: Partial<ReportOptions>) => void;
  counter: CounterState | null;
};

/** The 'Report Options' side panel of the market share and firmographics reports (spec section 2). */
export function ReportOptionsPanel({ catalog, value, onChange, counter }: ReportOptionsPanelProps) {
  const solutions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const s of catalog.solutions) {
      const items = groups.get(s.category) ?? [];
      items.push({ value: String(s.id), label: s.name });
      groups.set(s.category, items);
    }
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
  }, [catalog.solutions]);

  return (
    <Stack gap="md">
      <Select
        label="Solution"
        searchable
        data={solutions}
        value={value.solutionId === null ? null : String(value.solutionId)}
        onChange={(next) => next && onChange({ solutionId: Number(next) })}
        allowDeselect={false}
        nothingFoundMessage="No matching solution"
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedField
        label="Measure"
        items={catalog.measures}
        value={value.measure}
        onChange={(measure) => onChange({ measure: Number(measure) })}
      />
      <SegmentedField
        label="FI Type"
        items={catalog.fi_types}
        value={value.fiType}
        onChange={(fiType) => onChange({ fiType: Number(fiType) })}
      />
      <CheckboxMultiSelect
        label="Asset Groups"
        options={catalog.asset_groups.map((g) => ({ id: g.id, name: g.name, hint: `${g.range} ($000)` }))}
        value={value.assetGroups}
        onChange={(assetGroups) => onChange({ assetGroups })}
        summary={(n) => multiSelectLabel(n, catalog.asset_groups.length)}
      />
      <SegmentedField
        label={MESSAGES.filter.knownVendor}
        items={catalog.known_vendor}
        value={value.knownVendor}
        onChange={(knownVendor) => onChange({ knownVendor: Number(knownVendor) })}
      />
      <CheckboxMultiSelect
        label="Core Vendor Products"
        description="Institutions whose core processing runs on these"
        searchable
        options={catalog.core_vendor_products.map((p) => ({ id: p.id, name: p.name }))}
        value={value.coreProducts}
        onChange={(coreProducts) => onChange({ coreProducts })}
        summary={(n) => (n === 0 ? 'Any core product' : `${n} product(s) selected`)}
        disabled={catalog.core_vendor_products.length === 0}
      />
      <TopCounter
        kind="vendors"
        state={counter}
        onChange={(choice) => onChange({ topVendors: choice.count, showAll: choice.showAll })}
      />
      <Switch
        label="Show Products"
        checked={value.showProducts}
        onChange={(event) => onChange({ showProducts: event.currentTarget.checked })}
      />
    </Stack>
  );
}
