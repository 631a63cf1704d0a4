import type { SubscriptionView } from '@fin-atlas/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/format';
import { STATUS_LABELS, stopReasonText } from './labels';

const COLORS: Record<SubscriptionView['status'], string> = {
  active: 'teal',
  paused: 'gray',
  stopped: 'red',
};

/** Active, paused, or stopped with the reason in words; the next run when one is planned. */
export function SubscriptionStatus({
  subscription,
}: {
  subscription: Pick<SubscriptionView, 'status' | 'stop_reason' | 'next_run_at'>;
}) {
  const { status } = subscription;
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" variant="light" color={COLORS[status]}>
        {STATUS_LABELS[status]}
      </Badge>
      {status === 'stopped' ? (
        <Text fz="xs" c="red.9" maw={220}>
          {stopReasonText(subscription.stop_reason)}
        </Text>
      ) : null}
      {status === 'paused' ? (
        <Text fz="xs" c="dimmed">
          Nothing is delivered until it is resumed.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * When the next delivery runs, or why none will. For 'on_new_data' the server keeps the instant after
 * which a data load counts as new in `next_run_at`, not a run time.
 */
export function nextRunText(subscription: Pick<SubscriptionView, 'status' | 'next_run_at' | 'schedule'>) {
  if (subscription.status !== 'active') return '—';
  if (subscription.schedule === 'on_new_data') return 'When new regulator data is loaded';
  return formatDateTime(subscription.next_run_at);
}
