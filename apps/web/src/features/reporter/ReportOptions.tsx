import {
  type ChartType,
  MESSAGES,
  type MetricMode,
  type PeerGroupListItem,
  SETS,
  type SetId,
  SPANS,
  type SpanId,
} from '@fin-atlas/domain';
import { SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { OptionField } from '../../ui/OptionField';
import type { ReportViewAction, ReportViewControls, ReportViewState } from './view-state';

const MODE_LABELS: Record<MetricMode, string> = { multi: 'Multi', single: 'Single', period: 'Period' };
const CHART_LABELS: Record<ChartType, string> = {
  bar: 'Bar',
  performance: 'Performance',
  peer_table: 'Peer Table',
};

type ReportOptionsProps = {
  state: ReportViewState;
  controls: ReportViewControls;
  peerGroups: readonly PeerGroupListItem[];
  dispatch: (action: ReportViewAction) => void;
};

/** The 'Report Options' side panel of the report view. */
export function ReportOptions({ state, controls, peerGroups, dispatch }: ReportOptionsProps) {
  const groups = peerGroups
    .filter((g) => g.status === 'ready' || g.id === state.peerGroupId)
    .map((g) => ({ value: String(g.id), label: `${g.name} (${g.peer_count.toLocaleString('en-US')})` }));
  return (
    <Stack gap="md" data-testid="report-options">
      <OptionField label="View">
        <SegmentedControl
          fullWidth
          aria-label="View"
          value={controls.mode}
          onChange={(mode) => dispatch({ type: 'mode', mode: mode as MetricMode })}
          data={controls.modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
      </OptionField>
      {controls.mode === 'period' ? null : (
        <OptionField label="Chart type">
          <SegmentedControl
            fullWidth
            aria-label="Chart type"
            disabled={controls.chartTypeDisabled}
            value={controls.chartType}
            onChange={(chartType) => dispatch({ type: 'chartType', chartType: chartType as ChartType })}
            data={(['bar', 'performance', 'peer_table'] as const).map((c) => ({
              value: c,
              label: CHART_LABELS[c],
            }))}
          />
        </OptionField>
      )}
      {controls.spanVisible ? (
        <OptionField label="Span">
          <SegmentedControl
            fullWidth
            aria-label="Span"
            value={String(state.spanId)}
            onChange={(span) => dispatch({ type: 'span', spanId: Number(span) as SpanId })}
            data={SPANS.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        </OptionField>
      ) : null}
      {controls.setVisible ? (
        <OptionField label="Set">
          <SegmentedControl
            fullWidth
            aria-label="Set"
            value={String(controls.setId)}
            onChange={(set) => dispatch({ type: 'set', setId: Number(set) as SetId })}
            data={SETS.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        </OptionField>
      ) : null}
      <Select
        label="Peer group"
        data={groups}
        value={state.peerGroupId === null ? null : String(state.peerGroupId)}
        onChange={(value) => value && dispatch({ type: 'peerGroup', peerGroupId: Number(value) })}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No peer group"
        comboboxProps={{ withinPortal: true }}
      />
      {controls.showPeersVisible ? (
        <Switch
          label={MESSAGES.report.showPeers}
          checked={controls.showPeers}
          disabled={controls.showPeersDisabled}
          onChange={(event) => dispatch({ type: 'showPeers', showPeers: event.currentTarget.checked })}
          description={controls.showPeersDisabled ? 'Not available in this view.' : undefined}
        />
      ) : null}
    </Stack>
  );
}
