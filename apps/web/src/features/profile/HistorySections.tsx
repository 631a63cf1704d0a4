import { Badge, Table, Text } from '@mantine/core';
import { useEnforcementActions, useMergerHistory } from './api';
import { calendarDate, dollars } from './profile-format';
import { SectionState } from './SectionState';

const KIND_LABELS: Readonly<Record<string, string>> = {
  merger: 'Merger',
  failure: 'Failure',
  other: 'Structure change',
};

/** Mergers, acquisitions, failures and name changes the institution took part in. */
export function MergerHistorySection({ institutionId }: { institutionId: number }) {
  const query = useMergerHistory(institutionId);
  const events = query.data?.events ?? [];
  return (
    <SectionState
      isPending={query.isPending}
      error={query.error}
      isEmpty={events.length === 0}
      emptyText="No mergers or structure changes on record."
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Merger history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Counterpart</Table.Th>
              <Table.Th>Description</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{calendarDate(e.date)}</Table.Td>
                <Table.Td>{KIND_LABELS[e.kind] ?? e.kind}</Table.Td>
                <Table.Td>
                  {e.role === 'acquirer' ? (e.kind === 'merger' ? 'Acquirer' : 'Institution') : 'Acquired'}
                </Table.Td>
                <Table.Td>{e.counterpart.name ?? '—'}</Table.Td>
                <Table.Td>{e.description ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionState>
  );
}

/** Formal enforcement actions, newest first. */
export function EnforcementActionsSection({ institutionId }: { institutionId: number }) {
  const query = useEnforcementActions(institutionId);
  const actions = query.data?.actions ?? [];
  return (
    <SectionState
      isPending={query.isPending}
      error={query.error}
      isEmpty={actions.length === 0}
      emptyText="No enforcement actions on record."
    >
      {actions.some((a) => a.is_demo) ? (
        <Text fz="xs" c="dimmed" mb="xs">
          Demo data: these actions are fictional.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Enforcement actions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Initiated</Table.Th>
              <Table.Th>Agency</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Docket</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Penalty</Table.Th>
              <Table.Th>Summary</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{calendarDate(a.initiated_on)}</Table.Td>
                <Table.Td>{a.agency}</Table.Td>
                <Table.Td>
                  {a.url ? (
                    <a href={a.url} target="_blank" rel="noreferrer">
                      {a.action_type}
                    </a>
                  ) : (
                    a.action_type
                  )}
                </Table.Td>
                <Table.Td>{a.docket_number ?? '—'}</Table.Td>
                <Table.Td>
                  {a.status === 'active' ? (
                    <Badge color="red" variant="light">
                      Active
                    </Badge>
                  ) : (
                    <Text fz="sm">Terminated {calendarDate(a.terminated_on)}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{dollars(a.penalty_amount)}</Table.Td>
                <Table.Td>{a.summary ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionState>
  );
}
