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
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { usePanelOpen } from '../../core/use-panel-open';
import { CollapsibleRail } from '../../ui/CollapsibleRail';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import {
  ANALYTICS_MODULES,
  type AnalyticsSelection,
  missingSelection,
  useAnalyticsSelection,
} from '../peer-groups';
import { JobProgressBar, jobProgressKey } from '../progress';
import { downloadAllUrl } from './api';
import { MultiCharts } from './MultiCharts';
import { MultiMetricTable } from './MultiMetricTable';
import { PeriodView } from './PeriodView';
import { ReportMenu } from './ReportMenu';
import { ReportOptions } from './ReportOptions';
import { layoutMetrics } from './report-layout';
import { MultiServiceTable, SingleServiceView } from './ServiceViews';
import { SingleMetricView } from './SingleMetricView';
import { useReportOptionsPanel } from './use-report-options-panel';
import { type ReportViewModel, useReportView } from './use-report-view';

const MODULE = ANALYTICS_MODULES.reporter;
/** Below this width the metric list starts folded, so the table shows every quarter beside it. */
const MENU_OPEN_FROM_PX = 1440;

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

/** What the view shows in its mode: the table and charts, the single metric or service, or the period. */
function ReportContent({ model }: { model: ReportViewModel }) {
  const { data, sections, controls, selected, isTechnographic, dispatch } = model;
  if (!data) return null;
  if (isTechnographic) {
    return controls.mode === 'single' && selected ? (
      <SingleServiceView view={data} serviceId={selected.id} />
    ) : (
      <MultiServiceTable
        view={data}
        sections={sections}
        showPeers={controls.showPeers}
        onOpen={(id) => dispatch({ type: 'select', selection: { kind: 'service', id } })}
      />
    );
  }
  if (controls.mode === 'period') {
    return (
      <PeriodView
        key={`${data.metric_id}:${data.period_id}`}
        view={data}
        onPeriod={(periodId) => dispatch({ type: 'period', periodId })}
      />
    );
  }
  if (controls.mode === 'single') {
    const metric =
      selected?.kind === 'metric' ? layoutMetrics(sections).find((m) => m.id === selected.id) : undefined;
    return metric ? (
      <SingleMetricView
        view={data}
        metric={metric}
        chartType={controls.chartType}
        showPeers={controls.showPeers}
      />
    ) : (
      <Text c="dimmed">Choose a metric in the report menu.</Text>
    );
  }
  return (
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

/** The view, or why there is none yet: the run's or the view's error, or a loading skeleton. */
function ReportBody({ model }: { model: ReportViewModel }) {
  const { run, view, data, inProgress, openError } = model;
  if (run.isError && !run.data) return <FormAlert>{errorMessage(run.error)}</FormAlert>;
  if (openError && !inProgress) return <FormAlert>{errorMessage(openError)}</FormAlert>;
  if (view.isError && !data) return <FormAlert>{errorMessage(view.error)}</FormAlert>;
  if (!data) {
    return inProgress ? null : (
      <Stack gap="sm" aria-busy="true" aria-label="Loading report">
        <Skeleton height={260} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  return (
    <Box pos="relative" aria-busy={view.isFetching} data-testid="report-view" data-mode={data.report_view}>
      <LoadingOverlay
        visible={view.isFetching}
        zIndex={5}
        overlayProps={{ blur: 0, backgroundOpacity: 0.45 }}
        loaderProps={{ size: 'sm' }}
      />
      {view.isError ? <FormAlert>{errorMessage(view.error)}</FormAlert> : null}
      <ReportContent model={model} />
    </Box>
  );
}

function ReportView({ selection, reportId }: { selection: AnalyticsSelection; reportId: number }) {
  const model = useReportView(selection, reportId);
  const { state, controls, dispatch, peerGroupList, report, reportName, viewRequest, data, view } = model;
  const optionsPanel = useMemo(
    () => (
      <ReportOptions state={state} controls={controls} peerGroups={peerGroupList ?? []} dispatch={dispatch} />
    ),
    [state, controls, peerGroupList, dispatch],
  );
  useReportOptionsPanel(optionsPanel);
  const [menuOpen, setMenuOpen] = usePanelOpen('reporter_menu_open', MENU_OPEN_FROM_PX);

  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader
        title={reportName}
        description={model.description}
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
              onClick={() => void model.exportExcel()}
              loading={model.exporting}
              disabled={!data || view.isFetching}
            >
              Export to Excel
            </Button>
          </>
        }
      />
      {model.inProgress && report ? (
        <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Report progress">
          <Text fw={600} mb="xs">
            Running {reportName} for {model.peerGroupName ?? 'the peer group'}
          </Text>
          <JobProgressBar
            progressKey={jobProgressKey(report)}
            restart={model.restart}
            label={`Running ${reportName}`}
            onFinished={(progress) => {
              if (progress.state !== 'running') model.runEnded(progress.state);
            }}
          />
          {model.runFailed ? (
            <Group justify="flex-end" mt="xs">
              <Button size="xs" variant="light" onClick={model.runAgain} loading={model.opening}>
                Run again
              </Button>
            </Group>
          ) : null}
        </Paper>
      ) : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <CollapsibleRail
          title={model.isTechnographic ? 'Service list' : 'Metric list'}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          side="left"
          width={260}
          framed
          testId="report-menu"
        >
          <ReportMenu
            menu={model.menu}
            selection={model.selected}
            multi={controls.mode === 'multi'}
            allLabel={model.isTechnographic ? 'All services' : 'All metrics'}
            onAll={() => dispatch({ type: 'mode', mode: 'multi' })}
            onSelect={(target) => dispatch({ type: 'select', selection: target })}
          />
        </CollapsibleRail>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ReportBody model={model} />
        </Box>
      </Group>
    </Box>
  );
}
