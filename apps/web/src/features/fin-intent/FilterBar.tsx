import {
  ASSET_BANDS,
  FI_TYPES,
  fiTypeLabel,
  type IdName,
  type IntentFilters,
  MESSAGES,
  US_STATES,
} from '@fin-atlas/domain';
import { Button, Group, Select } from '@mantine/core';
import { useSession } from '../../core/session/use-session';
import { useVendorChoices } from './api';
import type { FilterKey } from './use-signal-filters';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const BAND_OPTIONS = ASSET_BANDS.map((b) => ({ value: String(b.id), label: b.label }));
const FI_TYPE_OPTIONS = FI_TYPES.map((t) => ({ value: t, label: fiTypeLabel(t) }));

type FilterBarProps = {
  filters: IntentFilters;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
  /** The solutions of the signals listed, for the list's solution filter; absent on one signal's view. */
  solutions?: readonly IdName[];
};

/**
 * Which institutions the counts and lists cover: by state, asset band, FI type and the vendor they
 * run today (the vendor list is Technographics data, offered to its subscribers).
 */
export function FilterBar({ filters, onChange, onClear, solutions }: FilterBarProps) {
  const { user } = useSession();
  const technographics = user?.module_permission.fin_technographics === true;
  const vendors = useVendorChoices(technographics);
  const value = (key: FilterKey) => (filters[key] === undefined ? null : String(filters[key]));
  const filtered = Object.keys(filters).length > 0;
  const common = (key: FilterKey) => ({
    value: value(key),
    onChange: (next: string | null) => onChange(key, next),
    placeholder: MESSAGES.filter.all,
    clearable: true,
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label="Filters">
      {solutions ? (
        <Select
          label="Solution"
          data={solutions.map((s) => ({ value: String(s.id), label: s.name }))}
          searchable
          w={220}
          {...common('solution_id')}
        />
      ) : null}
      <Select label="State" data={STATE_OPTIONS} searchable w={200} {...common('state')} />
      <Select label="Asset band" data={BAND_OPTIONS} w={160} {...common('asset_band')} />
      <Select label="FI type" data={FI_TYPE_OPTIONS} w={170} {...common('fi_type')} />
      {technographics ? (
        <Select
          label="Current vendor"
          data={(vendors.data?.vendors ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          searchable
          limit={50}
          nothingFoundMessage={vendors.isPending ? 'Loading vendors…' : 'No vendor by that name'}
          w={240}
          {...common('vendor_id')}
        />
      ) : null}
      {filtered ? (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
