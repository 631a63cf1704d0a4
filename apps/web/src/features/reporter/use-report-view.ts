import { SETS, SPANS } from '@fin-atlas/domain';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { notifyError } from '../../core/notify';
import { downloadSheet, exportFileName } from '../downloads';
import { type AnalyticsSelection, useLandingDefaults, usePeerGroups } from '../peer-groups';
import {
  type RunRequest,
  useOpenReport,
  useReportList,
  useReportRun,
  useReportViewPage,
  type ViewRequest,
} from './api';
import { sheetForView } from './export-plan';
import { reportLayout } from './report-layout';
import { initialViewState, reportViewReducer, selectionOfMenu, viewControls } from './view-state';

/**
 * The run of the request as the GET reads it; when there is none (never opened, failed, or its
 * process stopped) the report is opened once (POST), which starts one. A failed run can be run again.
 */
function useOpenedRun(runRequest: RunRequest | null) {
  const run = useReportRun(runRequest);
  const open = useOpenReport();
  const openRun = open.mutate;
  const [restart, setRestart] = useState(0);
  const [runFailed, setRunFailed] = useState(false);
  const opened = useRef<string | null>(null);
  const noRun = runRequest !== null && run.data?.report === null && !run.isPlaceholderData && !run.isFetching;
  useEffect(() => {
    const request = JSON.stringify(runRequest);
    if (!noRun || runRequest === null || opened.current === request) return;
    opened.current = request;
    openRun(runRequest);
  }, [noRun, runRequest, openRun]);

  const runControls = {
    /** The run reached 100 (its view can be asked for), or failed (it can be run again). */
    runEnded: (state: 'done' | 'failed') => {
      if (state === 'failed') {
        setRunFailed(true);
        return;
      }
      setRestart(Date.now());
      void run.refetch();
    },
    runFailed,
    /** Opens the report again after its run failed: a failed run is never reused, so a new one starts. */
    runAgain: () => {
      if (runRequest === null) return;
      openRun(runRequest, {
        onSuccess: () => {
          setRunFailed(false);
          setRestart(Date.now());
        },
      });
    },
    opening: open.isPending,
    openError: open.error,
  };
  return { run, report: run.data?.report ?? undefined, restart, runControls };
}

/**
 * Everything the report view shows, for one selection and report: the run chosen on the report
 * page (its progress until complete), the view the options ask of it, the menu's selection, the
 * page's description, and the Excel export of what is shown.
 */
export function useReportView(selection: AnalyticsSelection, reportId: number) {
  const institutions = selection.institutions;
  const landing = useLandingDefaults().data;
  const [state, dispatch] = useReducer(reportViewReducer, selection.peerGroup?.id ?? null, (peerGroupId) =>
    initialViewState(peerGroupId, { spanId: landing?.span_id, setId: landing?.set_id }),
  );
  const list = useReportList(institutions[0]?.id ?? null);
  const entry = list.data?.reports.find((r) => r.id === reportId);
  const peerGroups = usePeerGroups();

  // The run is the one chosen on the report page; another peer group, span or set is a view of it.
  const runPeerGroupId = selection.peerGroup?.id ?? null;
  const runRequest = useMemo<RunRequest | null>(
    () =>
      runPeerGroupId === null
        ? null
        : { reportId, institutionIds: institutions.map((i) => i.id), peerGroupId: runPeerGroupId },
    [reportId, institutions, runPeerGroupId],
  );
  const { run, report, restart, runControls } = useOpenedRun(runRequest);
  const runComplete = report !== undefined && report.report_progress >= 100;
  const runId = runComplete ? report.id : null;

  const fiType = report?.fi_type ?? institutions[0]?.fi_type ?? null;
  // Known from the report list before the first view arrives, then from the view itself.
  const [viewedTechnographic, setViewedTechnographic] = useState<boolean | null>(null);
  const isTechnographic = viewedTechnographic ?? entry?.is_technographics_only ?? false;
  const menu = report?.menu ?? [];
  const firstSelection = menu.map(selectionOfMenu).find((s) => s !== null) ?? null;
  const selected = state.selection ?? firstSelection;
  // Which lines are words is known once a view arrived; it keeps until the next one says otherwise.
  const [textIds, setTextIds] = useState<readonly number[]>([]);
  const textSelected = selected?.kind === 'metric' && textIds.includes(selected.id);
  const controls = useMemo(
    () => viewControls(state, { isTechnographic, fiType, textSelected }),
    [state, isTechnographic, fiType, textSelected],
  );

  const viewRequest = useMemo<ViewRequest | null>(
    () =>
      runId === null
        ? null
        : {
            id: runId,
            reportId,
            mode: controls.mode,
            // Period view ranks the peers by the chosen metric; multi shows every metric alike.
            metricId: controls.mode === 'multi' ? null : (selected?.id ?? null),
            spanId: state.spanId,
            setId: controls.setId,
            peerGroupId: state.peerGroupId,
            periodId: controls.mode === 'period' ? state.periodId : null,
          },
    [
      runId,
      reportId,
      controls.mode,
      selected?.id,
      state.spanId,
      controls.setId,
      state.peerGroupId,
      state.periodId,
    ],
  );
  const view = useReportViewPage(viewRequest);
  const data = view.data;
  if (data && data.is_technographics_only !== viewedTechnographic) {
    setViewedTechnographic(data.is_technographics_only);
  }
  const viewedTextIds = data?.text_metric_ids ?? [];
  if (data && viewedTextIds.join(',') !== textIds.join(',')) setTextIds(viewedTextIds);
  const sections = useMemo(() => (data ? reportLayout(data) : []), [data]);

  const [exporting, setExporting] = useState(false);
  const reportName = entry?.name ?? 'Report';
  const exportExcel = async () => {
    if (!data || !viewRequest) return;
    setExporting(true);
    try {
      const spec = sheetForView(data, {
        name: reportName,
        mode: controls.mode,
        isTechnographic,
        selectedId: selected?.id ?? null,
        showPeers: controls.showPeers,
      });
      const span = controls.spanVisible ? (SPANS.find((s) => s.id === state.spanId)?.name ?? '') : '';
      await downloadSheet(spec, {
        fileName: exportFileName([reportName, institutions[0]?.name ?? '', controls.mode, span]),
        description: `Reporter ${reportName} (${controls.mode}) for ${institutions.map((i) => i.name).join(', ')}`,
        params: {
          run_id: viewRequest.id,
          report_id: reportId,
          report_view: controls.mode,
          metric_id: viewRequest.metricId,
          span_id: viewRequest.spanId,
          set_id: viewRequest.setId,
          peer_group_id: viewRequest.peerGroupId,
          period_id: data.period_id,
          show_peers: controls.showPeers,
        },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const peerGroupList = peerGroups.data?.peer_groups;
  const peerGroupName =
    data?.peer_group?.name ??
    peerGroupList?.find((g) => g.id === state.peerGroupId)?.name ??
    selection.peerGroup?.name;
  const description = [
    institutions.map((i) => i.name).join(', '),
    peerGroupName ? `vs ${peerGroupName}` : null,
    controls.spanVisible ? SPANS.find((s) => s.id === state.spanId)?.name : null,
    controls.setVisible ? SETS.find((s) => s.id === controls.setId)?.name : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return {
    state,
    dispatch,
    controls,
    peerGroupList,
    run,
    report,
    inProgress: report !== undefined && !runComplete,
    restart,
    ...runControls,
    menu,
    selected,
    isTechnographic,
    view,
    data,
    sections,
    viewRequest,
    reportName,
    peerGroupName,
    description,
    exporting,
    exportExcel,
  };
}

export type ReportViewModel = ReturnType<typeof useReportView>;
