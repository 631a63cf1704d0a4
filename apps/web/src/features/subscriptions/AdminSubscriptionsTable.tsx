import type { AdminSubscriptionRow } from '@fin-atlas/domain';
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../ui/format';
import { DeliveryStatusBadge } from './DeliveryTable';
import { deliveryPlan, targetName } from './labels';
import { nextRunText, SubscriptionStatus } from './SubscriptionStatus';

type AdminSubscriptionsTableProps = {
  rows: readonly AdminSubscriptionRow[];
  onSetStatus: (row: AdminSubscriptionRow, status: 'active' | 'paused') => void;
  onRunNow: (row: AdminSubscriptionRow) => void;
  onShowHistory: (row: AdminSubscriptionRow) => void;
  /** The subscription an action is under way for. */
  busyId: number | null;
};

function LastDelivery({
  row,
  name,
  onShowHistory,
}: {
  row: AdminSubscriptionRow;
  name: string;
  onShowHistory: () => void;
}) {
  const last = row.deliveries[0];
  return (
    <Stack gap={2} align="flex-start">
      {last ? (
        <>
          <DeliveryStatusBadge delivery={last} />
          <Text fz="xs" c="dimmed">
            {formatDateTime(last.finished_at ?? last.started_at)}
          </Text>
          <Anchor
            component="button"
            type="button"
            fz="xs"
            onClick={onShowHistory}
            aria-label={`Delivery history of ${row.user.email}’s subscription to ${name}`}
          >
            History
          </Anchor>
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          None yet
        </Text>
      )}
    </Stack>
  );
}

/** Every subscription with its subscriber, group, plan, state, next run and last delivery. */
export function AdminSubscriptionsTable({
  rows,
  onSetStatus,
  onRunNow,
  onShowHistory,
  busyId,
}: AdminSubscriptionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label="Subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subscriber</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Delivers</Table.Th>
            <Table.Th>Status and next run</Table.Th>
            <Table.Th>Last delivery</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = targetName(row);
            const busy = busyId === row.id;
            return (
              <Table.Tr key={row.id} data-subscription-id={row.id}>
                <Table.Td maw={220}>
                  <Text fz="sm">{row.user.user_name}</Text>
                  <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.user.email}
                  </Text>
                </Table.Td>
                <Table.Td maw={160}>{row.group?.name ?? '—'}</Table.Td>
                <Table.Td maw={240}>
                  <Text
                    fz="sm"
                    fs={row.target_name ? undefined : 'italic'}
                    c={row.target_name ? undefined : 'dimmed'}
                  >
                    {name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {row.target_kind === 'query' ? 'Saved query' : 'Report'} · {deliveryPlan(row)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SubscriptionStatus subscription={row} />
                  {row.status === 'active' ? (
                    <Text fz="xs" c="dimmed" mt={2}>
                      Next: {nextRunText(row)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <LastDelivery row={row} onShowHistory={() => onShowHistory(row)} name={name} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant={row.status === 'active' ? 'default' : 'light'}
                      onClick={() => onSetStatus(row, row.status === 'active' ? 'paused' : 'active')}
                      disabled={busy}
                      aria-label={`${row.status === 'active' ? 'Pause' : 'Resume'} the subscription of ${row.user.email} to ${name}`}
                    >
                      {row.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                    {row.status !== 'stopped' ? (
                      <Button
                        size="xs"
                        onClick={() => onRunNow(row)}
                        disabled={busy}
                        aria-label={`Run the subscription of ${row.user.email} to ${name} now`}
                      >
                        Run now
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
