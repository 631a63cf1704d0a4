import type { MarketKind, QueryCatalogElement } from '@fin-atlas/domain';
import { Group, SegmentedControl } from '@mantine/core';
import type { BuilderRule } from './criteria-tree';
import { MARKET_KIND_OPTIONS, MAX_MARKETS, strings } from './element-properties';
import { OptionsSelect } from './OptionsSelect';

/** A market-area measure's markets: a kind (state, county, MSA) and up to twenty of them. */
export function MarketProperties({
  name,
  element,
  rule,
  props,
  onChange,
}: {
  name: string;
  element: QueryCatalogElement;
  rule: BuilderRule;
  props: Record<string, unknown>;
  onChange: (rule: BuilderRule) => void;
}) {
  const kind: MarketKind = MARKET_KIND_OPTIONS.find((k) => k.value === props.market)?.value ?? 'state';
  const markets = strings(props.codes);
  const labels = rule.labels ?? {};
  const setMarkets = (values: (string | number)[], names: Record<string, string>) =>
    onChange({
      ...rule,
      properties: { ...props, codes: values.map(String) },
      labels: { ...labels, ...Object.fromEntries(Object.entries(names).map(([k, v]) => [`market:${k}`, v])) },
    });
  const marketLabels = Object.fromEntries(markets.map((m) => [m, labels[`market:${m}`] ?? m]));
  return (
    <Group gap="xs" wrap="nowrap" align="center" style={{ flex: 1 }}>
      <SegmentedControl
        aria-label={`${name} market kind`}
        size="xs"
        data={MARKET_KIND_OPTIONS.map((k) => ({ value: k.value, label: k.label }))}
        value={kind}
        onChange={(v) => onChange({ ...rule, properties: { ...props, market: v, codes: [] } })}
      />
      <OptionsSelect
        label={`${name} markets`}
        placeholder={`Choose ${kind === 'msa' ? 'metropolitan areas' : kind === 'county' ? 'counties' : 'states'}`}
        value={markets}
        labels={marketLabels}
        onChange={setMarkets}
        error={markets.length === 0}
        remote={{ element_type: element.element_type, element_id: element.element_id, parent: kind }}
        maxValues={MAX_MARKETS}
      />
    </Group>
  );
}
