import {
  INDUSTRY_REPORTER_SCOPES,
  INDUSTRY_REPORTER_SPANS,
  type IndustryReporterState,
  type IndustryReportView,
  periodIdOf,
  SET_ID,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { OptionField } from '../../ui/OptionField';
import type { IndustryControls } from './view-model';

type OptionsProps = {
  view: IndustryReportView;
  state: IndustryReporterState;
  controls: IndustryControls;
  /** A view choice over the stored result. */
  onChange: (change: Partial<IndustryReporterState>) => void;
  /** Another span or set is another computation: the report opens again for it. */
  onRun: (span: SpanId, set: SetId) => void;
};

/** The 'Report Options' side panel of the industry report. */
export function IndustryOptions({ view, state, controls, onChange, onRun }: OptionsProps) {
  return (
    <Stack gap="md" data-testid="industry-options">
      <OptionField label="Metrics">
        <SegmentedControl
          fullWidth
          aria-label="Metric mode"
          value={state.metricMode}
          onChange={(mode) => onChange({ metricMode: mode as IndustryReporterState['metricMode'] })}
          data={[
            { value: 'multi', label: 'Multi' },
            { value: 'single', label: 'Single' },
          ]}
        />
      </OptionField>
      <OptionField label="Display">
        <SegmentedControl
          fullWidth
          aria-label="Display"
          value={state.displayType}
          onChange={(display) => onChange({ displayType: display as IndustryReporterState['displayType'] })}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </OptionField>
      <OptionField label="Scope">
        <SegmentedControl
          fullWidth
          aria-label="Scope"
          value={state.scope}
          onChange={(scope) => onChange({ scope: scope as IndustryReporterState['scope'] })}
          data={INDUSTRY_REPORTER_SCOPES.map((s) => ({ value: s.id, label: s.name }))}
        />
      </OptionField>
      <Select
        label="Period"
        description="The quarter of Single-Period and of the medians and quartiles."
        data={view.periods.map((p, i) => ({ value: String(periodIdOf(p)), label: view.headers[i] ?? p }))}
        value={String(periodIdOf(view.periods[controls.periodIndex] ?? ''))}
        onChange={(value) => value && onChange({ periodId: Number(value) })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Span"
        data={INDUSTRY_REPORTER_SPANS.map((s) => ({ value: String(s.id), label: s.name }))}
        value={String(view.span_id)}
        onChange={(value) => value && onRun(Number(value) as SpanId, view.set_id)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label="Merger restate"
        checked={view.set_id === SET_ID.MERGER_RESTATED}
        disabled={!controls.setEnabled}
        description={controls.setEnabled ? undefined : 'Not for credit union groups.'}
        onChange={(event) =>
          onRun(view.span_id, event.currentTarget.checked ? SET_ID.MERGER_RESTATED : SET_ID.AS_REPORTED)
        }
      />
      <Switch
        label="Segments"
        checked={controls.segmentsShown}
        disabled={!controls.segmentsEnabled}
        description={controls.segmentsEnabled ? undefined : 'Choose a segment set to show segments.'}
        onChange={(event) => onChange({ showSegments: event.currentTarget.checked })}
      />
      <Switch
        label="Totals"
        checked={controls.totalsShown}
        disabled={!controls.totalsEnabled}
        description={controls.totalsEnabled ? undefined : 'Shown while the segments are hidden.'}
        onChange={(event) => onChange({ showTotals: event.currentTarget.checked })}
      />
      <Switch
        label="Graph"
        checked={controls.graphShown}
        disabled={!controls.graphEnabled}
        description={controls.graphEnabled ? undefined : 'The chart display is the graph.'}
        onChange={(event) => onChange({ showGraph: event.currentTarget.checked })}
      />
    </Stack>
  );
}
