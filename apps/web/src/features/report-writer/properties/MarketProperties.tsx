import { FIN_QUERY_LIMITS, MARKET_KINDS } from '@fin-atlas/domain';
import { SegmentedControl, Stack } from '@mantine/core';
import { MarketsSelect } from './MarketsSelect';

const KIND_LABELS: Record<string, string> = { state: 'State', county: 'County', msa: 'MSA' };

/** A Market Area measure: the kind of market and the markets whose figures the report shows. */
export function MarketProperties({
  name,
  elementId,
  props,
  onChange,
}: {
  name: string;
  elementId: number;
  props: { market?: string; codes?: string[] };
  onChange: (props: Record<string, unknown>) => void;
}) {
  const market = props.market ?? 'state';
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        aria-label={`${name} market`}
        data={MARKET_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] ?? k }))}
        value={market}
        onChange={(v) => onChange({ market: v, codes: [] })}
      />
      <MarketsSelect
        label={`${name} markets`}
        element={{ element_type: 'market_area', element_id: elementId }}
        kind={market}
        isMbc={false}
        value={props.codes ?? []}
        onChange={(codes) => onChange({ market, codes })}
        max={FIN_QUERY_LIMITS.maxMarketsPerElement}
      />
    </Stack>
  );
}
