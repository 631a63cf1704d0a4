import type { AdminSubscriptionRow } from '@fin-atlas/domain';
import { Drawer, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { useDeliveryHistory } from './api';
import { DeliveryTable } from './DeliveryTable';
import { deliveryPlan, targetName } from './labels';

/** A subscription's whole delivery history for a FIN Admin, with the files to download. */
export function DeliveryHistoryDrawer({
  row,
  onClose,
}: {
  row: AdminSubscriptionRow | null;
  onClose: () => void;
}) {
  const history = useDeliveryHistory(row?.id ?? null);
  const title = row ? `Deliveries of “${targetName(row)}”` : 'Deliveries';
  const deliveries = history.data?.deliveries ?? [];
  return (
    <Drawer opened={row !== null} onClose={onClose} title={title} position="right" size="xl">
      {row ? (
        <Stack gap="sm">
          <Text fz="sm" c="gray.7">
            {row.user.user_name} ({row.user.email}) · {deliveryPlan(row)}
          </Text>
          <ListState
            isPending={history.isPending}
            isFetching={false}
            errorText={history.isError ? errorMessage(history.error) : null}
            isEmpty={deliveries.length === 0}
            emptyTitle="Nothing delivered yet"
          >
            <DeliveryTable deliveries={deliveries} caption={title} viewer="admin" />
          </ListState>
        </Stack>
      ) : null}
    </Drawer>
  );
}
