import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  DEMO_REQUEST_TOPICS,
  type DemoRequestRow,
} from '@fin-atlas/domain';
import { Anchor, Container, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../app/api/api-error';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { TablePager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useDemoRequests } from './monitoring-api';

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
    <Container size="xl" py="lg">
      <PageHeader
        title="Demo requests"
        description="Requests from the home page cards and module about pages."
      />
      <Stack gap="md">
        <SearchField
          label="Search demo requests"
          placeholder="Name, e-mail, company or topic"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={requests.isPending}
          isFetching={requests.isFetching && !requests.isPending}
          errorText={requests.isError ? errorMessage(requests.error) : null}
          isEmpty={requests.data?.requests.length === 0}
          emptyTitle={params.q ? 'No requests match your search' : 'No demo requests yet'}
        >
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Demo of</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Message</Table.Th>
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
        {requests.data && requests.data.total > 0 ? (
          <TablePager
            total={requests.data.total}
            page={params.page}
            perPage={params.perPage}
            pageSizes={ADMIN_PAGE_SIZES}
            onPageChange={(page) => setParams({ page })}
            onPerPageChange={(perPage) => setParams({ perPage })}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
