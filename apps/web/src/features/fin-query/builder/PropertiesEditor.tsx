import {
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  INTENT_SCORE_MAX,
  type QueryCatalogElement,
  SCOPE,
  SETS,
  SPANS,
} from '@fin-atlas/domain';
import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ContactProperties } from './ContactProperties';
import type { BuilderRule } from './criteria-tree';
import { EvidenceSearchProperties } from './EvidenceSearchProperties';
import { InstalledYears } from './InstalledYears';
import { MarketProperties } from './MarketProperties';
import { MortgageProperties } from './MortgageProperties';

type PropertiesEditorProps = {
  rule: BuilderRule;
  element: QueryCatalogElement;
  onChange: (rule: BuilderRule) => void;
};

const SCOPE_OPTIONS = [
  { value: SCOPE.SINGLE, label: 'Current period' },
  { value: SCOPE.TREND, label: 'Trend' },
];

const TECHNOGRAPHIC_COLUMNS = [
  ['vendor', 'Vendor'],
  ['product', 'Product'],
  ['has_service', 'Has service'],
] as const;

/**
 * The solution columns a technographic rule adds, as the engine decides them: with none chosen it
 * gives the vendor and the product (and always the installed year), so that is what the boxes show.
 */
function technographicColumns(
  props: Record<string, unknown>,
): Record<'vendor' | 'product' | 'has_service', boolean> {
  const chosen = {
    vendor: props.vendor === true,
    product: props.product === true,
    has_service: props.has_service === true,
  };
  return chosen.vendor || chosen.product || chosen.has_service
    ? chosen
    : { vendor: true, product: true, has_service: false };
}

/**
 * A rule's element properties by the element's kind: metric periods, technographic columns,
 * contacts, market, mortgage lending setting, the full-text search of Job Search and Site Search,
 * a FIN Intent signal's minimum score.
 */
export function PropertiesEditor({ rule, element, onChange }: PropertiesEditorProps) {
  const props = rule.properties ?? {};
  const set = (patch: Record<string, unknown>) => onChange({ ...rule, properties: { ...props, ...patch } });
  const name = element.name;
  switch (element.properties) {
    case 'metric':
      return (
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={`${name} set`}
            size="xs"
            w={150}
            data={SETS.map((s) => ({ value: String(s.id), label: s.name }))}
            value={String(props.set ?? DEFAULT_METRIC_SET_ID)}
            onChange={(v) => v && set({ set: Number(v) })}
            allowDeselect={false}
          />
          <SegmentedControl
            aria-label={`${name} span`}
            size="xs"
            data={SPANS.map((s) => ({ value: String(s.id), label: s.name }))}
            value={String(props.span ?? DEFAULT_SPAN_ID)}
            onChange={(v) => set({ span: Number(v) })}
          />
          <Select
            aria-label={`${name} scope`}
            size="xs"
            w={150}
            data={SCOPE_OPTIONS}
            value={String(props.scope ?? SCOPE.SINGLE)}
            onChange={(v) => v && set({ scope: v })}
            allowDeselect={false}
          />
        </Group>
      );
    case 'technographic': {
      const shown = technographicColumns(props);
      return (
        <Stack gap={6}>
          <Group gap="md" wrap="wrap">
            <Text fz="xs" c="dimmed">
              Output columns:
            </Text>
            {TECHNOGRAPHIC_COLUMNS.map(([key, label]) => (
              <Checkbox
                key={key}
                size="xs"
                label={label}
                checked={shown[key]}
                onChange={(event) => set({ ...shown, [key]: event.currentTarget.checked })}
              />
            ))}
            <Text fz="xs" c="dimmed">
              and the year installed
            </Text>
          </Group>
          <InstalledYears
            name={name}
            value={props.installed_years}
            onChange={(installed_years) => set({ installed_years })}
          />
        </Stack>
      );
    }
    case 'contacts':
      return <ContactProperties name={name} element={element} props={props} set={set} />;
    case 'market':
      return <MarketProperties name={name} element={element} rule={rule} props={props} onChange={onChange} />;
    case 'mortgage':
      return <MortgageProperties element={element} rule={rule} onChange={onChange} />;
    case 'evidence_search':
      return <EvidenceSearchProperties name={name} element={element} props={props} set={set} />;
    case 'intent':
      return (
        <NumberInput
          aria-label={`${name} minimum score`}
          size="xs"
          w={190}
          placeholder="Minimum score (optional)"
          min={0}
          max={INTENT_SCORE_MAX}
          clampBehavior="strict"
          value={typeof props.min_score === 'number' ? props.min_score : ''}
          onChange={(v) => set({ min_score: typeof v === 'number' ? v : null })}
        />
      );
    default:
      return null;
  }
}
