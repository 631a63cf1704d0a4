import { progressKey, SETS, SPANS } from '@fin-atlas/domain';
import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMemo, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api/api-error';
import { notifyError } from '../../app/notify';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { usePeerGroups } from '../analytics-selection/api';
import { JobProgressBar } from '../analytics-selection/JobProgressBar';
import { ANALYTICS_MODULES } from '../analytics-selection/selection-modules';
import { type AnalyticsSelection, missingSelection } from '../analytics-selection/selection-state';
import { useAnalyticsSelection } from '../analytics-selection/use-analytics-selection';
import {
  downloadAllUrl,
  type RunRequest,
  useReportList,
  useReportRun,
  useReportView,
  type ViewRequest,
} from './api';
import { downloadSheet, exportFileName } from './export-excel';
import { sheetForView } from './export-plan';
import { MultiCharts } from './MultiCharts';
import { MultiMetricTable } from './MultiMetricTable';
import { PeriodView } from './PeriodView';
import { ReportMenu } from './ReportMenu';
import { ReportOptions } from './ReportOptions';
import { layoutMetrics, reportLayout } from './report-layout';
import { MultiServiceTable, SingleServiceView } from './ServiceViews';
import { SingleMetricView } from './SingleMetricView';
import { useReportOptionsPanel } from './use-report-options-panel';
import { initialViewState, reportViewReducer, selectionOfMenu, viewControls } from './view-state';

const MODULE = ANALYTICS_MODULES.reporter;

/** /analytics/reporter/metrics: the report view (multi, single and period). */
export function ReportViewPage() {
  const [selection] = useAnalyticsSelection('reporter');
  const gap = missingSelection(selection, MODULE, { peerGroup: true, report: true });
  if (gap || selection.reportId === null || !selection.peerGroup) {
    return (
      <Container size="lg" py="lg">
        <PageHeader title="Report View" />
        <FormAlert tone="info">
          {gap?.message}{' '}
          <Anchor component={Link} to={gap?.path ?? MODULE.selectInstitutionPath}>
            Continue there
          </Anchor>
        </FormAlert>
      </Container>
    );
  }
  const key = `${selection.reportId}:${selection.institutions.map((i) => i.id).join(',')}:${selection.peerGroup.id}`;
  return <ReportView key={key} selection={selection} reportId={selection.reportId} />;
}

function ReportView({ selection, reportId }: { selection: AnalyticsSelection; reportId: number }) {
  const institutions = selection.institutions;
  const [state, dispatch] = useReducer(reportViewReducer, selection.peerGroup?.id ?? null, initialViewState);
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
  const run = useReportRun(runRequest);
  const [restart, setRestart] = useState(0);
  const report = run.data?.report;
  const runComplete = report !== undefined && report.report_progress >= 100;
  const runId = runComplete ? report.id : null;

  const fiType = report?.fi_type ?? institutions[0]?.fi_type ?? null;
  // Known from the report list before the first view arrives, then from the view itself.
  const [viewedTechnographic, setViewedTechnographic] = useState<boolean | null>(null);
  const isTechnographic = viewedTechnographic ?? entry?.is_technographics_only ?? false;
  const controls = useMemo(
    () => viewControls(state, { isTechnographic, fiType }),
    [state, isTechnographic, fiType],
  );
  const menu = run.data?.report.menu ?? [];
  const firstSelection = menu.map(selectionOfMenu).find((s) => s !== null) ?? null;
  const selected = state.selection ?? firstSelection;

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
  const view = useReportView(viewRequest);
  const data = view.data;
  if (data && data.is_technographics_only !== viewedTechnographic) {
    setViewedTechnographic(data.is_technographics_only);
  }
  const sections = useMemo(() => (data ? reportLayout(data) : []), [data]);

  const peerGroupList = peerGroups.data?.peer_groups;
  const optionsPanel = useMemo(
    () => (
      <ReportOptions state={state} controls={controls} peerGroups={peerGroupList ?? []} dispatch={dispatch} />
    ),
    [state, controls, peerGroupList],
  );
  useReportOptionsPanel(optionsPanel);

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
      const span = SPANS.find((s) => s.id === state.spanId)?.name ?? '';
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

  const peerGroupName =
    data?.peer_group?.name ??
    peerGroups.data?.peer_groups.find((g) => g.id === state.peerGroupId)?.name ??
    selection.peerGroup?.name;
  const description = [
    institutions.map((i) => i.name).join(', '),
    peerGroupName ? `vs ${peerGroupName}` : null,
    SPANS.find((s) => s.id === state.spanId)?.name,
    controls.setVisible ? SETS.find((s) => s.id === controls.setId)?.name : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const inProgress = report !== undefined && !runComplete;
  let body: React.ReactNode;
  if (run.isError && !run.data) {
    body = <FormAlert>{errorMessage(run.error)}</FormAlert>;
  } else if (view.isError && !data) {
    body = <FormAlert>{errorMessage(view.error)}</FormAlert>;
  } else if (!data) {
    body = inProgress ? null : (
      <Stack gap="sm" aria-busy="true" aria-label="Loading report">
        <Skeleton height={260} />
        <Skeleton height={320} />
      </Stack>
    );
  } else {
    const metric =
      selected?.kind === 'metric' ? layoutMetrics(sections).find((m) => m.id === selected.id) : undefined;
    let content: React.ReactNode;
    if (isTechnographic) {
      content =
        controls.mode === 'single' && selected ? (
          <SingleServiceView view={data} serviceId={selected.id} />
        ) : (
          <MultiServiceTable
            view={data}
            sections={sections}
            showPeers={controls.showPeers}
            onOpen={(id) => dispatch({ type: 'select', selection: { kind: 'service', id } })}
          />
        );
    } else if (controls.mode === 'period') {
      content = (
        <PeriodView
          key={`${data.metric_id}:${data.period_id}`}
          view={data}
          onPeriod={(periodId) => dispatch({ type: 'period', periodId })}
        />
      );
    } else if (controls.mode === 'single') {
      content = metric ? (
        <SingleMetricView
          view={data}
          metric={metric}
          chartType={controls.chartType}
          showPeers={controls.showPeers}
        />
      ) : (
        <Text c="dimmed">Choose a metric in the report menu.</Text>
      );
    } else {
      content = (
        <Stack gap="md">
          {controls.chartType === 'peer_table' ? null : (
            <MultiCharts
              sections={sections}
              headers={data.headers}
              chartType={controls.chartType}
              showPeers={controls.showPeers}
              focusId={selected?.kind === 'metric' ? selected.id : null}
            />
          )}
          <MultiMetricTable
            sections={sections}
            headers={data.headers}
            showPeers={controls.showPeers}
            onOpen={(id) => dispatch({ type: 'select', selection: { kind: 'metric', id } })}
          />
        </Stack>
      );
    }
    body = (
      <Box pos="relative" aria-busy={view.isFetching} data-testid="report-view" data-mode={data.report_view}>
        <LoadingOverlay
          visible={view.isFetching}
          zIndex={5}
          overlayProps={{ blur: 0, backgroundOpacity: 0.45 }}
          loaderProps={{ size: 'sm' }}
        />
        {view.isError ? <FormAlert>{errorMessage(view.error)}</FormAlert> : null}
        {content}
      </Box>
    );
  }

  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader
        title={reportName}
        description={description}
        actions={
          <>
            <Button
              component="a"
              variant="default"
              href={viewRequest ? downloadAllUrl(viewRequest) : undefined}
              download
              disabled={!viewRequest || !data}
            >
              Download all (CSV)
            </Button>
            <Button
              onClick={() => void exportExcel()}
              loading={exporting}
              disabled={!data || view.isFetching}
            >
              Export to Excel
            </Button>
          </>
        }
      />
      {inProgress ? (
        <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Report progress">
          <Text fw={600} mb="xs">
            Running {reportName} for {peerGroupName ?? 'the peer group'}
          </Text>
          <JobProgressBar
            progressKey={progressKey.report(report.report_token)}
            restart={restart}
            label={`Running ${reportName}`}
            onFinished={(progress) => {
              if (progress.state === 'done') {
                setRestart(Date.now());
                void run.refetch();
              }
            }}
          />
        </Paper>
      ) : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Paper withBorder radius="md" p="xs" w={260} miw={220} visibleFrom="sm">
          <ReportMenu
            menu={menu}
            selection={selected}
            multi={controls.mode === 'multi'}
            allLabel={isTechnographic ? 'All services' : 'All metrics'}
            onAll={() => dispatch({ type: 'mode', mode: 'multi' })}
            onSelect={(target) => dispatch({ type: 'select', selection: target })}
          />
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>{body}</Box>
      </Group>
    </Box>
  );
}
