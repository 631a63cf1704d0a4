import { periodKeyInWords, type SubscriptionDelivery } from '@fin-atlas/domain';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifyError } from '../../core/notify';
import { formatDateTime, formatFileSize } from '../../ui/format';
import { useOpenDelivery } from './api';
import { DELIVERED_VIA_LABELS, DELIVERY_STATUS_LABELS, isUnseen } from './labels';

const STATUS_COLORS: Record<SubscriptionDelivery['status'], string> = {
  running: 'blue',
  delivered: 'teal',
  failed: 'red',
  skipped: 'gray',
};

export function DeliveryStatusBadge({ delivery }: { delivery: SubscriptionDelivery }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
      {DELIVERY_STATUS_LABELS[delivery.status]}
    </Badge>
  );
}

/** "November 2026", "Week 48 of 2026", "A run on request": what the delivery was for. */
const periodText = (key: string) => {
  const words = periodKeyInWords(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

type DeliveryTableProps = {
  deliveries: readonly SubscriptionDelivery[];
  caption: string;
  /** The owner's view marks files not opened yet as new; a FIN Admin sees when the owner opened them. */
  viewer: 'owner' | 'admin';
};

/** A subscription's deliveries, newest first: when, outcome, rows, size, how it went out and the file. */
export function DeliveryTable({ deliveries, caption, viewer }: DeliveryTableProps) {
  const open = useOpenDelivery();
  const download = (delivery: SubscriptionDelivery) =>
    open.mutate(delivery, { onError: (error) => notifyError(error) });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th>Sent as</Table.Th>
            <Table.Th>
              <VisuallyHidden>File</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id} data-delivery-status={delivery.status}>
              <Table.Td>
                <time dateTime={delivery.finished_at ?? delivery.started_at}>
                  {formatDateTime(delivery.finished_at ?? delivery.started_at)}
                </time>
                <Text fz="xs" c="dimmed">
                  {periodText(delivery.period_key)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <DeliveryStatusBadge delivery={delivery} />
                  {viewer === 'owner' && isUnseen(delivery) ? (
                    <Badge size="sm" color="orange" variant="filled">
                      New
                    </Badge>
                  ) : null}
                </Group>
                {delivery.error ? (
                  <Text fz="xs" c="red.9" maw={280}>
                    {delivery.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {count(delivery.row_count)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatFileSize(delivery.byte_size)}
              </Table.Td>
              <Table.Td>
                {delivery.delivered_via ? DELIVERED_VIA_LABELS[delivery.delivered_via] : '—'}
                {viewer === 'admin' && delivery.status === 'delivered' ? (
                  <Text fz="xs" c="dimmed">
                    {delivery.seen_at ? `Opened ${formatDateTime(delivery.seen_at)}` : 'Not opened yet'}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                {delivery.download_url ? (
                  <Button
                    size="compact-sm"
                    variant={viewer === 'owner' && isUnseen(delivery) ? 'filled' : 'default'}
                    onClick={() => download(delivery)}
                    loading={open.isPending && open.variables?.id === delivery.id}
                    aria-label={`Download ${delivery.file_name ?? 'the file'}`}
                  >
                    Download
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
