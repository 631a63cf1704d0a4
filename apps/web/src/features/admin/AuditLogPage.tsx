import { ADMIN_PAGE_SIZES, type AuditEntry, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Code, Container, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../app/api/api-error';
import { useForbiddenRedirect } from '../../app/api/use-forbidden-redirect';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { TablePager } from '../../ui/TablePager';
import { useListParams } from '../../ui/use-list-params';
import { useAuditLog } from './api';

function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details === 'string') return details;
  return JSON.stringify(details);
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const details = detailsText(entry.details);
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Table.Td>
      <Table.Td>
        <Code>{entry.action}</Code>
      </Table.Td>
      <Table.Td>{entry.actor?.email ?? '—'}</Table.Td>
      <Table.Td>{entry.impersonator?.email ?? '—'}</Table.Td>
      <Table.Td>{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}`.trim() : '—'}</Table.Td>
      <Table.Td>{entry.ip ?? '—'}</Table.Td>
      <Table.Td maw={320}>
        <Text fz="xs" c="dimmed" lineClamp={2} title={details}>
          {details || '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function AuditLogPage() {
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const log = useAuditLog({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const forbidden = useForbiddenRedirect(log.error);
  if (forbidden) return null;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Audit log"
        description="Sign-ins, failed sign-ins, user edits, permission changes and impersonation."
      />
      <Stack gap="md">
        <SearchField
          label="Search the audit log"
          placeholder="Action or e-mail"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={log.isPending}
          isFetching={log.isFetching && !log.isPending}
          errorText={log.isError ? errorMessage(log.error) : null}
          isEmpty={log.data?.entries.length === 0}
          emptyTitle={params.q ? 'No entries match your search' : 'Nothing recorded yet'}
        >
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Actor</Table.Th>
                  <Table.Th>Impersonated by</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>IP</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(log.data?.entries ?? []).map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        {log.data && log.data.total > 0 ? (
          <TablePager
            total={log.data.total}
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
