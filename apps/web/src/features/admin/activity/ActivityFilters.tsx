import { ACTIVITY_MODULE_LABELS, ACTIVITY_MODULES, type ActivityModule } from '@fin-atlas/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { type Picked, RemoteSelect, UserSelect } from '../pickers';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem } from './activity-ranges';

const MODULE_OPTIONS = ACTIVITY_MODULES.map((m) => ({ value: m, label: ACTIVITY_MODULE_LABELS[m] }));
const PRESET_OPTIONS = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: 'custom', label: 'Custom' },
];
const isoDay = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

export type ActivityFilterValues = {
  range: { from: string; to: string };
  user: Picked | null;
  module: ActivityModule | null;
  /** A FIN Admin's client group (null: every client). */
  group: Picked | null;
};

type Props = {
  values: ActivityFilterValues;
  onChange: (changes: Partial<ActivityFilterValues>) => void;
  /** The FIN Admin's report: every client, narrowed by group. */
  withGroup: boolean;
  /** Only the dates (the table of every client). */
  rangeOnly?: boolean;
};

/** Date range (a preset or two dates), user, module and, for a FIN Admin, client group. */
export function ActivityFilters({ values, onChange, withGroup, rangeOnly = false }: Props) {
  const { range } = values;
  const problem = rangeProblem(range);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Range"
        data={PRESET_OPTIONS}
        value={presetOf(range) ?? 'custom'}
        allowDeselect={false}
        onChange={(value) => {
          const preset = RANGE_PRESETS.find((p) => p.value === value);
          if (preset) onChange({ range: presetRange(preset) });
        }}
        w={170}
      />
      <TextInput
        type="date"
        label="From"
        value={range.from}
        onChange={(e) => {
          const from = isoDay(e.currentTarget.value);
          if (from) onChange({ range: { ...range, from } });
        }}
        w={160}
      />
      <TextInput
        type="date"
        label="To"
        value={range.to}
        onChange={(e) => {
          const to = isoDay(e.currentTarget.value);
          if (to) onChange({ range: { ...range, to } });
        }}
        error={problem}
        w={160}
      />
      {withGroup && !rangeOnly ? (
        <RemoteSelect
          kind="groups"
          label="Client group"
          value={values.group}
          onChange={(group) => onChange({ group })}
        />
      ) : null}
      {rangeOnly ? null : (
        <>
          <UserSelect label="User" value={values.user} onChange={(user) => onChange({ user })} />
          <Select
            label="Module"
            data={MODULE_OPTIONS}
            value={values.module}
            onChange={(value) => onChange({ module: (value as ActivityModule | null) ?? null })}
            clearable
            placeholder="Every module"
            w={200}
          />
        </>
      )}
    </Group>
  );
}
