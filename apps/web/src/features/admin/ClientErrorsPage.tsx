import { ADMIN_PAGE_SIZES, type ClientErrorRow, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Badge, Code, Container, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../app/api/api-error';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { TablePager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useClientErrors } from './monitoring-api';

function ErrorRow({ error }: { error: ClientErrorRow }) {
  const call = error.api_path ? `${error.method ?? ''} ${error.api_path}`.trim() : null;
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={error.at}>{formatDateTime(error.at)}</time>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={error.kind === 'api' ? 'red' : 'grape'}>
          {error.kind}
        </Badge>
      </Table.Td>
      <Table.Td maw={360}>
        <Text fz="sm" lineClamp={2} title={error.stack ?? error.message}>
          {error.message}
        </Text>
        {call ? (
          <Text fz="xs" c="gray.7">
            {call} {error.status !== null ? `→ ${error.status}` : ''} {error.code ? `(${error.code})` : ''}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Code>{error.page}</Code>
      </Table.Td>
      <Table.Td>{error.user?.email ?? 'Signed out'}</Table.Td>
      <Table.Td>{error.request_id ? <Code>{error.request_id}</Code> : '—'}</Table.Td>
      <Table.Td>
        <Code>{error.revision}</Code>
      </Table.Td>
    </Table.Tr>
  );
}

/** The error log behind "our team has been alerted": failures users saw, newest first. */
export function ClientErrorsPage() {
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const errors = useClientErrors({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Error log"
        description="Failures users' browsers reported: failed calls (with the request id of the server's log line) and page errors."
      />
      <Stack gap="md">
        <SearchField
          label="Search the error log"
          placeholder="Message, page, call or e-mail"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={errors.isPending}
          isFetching={errors.isFetching && !errors.isPending}
          errorText={errors.isError ? errorMessage(errors.error) : null}
          isEmpty={errors.data?.errors.length === 0}
          emptyTitle={params.q ? 'No errors match your search' : 'No errors reported'}
        >
          <Table.ScrollContainer minWidth={1000}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>Page</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Request id</Table.Th>
                  <Table.Th>Build</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(errors.data?.errors ?? []).map((error) => (
                  <ErrorRow key={error.id} error={error} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        {errors.data && errors.data.total > 0 ? (
          <TablePager
            total={errors.data.total}
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
