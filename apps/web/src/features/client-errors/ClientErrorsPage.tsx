import { ADMIN_PAGE_SIZES, type ClientErrorRow, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Badge, Code, Table, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { formatDateTime } from '../../ui/format';
import { SearchableLog } from '../../ui/SearchableLog';
import { useListParams } from '../../ui/use-list-params';
import { useClientErrors } from './api';

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
    <SearchableLog
      title="Error log"
      description="Failures users' browsers reported: failed calls (with the request id of the server's log line) and page errors."
      searchLabel="Search the error log"
      searchPlaceholder="Message, page, call or e-mail"
      params={params}
      setParams={setParams}
      query={errors}
      errorText={errors.isError ? errorMessage(errors.error) : null}
      rows={errors.data?.errors}
      total={errors.data?.total}
      columns={['Time', 'Kind', 'Error', 'Page', 'User', 'Request id', 'Build']}
      minWidth={1000}
      emptyTitle={{ searching: 'No errors match your search', empty: 'No errors reported' }}
      renderRow={(error) => <ErrorRow key={error.id} error={error} />}
    />
  );
}
