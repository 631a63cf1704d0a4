import {
  INDUSTRY_REPORT_OUTDATED,
  INDUSTRY_RERUN_LABEL,
  MESSAGES,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import {
  Alert,
  Anchor,
  Badge,
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
import { JobProgressBar } from '../progress';
import { useReportOptionsPanel } from '../reporter';
import { IndustryCharts } from './IndustryCharts';
import { IndustryOptions } from './IndustryOptions';
import { IndustrySteps } from './IndustrySteps';
import { IndustryTable } from './IndustryTable';
import { MetricList } from './MetricList';
import { stepPath } from './steps';
import { type IndustryReportModel, useIndustryReport } from './use-industry-report';
import { useIndustryState } from './use-industry-state';

const MENU_OPEN_FROM_PX = 1440;

/** The run's progress while it computes, or why it stopped with a way to run it again. */
function RunProgress({ model }: { model: IndustryReportModel }) {
  const { current, run } = model;
  if (!current || current.state === 'done') return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Report progress">
      <Text fw={600} mb="xs">
        Computing the industry report
      </Text>
      <JobProgressBar
        progressKey={current.progress_key}
        restart={current.id}
        label="Computing the industry report"
        onFinished={() => void run.refetch()}
      />
      {current.state === 'failed' ? (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="light"
            loading={model.opening}
            onClick={() => void model.reopen(current.span_id, current.set_id)}
          >
            Run again
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** What the display and the options ask for: charts, or a table with its graph above. */
function ReportBody({ model }: { model: IndustryReportModel }) {
  const { data, controls, rows, metrics, trend, state, view } = model;
  if (!data || !controls) {
    if (model.run.isError) return <FormAlert>{errorMessage(model.run.error)}</FormAlert>;
    if (view.isError) return <FormAlert>{errorMessage(view.error)}</FormAlert>;
    return model.current && model.current.state !== 'done' ? null : (
      <Stack gap="sm" aria-busy="true" aria-label="Loading report">
        <Skeleton height={260} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const openMetric = (id: string) => model.change({ metricMode: 'single', metricId: id });
  const table = (
    <IndustryTable
      view={data}
      rows={rows}
      metrics={metrics}
      trend={trend}
      periodIndex={controls.periodIndex}
      onOpenMetric={openMetric}
    />
  );
  const charts = (large: boolean) => (
    <IndustryCharts
      view={data}
      rows={rows}
      metrics={large ? metrics.slice(0, 1) : metrics}
      trend={trend}
      periodIndex={controls.periodIndex}
      large={large}
    />
  );
  const single = state.metricMode === 'single';
  return (
    <Box pos="relative" data-testid="industry-report" data-display={state.displayType}>
      {/* Another span or set computes as its own run: the figures shown are the previous run's until it ends. */}
      <LoadingOverlay
        visible={view.isFetching || model.opening || model.current?.state === 'running'}
        zIndex={5}
        loaderProps={{ size: 'sm' }}
      />
      <Stack gap="md">
        {state.displayType === 'chart' ? (
          <>
            {charts(false)}
            {/* A single metric's chart comes with its figures: the quartiles have no chart of their own. */}
            {single ? table : null}
          </>
        ) : (
          <>
            {controls.graphShown ? charts(true) : null}
            {table}
          </>
        )}
      </Stack>
    </Box>
  );
}

function Notices({ model }: { model: IndustryReportModel }) {
  const { data, current } = model;
  return (
    <Stack gap="xs" mb="md">
      {current?.outdated ? (
        <Alert color="yellow" variant="light" role="status" data-testid="outdated-notice">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{INDUSTRY_REPORT_OUTDATED}</Text>
            <Button
              size="xs"
              loading={model.opening}
              onClick={() => void model.reopen(current.span_id, current.set_id)}
            >
              {INDUSTRY_RERUN_LABEL}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data?.groups.flatMap((g) =>
        g.notes.map((note) => (
          <Text key={`${g.ref}:${note}`} fz="sm" c="dimmed">
            {data.groups.length > 1 ? `${g.name}: ` : ''}
            {note}
          </Text>
        )),
      )}
      {data?.groups.some((g) => g.unsegmented_count > 0) ? (
        <Text fz="sm" c="dimmed">
          {data.groups
            .filter((g) => g.unsegmented_count > 0)
            .map(
              (g) =>
                `${g.unsegmented_count.toLocaleString('en-US')} of ${g.name} fall in no segment and count in its total only.`,
            )
            .join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function IndustryReport() {
  const model = useIndustryReport();
  const { data, controls, state, change, reopen } = model;
  const panel = useMemo(
    () =>
      data && controls ? (
        <IndustryOptions
          view={data}
          state={state}
          controls={controls}
          onChange={change}
          onRun={(span: SpanId, set: SetId) => void reopen(span, set)}
        />
      ) : null,
    [data, controls, state, change, reopen],
  );
  useReportOptionsPanel(panel);
  const [menuOpen, setMenuOpen] = usePanelOpen('industry_reporter_menu_open', MENU_OPEN_FROM_PX);

  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader
        title={data?.report.name ?? 'Industry Report'}
        description={
          <Group gap="xs" component="span">
            <span>{model.description}</span>
            {data?.demo ? (
              <Badge size="sm" variant="filled" color="dark.6" data-testid="demo-label">
                Demo data
              </Badge>
            ) : null}
          </Group>
        }
        actions={
          <Button onClick={() => void model.exportExcel()} loading={model.exporting} disabled={!data}>
            Export to Excel
          </Button>
        }
      />
      <IndustrySteps area="reports" step="view" />
      <RunProgress model={model} />
      <Notices model={model} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <CollapsibleRail
          title="Metric list"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          side="left"
          width={260}
          framed
          testId="industry-metric-list"
        >
          <MetricList
            metrics={data?.metrics ?? []}
            single={state.metricMode === 'single'}
            selectedId={model.metrics[0]?.metric.id ?? null}
            onAll={() => model.change({ metricMode: 'multi' })}
            onSelect={(id) => model.change({ metricMode: 'single', metricId: id })}
          />
        </CollapsibleRail>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ReportBody model={model} />
        </Box>
      </Group>
    </Box>
  );
}

/** /reports/industry_reporter/report: the industry report of the chosen groups, segments and report. */
export function ReportPage() {
  const [state] = useIndustryState();
  if (state.runId === null) {
    const missingGroup = state.selectedGroups.length === 0;
    return (
      <Container size="lg" py="lg">
        <PageHeader title="Industry Report" />
        <IndustrySteps area="reports" step="view" />
        <FormAlert tone="info">
          {missingGroup ? MESSAGES.selection.selectFiGroup : MESSAGES.selection.selectReport}{' '}
          <Anchor component={Link} to={stepPath('reports', missingGroup ? 'group' : 'report')}>
            Continue there
          </Anchor>
        </FormAlert>
      </Container>
    );
  }
  return <IndustryReport />;
}
