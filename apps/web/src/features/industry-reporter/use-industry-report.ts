import {
  INDUSTRY_REPORTER_SPANS,
  type IndustryReporterState,
  type IndustryRun,
  SETS,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { useCallback, useMemo, useState } from 'react';
import { notifyError } from '../../core/notify';
import { downloadSheet, exportFileName } from '../downloads';
import { useIndustryRun, useIndustryView, useOpenIndustryRun } from './api';
import { industrySheet } from './export-sheet';
import { useIndustryState } from './use-industry-state';
import { industryControls, isTrend, shownMetrics, shownRows } from './view-model';

const requestOf = (run: IndustryRun, span: SpanId, set: SetId) => ({
  fi_group_ids: run.fi_group_ids,
  segmentation_id: run.segmentation_id,
  report_id: run.report_id,
  span_id: span,
  set_id: set,
});

/**
 * Everything the report page shows: the run chosen on the report step (its progress until done),
 * its stored view with the options applied, opening the report again for another span or set or
 * after new data ('Rerun Report'), and the Excel export of what is shown.
 */
export function useIndustryReport() {
  const [state, update] = useIndustryState();
  const run = useIndustryRun(state.runId);
  const current = run.data?.run;
  const view = useIndustryView(current?.state === 'done' ? current.id : null);
  const open = useOpenIndustryRun();
  const [exporting, setExporting] = useState(false);
  const data = view.data;

  const controls = useMemo(() => (data ? industryControls(data, state) : null), [data, state]);
  const rows = useMemo(
    () => (data && controls ? shownRows(data, controls, state.colorSeries) : []),
    [data, controls, state.colorSeries],
  );
  const metrics = useMemo(() => (data ? shownMetrics(data, state) : []), [data, state]);

  const change = useCallback(
    (partial: Partial<IndustryReporterState>) => update((s) => ({ ...s, ...partial })),
    [update],
  );

  /** Opens the report for the span and set (the run of that request, or a new one). */
  const openRun = open.mutateAsync;
  const reopen = useCallback(
    async (span: SpanId, set: SetId) => {
      if (!current) return;
      try {
        const answer = await openRun(requestOf(current, span, set));
        update((s) => ({ ...s, runId: answer.run.id, spanId: span, setId: set }));
      } catch (error) {
        notifyError(error);
      }
    },
    [current, openRun, update],
  );

  const exportExcel = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const span = INDUSTRY_REPORTER_SPANS.find((s) => s.id === data.span_id)?.name ?? '';
      await downloadSheet(industrySheet(data, rows, metrics), {
        fileName: exportFileName([data.report.name, ...data.groups.map((g) => g.name), span]),
        description: `Industry Reporter ${data.report.name} for ${data.groups.map((g) => g.name).join(', ')}${data.segmentation ? ` by ${data.segmentation.name}` : ''}`,
        params: {
          run_id: data.run.id,
          report_id: data.report.id,
          fi_group_ids: data.run.fi_group_ids,
          segmentation_id: data.run.segmentation_id,
          span_id: data.span_id,
          set_id: data.set_id,
          metric_mode: state.metricMode,
          scope: state.scope,
        },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const description = data
    ? [
        data.groups.map((g) => g.name).join(', '),
        data.segmentation ? `by ${data.segmentation.name}` : null,
        INDUSTRY_REPORTER_SPANS.find((s) => s.id === data.span_id)?.name,
        SETS.find((s) => s.id === data.set_id)?.name,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  return {
    state,
    change,
    run,
    current,
    view,
    data,
    controls,
    rows,
    metrics,
    trend: isTrend(state),
    reopen,
    opening: open.isPending,
    exporting,
    exportExcel,
    description,
  };
}

export type IndustryReportModel = ReturnType<typeof useIndustryReport>;
