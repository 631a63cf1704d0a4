import type { DownloadLogRow, DownloadLogSort } from '@fin-atlas/domain';
import { Code, Container, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { ListPager } from '../../ui/TablePager';
import { adminPageParams, useFilterParams } from '../../ui/use-filter-params';
import { useDownloadLog } from './api';
import { IdentifyDownload } from './IdentifyDownload';

const SORTS: { value: DownloadLogSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'rows', label: 'Largest first' },
];

function DownloadRow({ d }: { d: DownloadLogRow }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{d.user?.user_name ?? '—'}</Text>
        <Text fz="xs" c="dimmed">
          {d.user?.email ?? 'deleted user'}
        </Text>
      </Table.Td>
      <Table.Td>{d.group?.name ?? '—'}</Table.Td>
      <Table.Td>{d.impersonator?.email ?? '—'}</Table.Td>
      <Table.Td>
        <Code>{d.kind}</Code>
      </Table.Td>
      <Table.Td maw={340}>
        <Text fz="sm" lineClamp={2} title={d.description}>
          {d.description}
        </Text>
        <Text fz="xs" c="dimmed">
          {d.file_name}
        </Text>
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {d.row_count.toLocaleString('en-US')}
      </Table.Td>
      <Table.Td>
        <Code>{d.fingerprint}</Code>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /super_admin/large_downloads_report: every Excel and CSV download with who, when and what,
 * largest first to spot bulk extraction, and the read-back of a file's fingerprint.
 */
export function LargeDownloadsPage() {
  const [params, update] = useFilterParams();
  const query = {
    email: params.get('email') || undefined,
    kind: params.get('kind') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    sort: (params.get('sort') === 'newest' ? 'newest' : 'rows') as DownloadLogSort,
    ...adminPageParams(params),
  };
  const log = useDownloadLog(query);
  const forbidden = useForbiddenRedirect(log.error);
  if (forbidden) return null;
  const validDate = (value: string) =>
    value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Large Downloads"
        description="Every Excel and CSV file users downloaded, with its fingerprint: the largest first, to spot bulk extraction."
      />
      <Stack gap="lg">
        <IdentifyDownload />
        <section aria-label="Download log">
          <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
            <SearchField
              label="User e-mail"
              placeholder="name@company.com"
              value={query.email ?? ''}
              onSearch={(email) => update({ email })}
            />
            <Select
              label="Kind"
              placeholder="All kinds"
              data={log.data?.kinds ?? []}
              value={query.kind ?? null}
              onChange={(kind) => update({ kind: kind ?? undefined })}
              clearable
              w={200}
            />
            <TextInput
              type="date"
              label="From"
              value={query.from ?? ''}
              onChange={(e) => {
                const from = validDate(e.currentTarget.value);
                if (from !== undefined) update({ from });
              }}
              w={170}
            />
            <TextInput
              type="date"
              label="To"
              value={query.to ?? ''}
              onChange={(e) => {
                const to = validDate(e.currentTarget.value);
                if (to !== undefined) update({ to });
              }}
              w={170}
            />
            <Select
              label="Order"
              data={SORTS}
              value={query.sort}
              onChange={(sort) => sort && update({ sort })}
              allowDeselect={false}
              w={160}
            />
          </Group>
          <ListState
            isPending={log.isPending}
            isFetching={log.isFetching && !log.isPending}
            errorText={log.isError ? errorMessage(log.error) : null}
            isEmpty={log.data?.downloads.length === 0}
            emptyTitle={
              query.email || query.kind || query.from || query.to
                ? 'No download matches these filters'
                : 'No downloads yet'
            }
          >
            <Table.ScrollContainer minWidth={1100}>
              <Table striped verticalSpacing="xs" fz="sm" aria-label="Downloads">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Group</Table.Th>
                    <Table.Th>Impersonated by</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th ta="right">Rows</Table.Th>
                    <Table.Th>Fingerprint</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(log.data?.downloads ?? []).map((d) => (
                    <DownloadRow key={d.id} d={d} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ListState>
          <ListPager total={log.data?.total} query={query} onChange={update} />
        </section>
      </Stack>
    </Container>
  );
}
