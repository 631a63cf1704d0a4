import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useDataStatus } from './data-status-api';

/** "Data as of Q3 2026" with a Demo data label, so nobody mistakes generated data for the real thing. */
export function DataAsOf() {
  const { data } = useDataStatus();
  if (!data?.latest_period) return null;
  const counts = data.institutions;
  const detail = `${counts.bank.toLocaleString('en-US')} banks, ${counts.bhc.toLocaleString('en-US')} holding companies, ${counts.credit_union.toLocaleString('en-US')} credit unions`;
  return (
    <Tooltip label={detail} withArrow>
      <Group gap={6} wrap="nowrap" data-testid="data-as-of">
        <Text size="xs" c="gray.7">
          Data as of {quarterLabel(data.latest_period)}
        </Text>
        <Badge size="xs" variant="filled" color={data.is_demo ? 'dark.6' : 'teal.9'}>
          {data.is_demo ? 'Demo data' : 'Regulator data'}
        </Badge>
      </Group>
    </Tooltip>
  );
}
