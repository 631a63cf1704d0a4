import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import type { ConsoleId } from '../consoles';
import { ActivityFilters } from './ActivityFilters';
import { ActivityReportView, DemoActivityBadge } from './ActivityReportView';
import { exportUserActivity, useUserActivity } from './activity-api';
import { useActivityParams } from './use-activity-params';

const TITLES: Record<ConsoleId, { title: string; description: string }> = {
  admin: {
    title: 'User Activity',
    description: 'Who in your company signed in, when, and which modules and reports they used.',
  },
  partner_admin: {
    title: 'User Activity',
    description: 'Sign-ins and module use of the partner’s users.',
  },
  super_admin: {
    title: 'User Activity Report',
    description: 'The activity of every client’s users, by user, module and day.',
  },
};

/** The loading state: the figures and the chart's place, so the page does not jump. */
function ReportSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={90} />
      <Skeleton height={260} />
      <Skeleton height={200} />
    </Stack>
  );
}

/**
 * /admin/user_activity, /partner_admin/user_activity and /super_admin/user_activity_report: the
 * caller's tenant's activity (the server narrows it), with charts, tables and the CSV export.
 */
export function UserActivityPage({ consoleId }: { consoleId: ConsoleId }) {
  const params = useActivityParams();
  const report = useUserActivity({ ...params.filter, ...params.page }, !params.problem);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const forbidden = useForbiddenRedirect(report.error);
  if (forbidden) return null;
  const values = { ...params.values };
  const named = report.data?.users.find((u) => String(u.user.id) === values.user?.value);
  if (named && values.user)
    values.user = { ...values.user, label: `${named.user.user_name} (${named.user.email})` };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportUserActivity(params.filter);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={TITLES[consoleId].title}
        description={TITLES[consoleId].description}
        actions={
          <Group gap="sm">
            <DemoActivityBadge isDemo={report.data?.is_demo ?? false} />
            <Button
              variant="default"
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={Boolean(params.problem)}
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <ActivityFilters values={values} onChange={params.change} withGroup={consoleId === 'super_admin'} />
        {exportError ? <FormAlert>{exportError}</FormAlert> : null}
        {params.problem ? null : report.isPending ? (
          <ReportSkeleton />
        ) : report.isError ? (
          <FormAlert>{errorMessage(report.error)}</FormAlert>
        ) : report.data ? (
          <ActivityReportView
            report={report.data}
            showGroup={consoleId === 'super_admin'}
            onPickUser={(user) =>
              params.change({ user: { value: String(user.id), label: `${user.user_name} (${user.email})` } })
            }
            onPage={params.setPage}
            onPerPage={params.setPerPage}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
