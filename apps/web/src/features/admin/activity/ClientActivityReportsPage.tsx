import { Anchor, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDate } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { ActivityFilters } from './ActivityFilters';
import { ActivityReportView, DemoActivityBadge } from './ActivityReportView';
import { useClientActivity, useGroupActivity } from './activity-api';
import { ClientActivityTable } from './ClientActivityTable';
import { useActivityParams } from './use-activity-params';

type Params = ReturnType<typeof useActivityParams>;

function Loading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={40} />
      ))}
    </Stack>
  );
}

/** Every client's activity over the range, against the period of the same length before it. */
function AllClients({ params }: { params: Params }) {
  const report = useClientActivity(params.values.range, !params.problem);
  const forbidden = useForbiddenRedirect(report.error);
  if (forbidden) return null;
  const data = report.data;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Client Activity Reports"
        description="Per client: active users, sessions, module use, downloads and the trend against the period before."
        actions={<DemoActivityBadge isDemo={data?.is_demo ?? false} />}
      />
      <Stack gap="md">
        <ActivityFilters
          values={{ range: params.values.range, user: null, module: null, group: null }}
          onChange={(changes) => changes.range && params.change({ range: changes.range })}
          withGroup={false}
          rangeOnly
        />
        {params.problem ? null : report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <FormAlert>{errorMessage(report.error)}</FormAlert>
        ) : data ? (
          <>
            <Text fz="sm" c="dimmed">
              Trend: events from {formatDate(data.from)} to {formatDate(data.to)} against{' '}
              {formatDate(data.previous_from)} to {formatDate(data.previous_to)}.
            </Text>
            <ClientActivityTable
              clients={data.clients}
              onOpen={(group) => params.change({ group: { value: String(group.id), label: group.name } })}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

/** One client's activity: its trend, module use and users, as the client admin sees it. */
function OneClient({ params, groupId }: { params: Params; groupId: number }) {
  const report = useGroupActivity({ ...params.filter, group_id: groupId, ...params.page }, !params.problem);
  const forbidden = useForbiddenRedirect(report.error);
  if (forbidden) return null;
  const name = report.data?.group.name ?? params.values.group?.label ?? 'Client';
  return (
    <Container size="xl" py="lg">
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={() => params.change({ group: null, user: null, module: null })}
      >
        ← All clients
      </Anchor>
      <PageHeader
        title={name}
        description="The client’s activity by day, module and user."
        actions={
          <Group gap="sm">
            <DemoActivityBadge isDemo={report.data?.is_demo ?? false} />
          </Group>
        }
      />
      <Stack gap="md">
        <ActivityFilters values={params.values} onChange={params.change} withGroup={false} />
        {params.problem ? null : report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <FormAlert>{errorMessage(report.error)}</FormAlert>
        ) : report.data ? (
          <ActivityReportView
            report={report.data}
            showGroup={false}
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

/** /super_admin/client_activity_reports: the table of clients; a client's name opens its activity. */
export function ClientActivityReportsPage() {
  const params = useActivityParams();
  const groupId = params.filter.group_id;
  return groupId ? <OneClient params={params} groupId={groupId} /> : <AllClients params={params} />;
}
