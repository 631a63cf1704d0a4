import { ADMIN_PAGE_SIZES, type AuditEntry, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Code, Table, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { formatDateTime } from '../../ui/format';
import { SearchableLog } from '../../ui/SearchableLog';
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
    <SearchableLog
      title="Audit log"
      description="Sign-ins, failed sign-ins, user edits, permission changes and impersonation."
      searchLabel="Search the audit log"
      searchPlaceholder="Action or e-mail"
      params={params}
      setParams={setParams}
      query={log}
      errorText={log.isError ? errorMessage(log.error) : null}
      rows={log.data?.entries}
      total={log.data?.total}
      columns={['Time', 'Action', 'Actor', 'Impersonated by', 'Target', 'IP', 'Details']}
      minWidth={900}
      emptyTitle={{ searching: 'No entries match your search', empty: 'Nothing recorded yet' }}
      renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
    />
  );
}
