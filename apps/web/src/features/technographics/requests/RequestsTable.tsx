import type { CoverageRequest } from '@fin-atlas/domain';
import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../ui/format';
import { ScrollTable } from '../reports/ScrollTable';

const STATUS: Record<CoverageRequest['status'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue.9' },
  added: { label: 'Added', color: 'teal.9' },
  declined: { label: 'Declined', color: 'gray.7' },
};

type RequestsTableProps = {
  requests: readonly CoverageRequest[];
  /** FIN Admins see who asked and can answer open requests. */
  onAnswer?: (request: CoverageRequest) => void;
};

export function RequestsTable({ requests, onAnswer }: RequestsTableProps) {
  const admin = onAnswer !== undefined;
  return (
    <ScrollTable label="Coverage requests" minWidth={admin ? 960 : 760}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Asked</Table.Th>
            {admin ? <Table.Th scope="col">Requester</Table.Th> : null}
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Details</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Answer</Table.Th>
            {admin ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
              {admin ? (
                <Table.Td>
                  <Stack gap={0}>
                    <Text fz="sm">{r.requester.user_name}</Text>
                    <Text fz="xs" c="dimmed">
                      {r.requester.email}
                      {r.requester.company_name ? ` · ${r.requester.company_name}` : ''}
                    </Text>
                  </Stack>
                </Table.Td>
              ) : null}
              <Table.Td>{r.kind === 'vendor' ? 'Vendor' : 'Solution'}</Table.Td>
              <Table.Td fw={600}>{r.name}</Table.Td>
              <Table.Td maw={280}>
                <Text fz="sm" lineClamp={3} title={r.details}>
                  {r.details || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS[r.status].color}>{STATUS[r.status].label}</Badge>
              </Table.Td>
              <Table.Td maw={320}>
                {r.answer ? (
                  <Stack gap={0}>
                    <Text fz="sm">{r.answer}</Text>
                    <Text fz="xs" c="dimmed">
                      {[r.answered_by, formatDateTime(r.answered_at, '')].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Not answered yet
                  </Text>
                )}
              </Table.Td>
              {admin ? (
                <Table.Td>
                  {r.status === 'open' ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onAnswer(r)}
                      aria-label={`Answer ${r.name}`}
                    >
                      Answer
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
