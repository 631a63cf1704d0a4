import {
  ACCESS_REQUEST_SOURCE_IDS,
  ACCESS_REQUEST_SOURCES,
  ACCESS_REQUEST_STATUS_IDS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestRow,
  type AccessRequestStatus,
  DEMO_REQUEST_TOPIC_IDS,
  DEMO_REQUEST_TOPICS,
} from '@fin-atlas/domain';
import { Anchor, Badge, Container, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { ListPager } from '../../../ui/TablePager';
import { adminPageParams, useFilterParams } from '../../../ui/use-filter-params';
import { PURCHASED_MODULE_LABELS } from '../module-labels';
import { AccessRequestDialog } from './AccessRequestDialog';
import { useAccessRequests } from './api';
import { DateFilter, dateParam } from './date-filter';

const STATUS_COLORS: Record<AccessRequestStatus, string> = {
  open: 'orange',
  contacted: 'blue',
  granted: 'teal',
  declined: 'gray',
};

const options = <K extends string>(ids: readonly K[], labels: Record<K, string>) =>
  ids.map((value) => ({ value, label: labels[value] }));

function ModulesHeld({ request }: { request: AccessRequestRow }) {
  if (request.modules.length === 0) return <Text fz="xs">No purchase needed</Text>;
  return (
    <Group gap={4}>
      {request.modules.map(({ flag, held }) => (
        <Badge key={flag} size="sm" variant="light" color={held ? 'teal' : 'gray'}>
          {`${PURCHASED_MODULE_LABELS[flag]}: ${held ? 'has it' : 'lacks it'}`}
        </Badge>
      ))}
    </Group>
  );
}

function RequestRow({ request }: { request: AccessRequestRow }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        <Text fz="xs" c="dimmed">
          {ACCESS_REQUEST_SOURCES[request.source]}
        </Text>
      </Table.Td>
      <Table.Td>{DEMO_REQUEST_TOPICS[request.topic]}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/super_admin/user/${request.user.id}/edit`} fz="sm" fw={500}>
          {request.user.user_name}
        </Anchor>
        <Text fz="xs">
          <Anchor href={`mailto:${request.user.email}`} fz="xs">
            {request.user.email}
          </Anchor>
          {request.phone ? ` · ${request.phone}` : ''}
        </Text>
        <Text fz="xs" c="gray.7">
          {request.client_group?.name ?? request.user.company_name ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td maw={280}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {request.message || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <ModulesHeld request={request} />
      </Table.Td>
      <Table.Td maw={280}>
        <Badge variant="light" color={STATUS_COLORS[request.status]}>
          {ACCESS_REQUEST_STATUSES[request.status]}
        </Badge>
        {request.follow_up ? (
          <Text fz="xs" mt={4} style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
            {request.follow_up}
          </Text>
        ) : null}
        {request.handled_at ? (
          <Text fz="xs" c="dimmed">
            {`${request.handled_by?.email ?? 'Someone'}, ${formatDateTime(request.handled_at)}`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <AccessRequestDialog request={request} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /super_admin/user_access_request_report: users' requests for modules they lack, from the about
 * pages and Request Demo, with whether their groups hold the modules now and the team's follow-up.
 */
export function AccessRequestReportPage() {
  const [params, update] = useFilterParams();
  const query = {
    q: params.get('q') || undefined,
    status: ACCESS_REQUEST_STATUS_IDS.find((s) => s === params.get('status')),
    topic: DEMO_REQUEST_TOPIC_IDS.find((t) => t === params.get('topic')),
    source: ACCESS_REQUEST_SOURCE_IDS.find((s) => s === params.get('source')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    ...adminPageParams(params),
  };
  const requests = useAccessRequests(query);
  const forbidden = useForbiddenRedirect(requests.error);
  if (forbidden) return null;
  const filtered = Boolean(query.q || query.status || query.topic || query.source || query.from || query.to);
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="User Access Requests"
        description="Requests for modules users lack, from the about pages and Request Demo: whether their groups hold the modules now, and the follow-up. Grant modules at Authorization."
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchField
            label="Search requests"
            placeholder="Name, e-mail or company"
            value={query.q ?? ''}
            onSearch={(q) => update({ q })}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={options(ACCESS_REQUEST_STATUS_IDS, ACCESS_REQUEST_STATUSES)}
            value={query.status ?? null}
            onChange={(status) => update({ status: status ?? undefined })}
            clearable
            w={160}
          />
          <Select
            label="Topic"
            placeholder="Any topic"
            data={options(DEMO_REQUEST_TOPIC_IDS, DEMO_REQUEST_TOPICS)}
            value={query.topic ?? null}
            onChange={(topic) => update({ topic: topic ?? undefined })}
            clearable
            searchable
            w={220}
          />
          <Select
            label="Sent from"
            placeholder="Anywhere"
            data={options(ACCESS_REQUEST_SOURCE_IDS, ACCESS_REQUEST_SOURCES)}
            value={query.source ?? null}
            onChange={(source) => update({ source: source ?? undefined })}
            clearable
            w={190}
          />
          <DateFilter label="From" value={query.from} onChange={(from) => update({ from })} />
          <DateFilter label="To" value={query.to} onChange={(to) => update({ to })} />
        </Group>
        <ListState
          isPending={requests.isPending}
          isFetching={requests.isFetching && !requests.isPending}
          errorText={requests.isError ? errorMessage(requests.error) : null}
          isEmpty={requests.data?.requests.length === 0}
          emptyTitle={filtered ? 'No request matches these filters' : 'No access requests yet'}
        >
          <Table.ScrollContainer minWidth={1200}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label="Access requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Asked for</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Modules now</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(requests.data?.requests ?? []).map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <ListPager total={requests.data?.total} query={query} onChange={update} />
      </Stack>
    </Container>
  );
}
