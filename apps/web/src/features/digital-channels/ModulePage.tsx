import {
  DIGITAL_CHANNEL_PAGES,
  type DigitalChannelModule,
  needsExtendedFilterLayout,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Box, Button, EmptyState, LoadingOverlay, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { useOptionsPanel } from '../../core/use-options-panel';
import { AsOfLabel } from '../../ui/AsOfLabel';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { downloadUrl } from './api';
import { ReportOptionsPanel } from './ReportOptionsPanel';
import { ResultChart } from './ResultChart';
import { ResultTable } from './ResultTable';
import { useModuleReport } from './use-module-report';

function errorText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? errorMessage(error)
    : 'The report could not be loaded. Please try again.';
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={i === 0 ? 240 : 34} />
      ))}
    </Stack>
  );
}

/**
 * A digital channels module page (/digital_channels/retail_mobile_banking and retail_online_banking):
 * pick one of the module's reports, set its filters in the 'Report Options' panel, and read the
 * chart and table of the answer, or download it to Excel.
 */
export function ModulePage({ module }: { module: DigitalChannelModule }) {
  const state = useModuleReport(module);
  const { reports, filters, moduleReports, report, shownFilters, choices, update, counters, result, answer } =
    state;
  const extended = needsExtendedFilterLayout(shownFilters.length);

  useOptionsPanel(
    () =>
      report && filters.data ? (
        <ReportOptionsPanel
          module={module}
          filters={shownFilters}
          choices={choices}
          onChange={update}
          counters={counters}
        />
      ) : (
        <Loading label="Loading options" />
      ),
    [
      report?.id,
      filters.data,
      shownFilters,
      choices,
      update,
      counters.vendors?.count,
      counters.vendors?.max,
      counters.vendors?.showAll,
      counters.features?.count,
      counters.features?.max,
      counters.features?.showAll,
    ],
    { wide: extended },
  );

  const isDemo = result?.is_demo ?? reports.data?.is_demo ?? false;
  const actions = (
    <>
      <AsOfLabel
        prefix="Data as of"
        period={result?.filters.current_period ?? reports.data?.data_as_of}
        isDemo={isDemo}
        testId="digital-channels-as-of"
      />
      <Button component={Link} to={DIGITAL_CHANNEL_PAGES.dashboard} variant="default">
        Dashboard
      </Button>
      <Button
        component="a"
        href={report && state.query !== null && result ? downloadUrl(report.id, state.query) : undefined}
        download
        disabled={!result || state.loading}
      >
        Download Excel
      </Button>
    </>
  );

  let body: ReactNode;
  if (reports.isError || filters.isError) {
    body = <FormAlert>{errorText(reports.error ?? filters.error)}</FormAlert>;
  } else if (reports.isPending || filters.isPending) {
    body = <Loading label="Loading report" />;
  } else if (!report) {
    body = <EmptyState title="No reports" description={`No ${module} reports are available yet.`} py="xl" />;
  } else if (answer.isError && !result) {
    body = <FormAlert>{errorText(answer.error)}</FormAlert>;
  } else if (!result) {
    body = <Loading label="Loading report" />;
  } else {
    const rows = splitMarketShareRows(result.report_data).rows;
    body = (
      <Box pos="relative" aria-busy={state.loading} data-testid="digital-channels-result">
        <LoadingOverlay
          visible={state.loading}
          zIndex={5}
          overlayProps={{ blur: 0, backgroundOpacity: 0.45 }}
          loaderProps={{ size: 'sm' }}
        />
        {answer.isError ? <FormAlert>{errorText(answer.error)}</FormAlert> : null}
        {rows.length === 0 ? (
          <EmptyState
            title="No institutions match these options"
            description="Widen the filters in Report Options: all FI types, every asset group, every vendor."
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <ResultChart kind={report.kind} result={result} rows={rows} />
            </Paper>
            <Paper withBorder radius="md">
              <ResultTable result={result} title={report.name} />
            </Paper>
          </Stack>
        )}
      </Box>
    );
  }

  return (
    <Box p={{ base: 'md', md: 'lg' }}>
      <PageHeader
        title={module}
        description={report?.name ?? 'Who runs which platform, what features it has and how its apps rate.'}
        actions={actions}
      />
      {moduleReports.length > 1 && report ? (
        // Every report has its panel (tabs point at theirs); only the selected one holds the answer.
        <Tabs
          value={String(report.id)}
          onChange={(next) => next && update({ reportId: Number(next) })}
          keepMounted
        >
          <Tabs.List aria-label="Reports" mb="md">
            {moduleReports.map((r) => (
              <Tabs.Tab key={r.id} value={String(r.id)}>
                {r.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {moduleReports.map((r) => (
            <Tabs.Panel key={r.id} value={String(r.id)}>
              {r.id === report.id ? body : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        body
      )}
    </Box>
  );
}
