import { TECHNOLOGY_USE_LABELS, technologyUseLabel } from '@fin-atlas/domain';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useOfferings, useTechnographicVendors } from './api';
import { calendarDate } from './profile-format';
import { SectionState } from './SectionState';

/** Bank services offered today, by solution category. */
export function OfferingsSection({ institutionId }: { institutionId: number }) {
  const query = useOfferings(institutionId);
  const data = query.data;
  return (
    <SectionState
      isPending={query.isPending}
      error={query.error}
      isEmpty={!data || data.categories.length === 0}
      emptyText="No offerings on record."
    >
      {data ? (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {data.offered} services offered; {data.not_offered} known not offered.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.categories.map((c) => (
              <Stack key={c.category} gap={4}>
                <Text fw={600} fz="sm">
                  {c.category}
                </Text>
                <Group gap={6}>
                  {c.services.map((s) => (
                    <Badge
                      key={s.solution_id}
                      variant={s.has_service ? 'light' : 'default'}
                      tt="none"
                      title={s.has_service ? 'Offered' : TECHNOLOGY_USE_LABELS.no_service}
                    >
                      {s.has_service
                        ? s.name
                        : `${s.name} (${TECHNOLOGY_USE_LABELS.no_service.toLowerCase()})`}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </SectionState>
  );
}

/** The vendor and product behind each service, and since when. */
export function TechnographicVendorsSection({ institutionId }: { institutionId: number }) {
  const query = useTechnographicVendors(institutionId);
  const rows = query.data?.rows ?? [];
  return (
    <SectionState
      isPending={query.isPending}
      error={query.error}
      isEmpty={rows.length === 0}
      emptyText="No technographic vendors on record."
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label="Technographic vendors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Vendor</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.solution_id}>
                <Table.Td>{r.service}</Table.Td>
                <Table.Td>{r.category}</Table.Td>
                <Table.Td>{technologyUseLabel(r.use, r.vendor)}</Table.Td>
                <Table.Td>{r.product ?? '—'}</Table.Td>
                <Table.Td>{calendarDate(r.since)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionState>
  );
}
