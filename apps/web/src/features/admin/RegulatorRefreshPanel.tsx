import { type DataSourceStatus, dataRefreshQueuedSchema } from '@fin-atlas/domain';
import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { notifyError, notifySuccess } from '../../core/notify';
import { formatDate, formatDateTime } from '../../ui/format';
import { dataStatusKey, useDataStatus } from '../institutions';

function SourceRow({ source }: { source: DataSourceStatus }) {
  return (
    <Table.Tr>
      <Table.Td>
        {source.label}{' '}
        <Badge size="xs" variant="light" color={source.is_demo ? 'gray' : 'teal'}>
          {source.latest_period ? (source.is_demo ? 'Demo data' : 'Regulator data') : 'Not loaded'}
        </Badge>
      </Table.Td>
      <Table.Td>{source.latest_period ? formatDate(source.latest_period) : '—'}</Table.Td>
      <Table.Td>{formatDateTime(source.loaded_at)}</Table.Td>
      <Table.Td>{formatDateTime(source.next_check_at)}</Table.Td>
      <Table.Td>
        {source.last_failure ? (
          <Text fz="sm" c="red.8">
            {source.last_failure.release}: {source.last_failure.error} ({source.last_failure.attempts} failed
            attempts, last {formatDateTime(source.last_failure.at)})
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The regulator sources on the FIN Admin's dashboard: latest period per source, the next scheduled
 * check, the failures still standing, and "Check now".
 */
export function RegulatorRefreshPanel() {
  const { data } = useDataStatus();
  const client = useQueryClient();
  const checkNow = useMutation({
    mutationFn: () =>
      http.post('/api/super_admin/data_refresh', undefined, { schema: dataRefreshQueuedSchema }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void client.invalidateQueries({ queryKey: dataStatusKey });
    },
    onError: notifyError,
  });
  if (!data) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Regulator data">
      <Group justify="space-between" mb="xs">
        <div>
          <Title order={2} fz="lg">
            Regulator data
          </Title>
          <Text fz="sm" c="gray.7">
            {data.refresh_enabled
              ? 'New releases are downloaded and imported on a schedule.'
              : 'The scheduled refresh is off on this deployment (DATA_REFRESH).'}
          </Text>
        </div>
        <Button
          variant="default"
          disabled={!data.refresh_enabled}
          loading={checkNow.isPending}
          onClick={() => checkNow.mutate()}
        >
          Check now
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th>Latest period</Table.Th>
              <Table.Th>Loaded</Table.Th>
              <Table.Th>Next check</Table.Th>
              <Table.Th>Last failure</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_source.map((s) => (
              <SourceRow key={s.source} source={s} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
