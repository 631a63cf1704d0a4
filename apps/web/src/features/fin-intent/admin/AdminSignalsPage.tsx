import { INTENT_LEVEL_LABELS, INTENT_LEVELS } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Container, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { TableScroller } from '../../../ui/table-scroller';
import { useAdminSignals } from '../api';
import { count } from '../figures';
import { ADMIN_ACTIONS_PATH, adminSignalEditPath, adminSignalViewPath, NEW_SIGNAL_ID } from '../paths';
import { RescoreButton } from './RescoreButton';

/** `/super_admin/signals`: every FIN Intent signal, active or not, with its counts; create and edit. */
export function AdminSignalsPage() {
  const signals = useAdminSignals();
  const forbidden = useForbiddenRedirect(signals.error);
  if (forbidden) return null;
  const rows = signals.data?.signals ?? [];
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Signals"
        description={
          <>
            FIN Intent signals: the weighted evidence that places an institution at a research level. What
            happens when one reaches a level is set under{' '}
            <Anchor component={Link} to={ADMIN_ACTIONS_PATH} inherit>
              Actions
            </Anchor>
            .
          </>
        }
        actions={
          <>
            <RescoreButton />
            <Button component={Link} to={adminSignalEditPath(NEW_SIGNAL_ID)}>
              New signal
            </Button>
          </>
        }
      />
      <ListState
        isPending={signals.isPending}
        isFetching={signals.isFetching && !signals.isPending}
        errorText={signals.isError ? errorMessage(signals.error) : null}
        isEmpty={rows.length === 0}
        emptyTitle="No signals yet"
        emptyDescription="Create the first signal: a solution, the elements that show research, and the thresholds of each level."
      >
        <TableScroller label="Signals" maxHeight="none">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="admin-signals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Signal</Table.Th>
                <Table.Th scope="col">Solution</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" ta="right">
                  Elements
                </Table.Th>
                {INTENT_LEVELS.map((level) => (
                  <Table.Th key={level} scope="col" ta="right">
                    {INTENT_LEVEL_LABELS[level]}
                  </Table.Th>
                ))}
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((signal) => (
                <Table.Tr key={signal.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminSignalViewPath(signal.id)} fw={700}>
                      {signal.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{signal.solution?.name ?? 'Any solution'}</Table.Td>
                  <Table.Td>
                    <Badge color={signal.is_active ? 'teal' : 'gray'} variant="light">
                      {signal.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{signal.elements.filter((e) => !e.deleted).length}</Table.Td>
                  {INTENT_LEVELS.map((level) => (
                    <Table.Td key={level} ta="right">
                      {count(signal.counts[level])}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        component={Link}
                        to={adminSignalEditPath(signal.id)}
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${signal.name}`}
                      >
                        Edit
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </ListState>
      <Text fz="xs" c="dimmed" mt="sm">
        Counts are institutions at each level at the latest scored quarter. Changes to a signal take effect at
        the next scoring: after a data load, or when you rescore.
      </Text>
    </Container>
  );
}
