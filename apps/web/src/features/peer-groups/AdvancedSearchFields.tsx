import {
  PEER_GROUP_LIMITS,
  PEER_GROUP_RANGES,
  type PeerGroupCriteriaOptions,
  type PeerGroupRangeId,
  type PeerGroupThemeId,
} from '@fin-atlas/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useOfferingOptions } from './api';
import {
  type Bound,
  type BuilderDraft,
  isPercentFormat,
  type OfferingRowDraft,
  rowKey,
} from './builder-draft';
import { FI_TYPE_OPTIONS, STATE_OPTIONS } from './QuickSearchFields';

type FieldsProps = {
  draft: BuilderDraft;
  onChange: (next: BuilderDraft) => void;
  options: PeerGroupCriteriaOptions | undefined;
};

const toBound = (value: string | number): Bound =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/** Min and max boxes; their accessible names say which range they bound, the placeholders say which end. */
function BoundsInputs({
  label,
  min,
  max,
  suffix,
  onChange,
}: {
  label: string;
  min: Bound;
  max: Bound;
  suffix?: string;
  onChange: (next: { min: Bound; max: Bound }) => void;
}) {
  const common = {
    suffix,
    thousandSeparator: ',',
    decimalScale: suffix ? 2 : 4,
    hideControls: true,
  } as const;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <NumberInput
        {...common}
        aria-label={`${label} minimum`}
        placeholder="Min"
        value={min}
        onChange={(value) => onChange({ min: toBound(value), max })}
        style={{ flex: 1 }}
      />
      <Text fz="xs" c="dimmed" aria-hidden>
        to
      </Text>
      <NumberInput
        {...common}
        aria-label={`${label} maximum`}
        placeholder="Max"
        value={max}
        onChange={(value) => onChange({ min, max: toBound(value) })}
        style={{ flex: 1 }}
      />
    </Group>
  );
}

function ThemeRows({
  theme,
  draft,
  onChange,
}: {
  theme: PeerGroupCriteriaOptions['themes'][number];
  draft: BuilderDraft;
  onChange: (next: BuilderDraft) => void;
}) {
  const rows = draft.metricRows.filter((r) => r.theme === theme.id);
  const metricData = ['Common Metrics', 'Detailed Metrics']
    .map((category) => ({
      group: category,
      items: theme.metrics
        .filter((m) => m.category === category)
        .map((m) => ({ value: m.id, label: m.name })),
    }))
    .filter((g) => g.items.length > 0);
  const formatOf = (id: string | null) => theme.metrics.find((m) => m.id === id)?.format;
  const replace = (key: string, patch: Partial<(typeof rows)[number]>) =>
    onChange({ ...draft, metricRows: draft.metricRows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  return (
    <Fieldset legend={theme.name} variant="filled" p="sm">
      <Stack gap="xs">
        {rows.map((row, index) => {
          const percent = isPercentFormat(formatOf(row.metricId));
          const label = `${theme.name} ${index + 1}`;
          return (
            <Group key={row.key} align="center" gap="xs" wrap="nowrap">
              <Select
                aria-label={`${label} metric`}
                placeholder="Choose a metric"
                data={metricData}
                value={row.metricId}
                searchable
                onChange={(metricId) => replace(row.key, { metricId })}
                style={{ flex: 1.6 }}
              />
              <div style={{ flex: 1.4 }}>
                <BoundsInputs
                  label={label}
                  min={row.min}
                  max={row.max}
                  suffix={percent ? '%' : undefined}
                  onChange={(bounds) => replace(row.key, bounds)}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${label}`}
                onClick={() =>
                  onChange({ ...draft, metricRows: draft.metricRows.filter((r) => r.key !== row.key) })
                }
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          disabled={rows.length >= PEER_GROUP_LIMITS.rowsPerTheme}
          onClick={() =>
            onChange({
              ...draft,
              metricRows: [
                ...draft.metricRows,
                { key: rowKey(), theme: theme.id as PeerGroupThemeId, metricId: null, min: '', max: '' },
              ],
            })
          }
        >
          + Add {theme.name} row
        </Button>
      </Stack>
    </Fieldset>
  );
}

function OfferingRow({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: OfferingRowDraft;
  index: number;
  onChange: (next: OfferingRowDraft) => void;
  onRemove: () => void;
}) {
  const options = useOfferingOptions(row.solutionId, row.vendorId);
  const data = options.data;
  const label = `Offering ${index + 1}`;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={`${label} bank service`}
        placeholder="Any bank service"
        data={(data?.solutions ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={row.solutionId === null ? null : String(row.solutionId)}
        searchable
        clearable
        onChange={(value) =>
          onChange({
            ...row,
            solutionId: value === null ? null : Number(value),
            vendorId: null,
            productId: null,
          })
        }
        style={{ flex: 1 }}
      />
      <Select
        label={`${label} vendor`}
        placeholder="Any vendor"
        data={(data?.vendors ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
        value={row.vendorId === null ? null : String(row.vendorId)}
        searchable
        clearable
        onChange={(value) =>
          onChange({ ...row, vendorId: value === null ? null : Number(value), productId: null })
        }
        style={{ flex: 1 }}
      />
      <Select
        label={`${label} product`}
        placeholder={row.vendorId === null ? 'Choose a vendor first' : 'Any product'}
        data={(data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={row.productId === null ? null : String(row.productId)}
        disabled={row.vendorId === null}
        searchable
        clearable
        onChange={(value) => onChange({ ...row, productId: value === null ? null : Number(value) })}
        style={{ flex: 1 }}
      />
      <ActionIcon variant="subtle" color="red" mb={4} aria-label={`Remove ${label}`} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}

/**
 * Advanced search: an FI type, min/max ranges for assets, deposit accounts and branches, up to three
 * metric rows for each theme, and up to three offerings members must currently use.
 */
export function AdvancedSearchFields({ draft, onChange, options }: FieldsProps) {
  const rangeName = (id: PeerGroupRangeId) =>
    options?.ranges.find((r) => r.id === id)?.name ?? PEER_GROUP_RANGES.find((r) => r.id === id)?.name ?? id;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg" wrap="wrap">
        <div>
          <Text fz="sm" fw={500} mb={4} id="advanced-fi-type">
            FI type
          </Text>
          <SegmentedControl
            aria-labelledby="advanced-fi-type"
            data={FI_TYPE_OPTIONS}
            value={draft.fiType ?? ''}
            onChange={(value) =>
              // Metric rows belong to one type's catalog: a new type starts them afresh.
              onChange({
                ...draft,
                fiType: value as BuilderDraft['fiType'],
                metricRows: value === draft.fiType ? draft.metricRows : [],
              })
            }
          />
        </div>
        <MultiSelect
          label="States"
          placeholder={draft.states.length ? undefined : 'Any state'}
          data={STATE_OPTIONS}
          value={draft.states}
          searchable
          clearable
          onChange={(states) => onChange({ ...draft, states })}
          miw={260}
          style={{ flex: 1 }}
        />
      </Group>

      <Fieldset legend="Ranges" variant="filled" p="sm">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          {PEER_GROUP_RANGES.map((range) => (
            <div key={range.id}>
              <Text fz="sm" fw={500} mb={4} aria-hidden>
                {rangeName(range.id)}
              </Text>
              <BoundsInputs
                label={rangeName(range.id)}
                min={draft.ranges[range.id].min}
                max={draft.ranges[range.id].max}
                onChange={(bounds) => onChange({ ...draft, ranges: { ...draft.ranges, [range.id]: bounds } })}
              />
            </div>
          ))}
        </SimpleGrid>
      </Fieldset>

      {draft.fiType === null ? (
        <Text fz="sm" c="dimmed">
          Choose an FI type to filter on loan mix, deposit mix, fee mix, profit, growth and risk.
        </Text>
      ) : !options ? (
        <Skeleton height={120} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {options.themes.map((theme) => (
            <ThemeRows key={theme.id} theme={theme} draft={draft} onChange={onChange} />
          ))}
        </SimpleGrid>
      )}

      <Fieldset legend="Offerings (members currently use)" variant="filled" p="sm">
        <Stack gap="xs">
          {draft.offeringRows.map((row, index) => (
            <OfferingRow
              key={row.key}
              row={row}
              index={index}
              onChange={(next) =>
                onChange({
                  ...draft,
                  offeringRows: draft.offeringRows.map((r) => (r.key === row.key ? next : r)),
                })
              }
              onRemove={() =>
                onChange({ ...draft, offeringRows: draft.offeringRows.filter((r) => r.key !== row.key) })
              }
            />
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            disabled={draft.offeringRows.length >= PEER_GROUP_LIMITS.offeringRows}
            onClick={() =>
              onChange({
                ...draft,
                offeringRows: [
                  ...draft.offeringRows,
                  { key: rowKey(), solutionId: null, vendorId: null, productId: null },
                ],
              })
            }
          >
            + Add offering row
          </Button>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
