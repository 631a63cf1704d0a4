import { type IndustryReportChoice, MESSAGES } from '@fin-atlas/domain';
import { Anchor, Button, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useIndustryReports, useOpenIndustryRun } from './api';
import { IndustrySelection } from './IndustrySelection';
import { IndustrySteps } from './IndustrySteps';
import { type IndustryArea, REPORT_VIEW_PATH, stepPath } from './steps';
import { useIndustryState } from './use-industry-state';

const SECTIONS: { fiType: IndustryReportChoice['fi_type']; title: string; hint: string }[] = [
  { fiType: 'bank', title: 'Bank reports', hint: 'Aggregate the banks and holding companies of each group.' },
  {
    fiType: 'credit_union',
    title: 'Credit union reports',
    hint: 'Aggregate the credit unions of each group.',
  },
  {
    fiType: 'both',
    title: 'Reports for every type',
    hint: 'Each metric over the members its formula reads.',
  },
];

/**
 * The report step: choose the report whose metrics to aggregate, then open it (POST: the run of
 * this request that is done or still progressing, else a new one) and go to the view.
 */
export function SelectReportPage({ area }: { area: IndustryArea }) {
  const [state, update] = useIndustryState();
  const navigate = useNavigate();
  const list = useIndustryReports();
  const open = useOpenIndustryRun();
  const [message, setMessage] = useState<string | null>(null);
  const reports = list.data?.reports ?? [];
  const noGroup = state.selectedGroups.length === 0;

  const proceed = async () => {
    if (noGroup) {
      setMessage(MESSAGES.selection.selectFiGroup);
      return;
    }
    if (state.reportId === null) {
      setMessage(MESSAGES.selection.selectReport);
      return;
    }
    setMessage(null);
    try {
      const { run } = await open.mutateAsync({
        fi_group_ids: state.selectedGroups,
        segmentation_id: state.segmentId,
        report_id: state.reportId,
        span_id: state.spanId,
        set_id: state.setId,
      });
      update((s) => ({ ...s, runId: run.id }));
      navigate(REPORT_VIEW_PATH);
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const continueButton = (
    <Button onClick={() => void proceed()} loading={open.isPending}>
      Run Report
    </Button>
  );
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Select Report"
        description="Industry Reporter: the report whose metrics to aggregate over every institution of each group."
        actions={continueButton}
      />
      <IndustrySteps area={area} step="report" />
      <IndustrySelection state={state} />
      <Stack gap="md">
        {message ? (
          <FormAlert>
            {message}{' '}
            {message === MESSAGES.selection.selectFiGroup ? (
              <Anchor component={Link} to={stepPath(area, 'group')}>
                Select FI Group
              </Anchor>
            ) : null}
          </FormAlert>
        ) : null}
        {area === 'analytics' ? (
          <Text fz="sm" c="dimmed">
            Segments are optional:{' '}
            <Anchor component={Link} to={stepPath('reports', 'segmentation')}>
              choose a segment set
            </Anchor>{' '}
            to split the groups.
          </Text>
        ) : null}
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={reports.length === 0}
          emptyTitle="No reports available"
        >
          <Radio.Group
            name="report"
            aria-label="Report"
            value={state.reportId === null ? null : String(state.reportId)}
            onChange={(value) => {
              setMessage(null);
              update((s) => ({ ...s, reportId: Number(value), runId: null, metricId: null }));
            }}
          >
            <Stack gap="md">
              {SECTIONS.map((section) => {
                const entries = reports.filter((r) => r.fi_type === section.fiType);
                if (entries.length === 0) return null;
                return (
                  <Paper
                    key={section.fiType}
                    withBorder
                    radius="md"
                    p="md"
                    component="section"
                    aria-label={section.title}
                  >
                    <Title order={2} fz="md">
                      {section.title}
                    </Title>
                    <Text fz="sm" c="dimmed" mb="sm">
                      {section.hint}
                    </Text>
                    <Stack gap={8}>
                      {entries.map((report) => (
                        <Radio
                          key={report.id}
                          value={String(report.id)}
                          label={report.name}
                          description={`${report.metric_count} metrics`}
                        />
                      ))}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </Radio.Group>
        </ListState>
        <Group justify="flex-end">{continueButton}</Group>
      </Stack>
    </Container>
  );
}
