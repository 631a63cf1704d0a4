import {
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  FIRMOGRAPHIC_ELEMENT,
  type QueryCatalogElement,
  SCOPE,
  SETS,
  SPANS,
  US_STATES,
} from '@fin-atlas/domain';
import { Checkbox, Group, SegmentedControl, Select, TagsInput, Text } from '@mantine/core';
import type { BuilderRule } from './criteria-tree';
import { MARKET_KINDS, type MarketKind } from './element-properties';
import { OptionsSelect } from './OptionsSelect';

type PropertiesEditorProps = {
  rule: BuilderRule;
  element: QueryCatalogElement;
  onChange: (rule: BuilderRule) => void;
};

const SCOPE_OPTIONS = [
  { value: SCOPE.SINGLE, label: 'Current period' },
  { value: SCOPE.TREND, label: '5-period trend' },
];

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Counties and metropolitan areas are listed by the firmographic elements that name them. */
const MARKET_PICKERS = {
  county: { element_type: 'firmographics', element_id: FIRMOGRAPHIC_ELEMENT.county },
  msa: { element_type: 'firmographics', element_id: FIRMOGRAPHIC_ELEMENT.msa },
} as const;

/** A rule's element properties by the element's kind: metric periods, technographic columns, contacts, market. */
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
    case 'technographic':
      return (
        <Group gap="md" wrap="wrap">
          <Text fz="xs" c="dimmed">
            Output columns:
          </Text>
          {(
            [
              ['vendor', 'Vendor'],
              ['product', 'Product'],
              ['has_service', 'Has service'],
            ] as const
          ).map(([key, label]) => (
            <Checkbox
              key={key}
              size="xs"
              label={label}
              checked={props[key] === true}
              onChange={(event) => set({ [key]: event.currentTarget.checked })}
            />
          ))}
        </Group>
      );
    case 'contacts':
      return <ContactProperties name={name} element={element} props={props} set={set} />;
    case 'market':
      return <MarketProperties name={name} rule={rule} props={props} onChange={onChange} />;
    default:
      return null;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function ContactProperties({
  name,
  element,
  props,
  set,
}: {
  name: string;
  element: QueryCatalogElement;
  props: Record<string, unknown>;
  set: (patch: Record<string, unknown>) => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <TagsInput
        aria-label={`${name} roles`}
        size="xs"
        placeholder="Roles (any)"
        data={(element.options ?? []).map((o) => o.label)}
        value={strings(props.roles)}
        onChange={(roles) => set({ roles })}
        acceptValueOnBlur
        w={220}
      />
      <TagsInput
        aria-label={`${name} titles`}
        size="xs"
        placeholder="Title words (any)"
        value={strings(props.titles)}
        onChange={(titles) => set({ titles })}
        acceptValueOnBlur
        w={220}
      />
      <Checkbox
        size="xs"
        label="Has e-mail"
        checked={props.has_email === true}
        onChange={(event) => set({ has_email: event.currentTarget.checked })}
      />
      <Checkbox
        size="xs"
        label="Exclude my institution"
        checked={props.exclude_fi === true}
        onChange={(event) => set({ exclude_fi: event.currentTarget.checked })}
      />
    </Group>
  );
}

function MarketProperties({
  name,
  rule,
  props,
  onChange,
}: {
  name: string;
  rule: BuilderRule;
  props: Record<string, unknown>;
  onChange: (rule: BuilderRule) => void;
}) {
  const kind = (MARKET_KINDS.find((k) => k.value === props.market_type)?.value ?? 'state') as MarketKind;
  const markets = strings(props.markets);
  const labels = rule.labels ?? {};
  const setMarkets = (values: (string | number)[], names: Record<string, string>) =>
    onChange({
      ...rule,
      properties: { ...props, markets: values.map(String) },
      labels: { ...labels, ...Object.fromEntries(Object.entries(names).map(([k, v]) => [`market:${k}`, v])) },
    });
  const marketLabels = Object.fromEntries(markets.map((m) => [m, labels[`market:${m}`] ?? m]));
  return (
    <Group gap="xs" wrap="nowrap" align="center" style={{ flex: 1 }}>
      <SegmentedControl
        aria-label={`${name} market kind`}
        size="xs"
        data={MARKET_KINDS.map((k) => ({ value: k.value, label: k.label }))}
        value={kind}
        onChange={(v) => onChange({ ...rule, properties: { ...props, market_type: v, markets: [] } })}
      />
      <OptionsSelect
        label={`${name} markets`}
        placeholder={`Choose ${kind === 'msa' ? 'metropolitan areas' : kind === 'county' ? 'counties' : 'states'}`}
        value={markets}
        labels={marketLabels}
        onChange={setMarkets}
        error={markets.length === 0}
        options={kind === 'state' ? STATE_OPTIONS : undefined}
        remote={kind === 'state' ? undefined : MARKET_PICKERS[kind]}
      />
    </Group>
  );
}
