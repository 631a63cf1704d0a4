import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  DEMO_REQUEST_TOPICS,
  type DemoRequestRow,
} from '@fin-atlas/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { formatDateTime } from '../../ui/format';
import { SearchableLog } from '../../ui/SearchableLog';
import { useListParams } from '../../ui/use-list-params';
import { useDemoRequests } from './demo-requests-api';

function RequestRow({ request }: { request: DemoRequestRow }) {
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
      </Table.Td>
      <Table.Td>{DEMO_REQUEST_TOPICS[request.topic]}</Table.Td>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {request.user.user_name}
        </Text>
        <Anchor href={`mailto:${request.user.email}`} fz="xs">
          {request.user.email}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {request.user.company_name ?? '—'}
        <Text fz="xs" c="gray.7">
          {request.user.company_type}
        </Text>
      </Table.Td>
      <Table.Td>{request.phone || '—'}</Table.Td>
      <Table.Td maw={360}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.message || '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Demos users asked for from the home cards and about pages, for the team to follow up. */
export function DemoRequestsPage() {
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const requests = useDemoRequests({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  return (
    <SearchableLog
      title="Demo requests"
      description="Requests from the home page cards and module about pages."
      searchLabel="Search demo requests"
      searchPlaceholder="Name, e-mail, company or topic"
      params={params}
      setParams={setParams}
      query={requests}
      errorText={requests.isError ? errorMessage(requests.error) : null}
      rows={requests.data?.requests}
      total={requests.data?.total}
      columns={['Received', 'Demo of', 'From', 'Company', 'Phone', 'Message']}
      minWidth={900}
      emptyTitle={{ searching: 'No requests match your search', empty: 'No demo requests yet' }}
      renderRow={(request) => <RequestRow key={request.id} request={request} />}
    />
  );
}
