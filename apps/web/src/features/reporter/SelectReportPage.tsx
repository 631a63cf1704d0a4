import { MESSAGES, type ReportListEntry } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import {
  ANALYTICS_MODULES,
  missingSelection,
  SelectionSummary,
  setReport,
  setReportProgress,
  useAnalyticsSelection,
} from '../peer-groups';
import { JobProgressBar, jobProgressKey } from '../progress';
import { useOpenReport, useReportList } from './api';

const MODULE = ANALYTICS_MODULES.reporter;
export const REPORT_VIEW_PATH = '/analytics/reporter/metrics';
const FIN_REPORTS = 'fin_reports';
/** Global reports FIN Admins publish for everyone with Reporter. */
const NAVIGATOR_REPORTS = 'navigator_reports';

/**
 * FIN reports first (the built-in catalogue), then the user's own and shared custom reports, then
 * the navigator reports FIN Admins publish.
 */
export function groupReports(
  reports: readonly ReportListEntry[],
): { title: string; reports: ReportListEntry[] }[] {
  const fin = reports.filter((r) => r.category === FIN_REPORTS);
  const navigator = reports.filter((r) => r.category === NAVIGATOR_REPORTS);
  const custom = reports.filter((r) => r.category !== FIN_REPORTS && r.category !== NAVIGATOR_REPORTS);
  return [
    { title: 'FIN Reports', reports: fin },
    { title: 'Custom Reports', reports: custom },
    { title: 'Navigator Reports', reports: navigator },
  ].filter((g) => g.reports.length > 0);
}

function ReportChoice({ report }: { report: ReportListEntry }) {
  return (
    <Radio
      value={String(report.id)}
      label={
        <Group gap="xs" wrap="nowrap">
          <span>{report.name}</span>
          {report.is_technographics_only ? (
            <Badge size="xs" variant="light" color="grape">
              Technographics
            </Badge>
          ) : null}
        </Group>
      }
    />
  );
}

/**
 * /analytics/reporter/select_report: choose a report and open it (POST: its run that is done or still
 * progressing, else a new one), watch it reach 100, then view it.
 */
export function SelectReportPage() {
  const [selection, update] = useAnalyticsSelection('reporter');
  const navigate = useNavigate();
  const gap = missingSelection(selection, MODULE, { peerGroup: true });
  const subject = selection.institutions[0] ?? null;
  const list = useReportList(gap ? null : (subject?.id ?? null));
  const [chosen, setChosen] = useState<number | null>(selection.reportId);
  const [message, setMessage] = useState<string | null>(null);
  const open = useOpenReport();
  const [started, setStarted] = useState(0);

  const reports = list.data?.reports ?? [];
  const chosenId = reports.some((r) => r.id === chosen) ? chosen : null;
  const running =
    selection.reportId !== null && selection.reportToken !== null && (selection.reportProgress ?? 0) < 100;

  const proceed = async () => {
    if (gap) {
      setMessage(gap.message);
      return;
    }
    if (chosenId === null || !selection.peerGroup) {
      setMessage(MESSAGES.selection.selectReport);
      return;
    }
    setMessage(null);
    try {
      const { report } = await open.mutateAsync({
        reportId: chosenId,
        institutionIds: selection.institutions.map((i) => i.id),
        peerGroupId: selection.peerGroup.id,
      });
      update((state) =>
        setReportProgress(
          setReport(state, { id: chosenId, token: report.report_token, progressKey: report.progress_key }),
          report.report_progress,
        ),
      );
      if (report.report_progress >= 100) navigate(REPORT_VIEW_PATH);
      else setStarted(Date.now());
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const runningName = reports.find((r) => r.id === selection.reportId)?.name ?? 'the report';

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Select Report"
        description="Reporter: choose the report to benchmark the institutions against their peer group."
        actions={
          <Button onClick={() => void proceed()} loading={open.isPending}>
            Continue
          </Button>
        }
      />
      <SelectionSummary module={MODULE} selection={selection} />
      <Stack gap="lg">
        {gap ? (
          <FormAlert tone="info">
            {gap.message}{' '}
            <Anchor component={Link} to={gap.path}>
              {gap.path === MODULE.selectInstitutionPath ? 'Select institution' : 'Select peer group'}
            </Anchor>
          </FormAlert>
        ) : null}
        {message && message !== gap?.message ? <FormAlert>{message}</FormAlert> : null}

        {running && selection.reportToken ? (
          <Paper withBorder radius="md" p="md" component="section" aria-label="Report progress">
            <Text fw={600} mb="xs">
              Running {runningName}
            </Text>
            <JobProgressBar
              progressKey={jobProgressKey({
                progress_key: selection.reportProgressKey,
                report_token: selection.reportToken,
              })}
              restart={started}
              label={`Running ${runningName}`}
              onFinished={(progress) => {
                if (progress.state !== 'done') return;
                update((state) => setReportProgress(state, 100));
                navigate(REPORT_VIEW_PATH);
              }}
            />
          </Paper>
        ) : null}

        {gap ? null : (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reporter-reports">
            <Title order={2} fz="lg" mb="sm" id="reporter-reports">
              Reports
            </Title>
            <ListState
              isPending={list.isPending}
              isFetching={list.isFetching && !list.isPending}
              errorText={list.isError ? errorMessage(list.error) : null}
              isEmpty={reports.length === 0}
              emptyTitle="No reports available"
              emptyDescription="No Reporter report is available for this institution's type."
            >
              <Radio.Group
                name="report"
                aria-label="Report"
                value={chosenId === null ? null : String(chosenId)}
                onChange={(value) => {
                  setChosen(Number(value));
                  setMessage(null);
                }}
              >
                <Stack gap="md">
                  {groupReports(reports).map((group) => (
                    <fieldset key={group.title} style={{ border: 0, padding: 0, margin: 0 }}>
                      <Text component="legend" fz="sm" fw={700} tt="uppercase" c="dimmed" mb={6}>
                        {group.title}
                      </Text>
                      <Stack gap={8}>
                        {group.reports.map((report) => (
                          <ReportChoice key={report.id} report={report} />
                        ))}
                      </Stack>
                    </fieldset>
                  ))}
                </Stack>
              </Radio.Group>
            </ListState>
          </Paper>
        )}

        <Group justify="flex-end">
          <Button onClick={() => void proceed()} loading={open.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
