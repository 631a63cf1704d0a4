import { ASSET_BANDS, FI_TYPES, fiTypeLabel, US_STATES } from '@fin-atlas/domain';
import { Chip, Group, MultiSelect, Pill, Select, Stack, Text } from '@mantine/core';
import { InstitutionTypeahead } from '../institutions';
import type { BuilderDraft } from './builder-draft';

export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
export const FI_TYPE_OPTIONS = FI_TYPES.map((t) => ({ value: t, label: fiTypeLabel(t) }));

type FieldsProps = { draft: BuilderDraft; onChange: (next: BuilderDraft) => void };

/** Quick search: institutions picked by name, and/or everyone of a type, state and asset size. */
export function QuickSearchFields({ draft, onChange }: FieldsProps) {
  return (
    <Stack gap="md">
      <div>
        <InstitutionTypeahead
          label="Add peer institutions"
          excludeIds={draft.picks.map((p) => p.id)}
          onPick={(hit) =>
            onChange({
              ...draft,
              picks: [...draft.picks, { id: hit.id, name: hit.name, city: hit.city, state: hit.state }],
            })
          }
        />
        {draft.picks.length > 0 ? (
          <Pill.Group mt="xs" role="group" aria-label="Picked institutions">
            {draft.picks.map((pick) => (
              <Pill
                key={pick.id}
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove ${pick.name}` }}
                onRemove={() => onChange({ ...draft, picks: draft.picks.filter((p) => p.id !== pick.id) })}
              >
                {pick.name}
                {pick.state ? ` (${pick.state})` : ''}
              </Pill>
            ))}
          </Pill.Group>
        ) : null}
      </div>
      <Text fz="sm" c="dimmed">
        And/or every institution matching these filters:
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="FI type"
          placeholder="Any type"
          data={FI_TYPE_OPTIONS}
          value={draft.fiType}
          clearable
          onChange={(value) => onChange({ ...draft, fiType: (value as BuilderDraft['fiType']) ?? null })}
        />
        <MultiSelect
          label="States"
          placeholder={draft.states.length ? undefined : 'Any state'}
          data={STATE_OPTIONS}
          value={draft.states}
          searchable
          clearable
          onChange={(states) => onChange({ ...draft, states })}
        />
      </Group>
      <div>
        <Text fz="sm" fw={500} mb={6} id="asset-bands-label">
          Asset size
        </Text>
        <Chip.Group
          multiple
          value={draft.assetBands.map(String)}
          onChange={(values) => onChange({ ...draft, assetBands: values.map(Number) })}
        >
          <Group gap="xs" role="group" aria-labelledby="asset-bands-label">
            {ASSET_BANDS.map((band) => (
              <Chip key={band.id} value={String(band.id)} size="sm">
                {band.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );
}
