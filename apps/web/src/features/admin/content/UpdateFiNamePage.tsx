import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { useListParams } from '../../../ui/use-list-params';
import { InstitutionTypeahead } from '../../institutions';
import { useNameOverrides } from './api';
import { ContentList } from './ContentList';
import { NameEditor } from './NameEditor';

/** /super_admin/update_fi_name: display names that every regulator load keeps. */
export function UpdateFiNamePage() {
  const [chosen, setChosen] = useState<number | null>(null);
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const overrides = useNameOverrides({
    q: params.q || undefined,
    page: params.page,
    per_page: params.perPage,
  });
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Update FI Name"
        description="Correct the name users see for an institution. The correction survives every regulator load; removing it shows the regulator's name again."
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <InstitutionTypeahead label="Institution" onPick={(hit) => setChosen(hit.id)} />
          {chosen !== null ? (
            <NameEditor key={chosen} institutionId={chosen} />
          ) : (
            <Text fz="sm" c="dimmed">
              Find an institution to see its names and set the one users see.
            </Text>
          )}
        </Stack>
        <ContentList
          title="Display-name overrides"
          searchLabel="Search overrides"
          params={params}
          setParams={setParams}
          query={overrides}
          errorText={overrides.isError ? errorMessage(overrides.error) : null}
          rows={overrides.data?.overrides}
          total={overrides.data?.total}
          columns={['Display name', "Regulator's name", 'Changed', '']}
          emptyTitle={{ searching: 'No override matches', empty: 'No display name overridden yet' }}
          renderRow={(row) => (
            <Table.Tr key={row.institution.id}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {row.override?.display_name}
                </Text>
                {row.override?.reason ? (
                  <Text fz="xs" c="dimmed">
                    {row.override.reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{row.override?.regulator_name}</Table.Td>
              <Table.Td>
                {formatDateTime(row.override?.updated_at)}
                {row.override?.updated_by ? (
                  <Text fz="xs" c="dimmed">
                    {row.override.updated_by}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="subtle" onClick={() => setChosen(row.institution.id)}>
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </SimpleGrid>
    </Container>
  );
}
