import { SUBSCRIPTION_DEFAULTS } from '@fin-atlas/domain';
import { Badge, Container, EmptyState, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../core/api/api-error';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useSubscriptions } from './api';

/** /user/subscriptions: the user's scheduled deliveries of saved queries and reports. */
export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const rows = subscriptions.data?.subscriptions ?? [];
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Subscriptions"
        description="Saved queries and reports delivered to you on a schedule."
      />
      <Stack gap="md">
        <ListState
          isPending={subscriptions.isPending}
          isFetching={false}
          errorText={subscriptions.isError ? errorMessage(subscriptions.error) : null}
          isEmpty={false}
          emptyTitle=""
        >
          {rows.length === 0 ? (
            <EmptyState
              title="You have no subscriptions yet"
              description={
                <Text fz="sm" c="gray.7" maw={520} mx="auto">
                  Subscribe to a saved FIN Query or a report and it is delivered to you{' '}
                  {SUBSCRIPTION_DEFAULTS.schedule} as a link in the app, in{' '}
                  {SUBSCRIPTION_DEFAULTS.deliveryFormat.toUpperCase()}, unless you choose otherwise. Your
                  subscriptions will be listed here.
                </Text>
              }
              py="xl"
            />
          ) : (
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Delivers</Table.Th>
                  <Table.Th>Schedule</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                  <Table.Th>Format</Table.Th>
                  <Table.Th>Since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      {s.advanced_query_id ? `Saved query #${s.advanced_query_id}` : `Report #${s.report_id}`}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{s.schedule}</Badge>
                    </Table.Td>
                    <Table.Td>{s.delivery_mode.replace(/_/g, ' ')}</Table.Td>
                    <Table.Td>{s.delivery_format.toUpperCase()}</Table.Td>
                    <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ListState>
      </Stack>
    </Container>
  );
}
