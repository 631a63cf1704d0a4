import type {
  DirectAccessDefaults,
  DirectAccessOptions,
  OrgInstitution,
  SetId,
  SpanId,
} from '@fin-atlas/domain';
import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../../core/forms/field-errors';
import { notifyError, notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { firmographicLine, InstitutionTypeahead } from '../../institutions';
import { useSaveDirectAccessDefaults } from './api';

const FIELDS = ['institution_id', 'peer_group_id', 'report_id', 'span_id', 'set_id'];
const SPAN_OPTIONS = [
  { value: '1', label: 'Quarter' },
  { value: '2', label: 'Trailing 12 months' },
  { value: '3', label: 'Year to date' },
];
const SET_OPTIONS = [
  { value: '1', label: 'As Reported' },
  { value: '2', label: 'Merger Restated (banks)' },
];

type Values = {
  institution: OrgInstitution | null;
  peerGroupId: string | null;
  reportId: string | null;
  span: string | null;
  set: string | null;
};

const valuesOf = (d: DirectAccessDefaults): Values => ({
  institution: d.institution,
  peerGroupId: d.peer_group ? String(d.peer_group.id) : null,
  reportId: d.report ? String(d.report.id) : null,
  span: d.span_id === null ? null : String(d.span_id),
  set: d.set_id === null ? null : String(d.set_id),
});

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

function InstitutionField({
  value,
  onChange,
  error,
}: {
  value: OrgInstitution | null;
  onChange: (value: OrgInstitution | null) => void;
  error?: string;
}) {
  return (
    <Stack gap={6}>
      <InstitutionTypeahead
        label="Default institution"
        placeholder="Search by name, RSSD ID, certificate or charter"
        onPick={(hit) =>
          onChange({
            id: hit.id,
            name: hit.name,
            fi_type: hit.fi_type,
            city: hit.city,
            state: hit.state,
            assets: hit.assets,
            rssd_id: hit.rssd_id,
            regulatory_id: hit.regulatory_id,
          })
        }
      />
      {value ? (
        <Paper withBorder p="xs" radius="sm" data-testid="default-institution">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600} fz="sm">
                {value.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {firmographicLine(value)}
              </Text>
            </div>
            <Button size="xs" variant="subtle" onClick={() => onChange(null)}>
              Clear
            </Button>
          </Group>
        </Paper>
      ) : (
        <Text fz="sm" c="dimmed">
          No default institution: users choose their own.
        </Text>
      )}
      {error ? (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The group's defaults: an institution, a peer group shared with it, a report, a span and a set. */
export function DirectAccessDefaultsForm({
  groupId,
  defaults,
  options,
}: {
  groupId: number | null;
  defaults: DirectAccessDefaults;
  options: DirectAccessOptions;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(defaults));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveDirectAccessDefaults(groupId);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fiType = values.institution?.fi_type ?? null;
  const reports = options.reports.filter((r) => fiType === null || r.fi_types.includes(fiType));

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({
        institution_id: values.institution?.id ?? null,
        peer_group_id: idOrNull(values.peerGroupId),
        report_id: idOrNull(values.reportId),
        span_id: idOrNull(values.span) as SpanId | null,
        set_id: idOrNull(values.set) as SetId | null,
      });
      // The page shows the saved defaults afresh (the form is keyed by their last change).
      notifySuccess();
    } catch (error) {
      const failure = describeFailure(error, FIELDS);
      setErrors(failure.fields);
      setFormError(failure.message);
      notifyError(error);
    }
  };

  return (
    <Stack gap="md" component="form" aria-label="Single click defaults" onSubmit={(e) => e.preventDefault()}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Fieldset legend="Where users land">
        <Stack gap="md">
          <InstitutionField
            value={values.institution}
            onChange={(institution) => {
              set('institution', institution);
              // A report that does not run for the new institution's type would be refused.
              const kept = options.reports.find((r) => String(r.id) === values.reportId);
              if (institution && kept && !kept.fi_types.includes(institution.fi_type)) set('reportId', null);
            }}
            error={errors.institution_id}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Default peer group"
              description="Peer groups shared with your company (share one from the peer group builder)."
              placeholder={options.peer_groups.length ? 'No default' : 'No shared peer group yet'}
              clearable
              data={options.peer_groups.map((p) => ({
                value: String(p.id),
                label: `${p.name} (${p.peer_count.toLocaleString('en-US')} peers)`,
              }))}
              value={values.peerGroupId}
              onChange={(value) => set('peerGroupId', value)}
              error={errors.peer_group_id}
            />
            <Select
              label="Default report"
              description="Reporter opens this report for the default institution."
              placeholder="No default"
              searchable
              clearable
              data={reports.map((r) => ({ value: String(r.id), label: r.name }))}
              value={values.reportId}
              onChange={(value) => set('reportId', value)}
              error={errors.report_id}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend="How figures are read">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Span"
            placeholder="Trailing 12 months (the app's default)"
            clearable
            data={SPAN_OPTIONS}
            value={values.span}
            onChange={(value) => set('span', value)}
            error={errors.span_id}
          />
          <Select
            label="Set"
            placeholder="As Reported (the app's default)"
            clearable
            data={SET_OPTIONS}
            value={values.set}
            onChange={(value) => set('set', value)}
            error={errors.set_id}
          />
        </SimpleGrid>
      </Fieldset>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {defaults.updated_at
            ? `Last changed ${formatDateTime(defaults.updated_at)}${defaults.updated_by ? ` by ${defaults.updated_by.name}` : ''}.`
            : 'Not set yet.'}
        </Text>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save defaults
        </Button>
      </Group>
    </Stack>
  );
}
