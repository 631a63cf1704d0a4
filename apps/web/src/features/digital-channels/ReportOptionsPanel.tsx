import {
  type CounterState,
  type DigitalChannelModule,
  type DigitalChannelsFilter,
  knownVendorLabel,
  MESSAGES,
  multiSelectLabel,
  needsExtendedFilterLayout,
} from '@fin-atlas/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { CheckboxMultiSelect } from '../../ui/CheckboxMultiSelect';
import { SegmentedField } from '../../ui/SegmentedField';
import { type TopCountChoice, TopCounter } from '../../ui/TopCounter';
import { multiValue, type ReportChoices, singleValue } from './report-choices';

/** Single selects with this many options or fewer show them all side by side. */
const SEGMENTED_MAX_OPTIONS = 3;
/** Multi-selects longer than this get a search box (vendors, core products). */
const SEARCHABLE_FROM = 10;

/** The label a filter reads in the panel (spec: the MB age and known vendor labels are fixed). */
export function filterLabel(filter: Pick<DigitalChannelsFilter, 'key' | 'name'>, module: string): string {
  if (filter.key === 'feature_mb_age_group') return MESSAGES.filter.mbAgeGroup;
  if (filter.key === 'vendor') return knownVendorLabel(module);
  return `${filter.name}:`;
}

export type PanelCounters = { vendors: CounterState | null; features: CounterState | null };

type ReportOptionsPanelProps = {
  module: DigitalChannelModule;
  /** The selected report's filters only (enabledFilters). */
  filters: readonly DigitalChannelsFilter[];
  choices: ReportChoices;
  onChange: (patch: Partial<ReportChoices>) => void;
  counters: PanelCounters;
};

function FilterField({
  filter,
  module,
  choices,
  onChange,
  counters,
}: Omit<ReportOptionsPanelProps, 'filters'> & { filter: DigitalChannelsFilter }) {
  const label = filterLabel(filter, module);
  const setValue = (value: string | number | number[]) =>
    onChange({ values: { ...choices.values, [filter.key]: value } });

  if (filter.kind === 'counter') {
    const vendors = filter.key === 'top_vendors';
    return (
      <TopCounter
        kind={vendors ? 'vendors' : 'features'}
        state={vendors ? counters.vendors : counters.features}
        onChange={({ count, showAll }: TopCountChoice) =>
          onChange(
            vendors
              ? { topVendors: count, showAllVendors: showAll }
              : { topFeatures: count, showAllFeatures: showAll },
          )
        }
      />
    );
  }
  if (filter.kind === 'multi') {
    const ids = filter.options
      .map((o) => ({ id: Number(o.id), name: o.name }))
      .filter((o) => Number.isFinite(o.id));
    return (
      <CheckboxMultiSelect
        label={label}
        options={ids}
        value={multiValue(filter, choices)}
        onChange={setValue}
        summary={(n) => multiSelectLabel(n, ids.length)}
        searchable={ids.length > SEARCHABLE_FROM}
        disabled={ids.length === 0}
      />
    );
  }
  const value = singleValue(filter, choices);
  // Option ids travel back as the type the server gave them (period dates as text, others as numbers).
  const pick = (next: string) => {
    const option = filter.options.find((o) => String(o.id) === next);
    if (option) setValue(option.id);
  };
  if (filter.options.length <= SEGMENTED_MAX_OPTIONS) {
    return <SegmentedField label={label} items={filter.options} value={value ?? ''} onChange={pick} />;
  }
  return (
    <Select
      label={label}
      data={filter.options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next !== null && pick(next)}
      allowDeselect={false}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The digital channels 'Report Options' panel (spec sections 2 and 9): only the filters the selected
 * report enables, in two columns once there are more than 7 of them. Multi-selects apply when they
 * close; counters apply at once.
 */
export function ReportOptionsPanel(props: ReportOptionsPanelProps) {
  const { filters, ...rest } = props;
  const extended = needsExtendedFilterLayout(filters.length);
  const fields = filters.map((filter) => <FilterField key={filter.id} filter={filter} {...rest} />);
  return extended ? (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md" data-layout="extended">
      {fields}
    </SimpleGrid>
  ) : (
    <Stack gap="md" data-layout="standard">
      {fields}
    </Stack>
  );
}
