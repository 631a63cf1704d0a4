import { quarterLabel } from '@fin-atlas/domain';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate } from '../../ui/format';
import { useDataStatus } from './data-status-api';

/**
 * "Data as of Q3 2026" with a Demo data label, so nobody mistakes generated data for the real thing;
 * the tooltip lists each source's latest period, when it was loaded, whether it is demo data and when
 * the scheduled refresh next checks it.
 */
export function DataAsOf() {
  const { data } = useDataStatus();
  if (!data?.latest_period) return null;
  const counts = data.institutions;
  const detail = `${counts.bank.toLocaleString('en-US')} banks, ${counts.bhc.toLocaleString('en-US')} holding companies, ${counts.credit_union.toLocaleString('en-US')} credit unions`;
  const loaded = data.by_source.filter((s) => s.latest_period);
  return (
    <Tooltip
      withArrow
      multiline
      w={360}
      label={
        <Stack gap={2}>
          <Text size="xs">{detail}</Text>
          {loaded.map((s) => (
            <Text size="xs" key={s.source}>
              {s.label}: {s.latest_period} (loaded {formatDate(s.loaded_at)}){s.is_demo ? ', demo data' : ''}
              {s.next_check_at ? `; next check ${formatDate(s.next_check_at)}` : ''}
            </Text>
          ))}
        </Stack>
      }
    >
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
