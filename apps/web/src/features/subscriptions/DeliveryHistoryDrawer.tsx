import type { AdminSubscriptionRow } from '@fin-atlas/domain';
import { Drawer, Stack, Text } from '@mantine/core';
import { DeliveryTable } from './DeliveryTable';
import { deliveryPlan, targetName } from './labels';

/** A subscription's delivery history for a FIN Admin, with the files to download. */
export function DeliveryHistoryDrawer({
  row,
  onClose,
}: {
  row: AdminSubscriptionRow | null;
  onClose: () => void;
}) {
  const title = row ? `Deliveries of “${targetName(row)}”` : 'Deliveries';
  return (
    <Drawer opened={row !== null} onClose={onClose} title={title} position="right" size="xl">
      {row ? (
        <Stack gap="sm">
          <Text fz="sm" c="gray.7">
            {row.user.user_name} ({row.user.email}) · {deliveryPlan(row)}
          </Text>
          {row.deliveries.length > 0 ? (
            <DeliveryTable deliveries={row.deliveries} caption={title} viewer="admin" />
          ) : (
            <Text fz="sm" c="dimmed">
              Nothing delivered yet.
            </Text>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
