import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { Button, Container, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { formatDateTime, formatFileSize } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { useListParams } from '../../../ui/use-list-params';
import { InstitutionLogo, InstitutionTypeahead } from '../../institutions';
import { useInstitutionLogos } from './api';
import { ContentList } from './ContentList';
import { LogoEditor } from './LogoEditor';
import { LOGO_TYPE_NAMES } from './labels';

/** /super_admin/upload_logo: institution logos shown in place of the generated monograms. */
export function UploadLogoPage() {
  const [chosen, setChosen] = useState<number | null>(null);
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const logos = useInstitutionLogos({
    q: params.q || undefined,
    page: params.page,
    per_page: params.perPage,
  });
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Upload Logo"
        description="An institution's logo replaces its generated monogram wherever FIN Atlas shows it, and at its public image address."
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <InstitutionTypeahead label="Institution" onPick={(hit) => setChosen(hit.id)} />
          {chosen !== null ? (
            <LogoEditor key={chosen} institutionId={chosen} />
          ) : (
            <Text fz="sm" c="dimmed">
              Find an institution to see its logo and upload a new one.
            </Text>
          )}
        </Stack>
        <ContentList
          title="Uploaded logos"
          searchLabel="Search institutions with a logo"
          params={params}
          setParams={setParams}
          query={logos}
          errorText={logos.isError ? errorMessage(logos.error) : null}
          rows={logos.data?.logos}
          total={logos.data?.total}
          columns={['Institution', 'Image', 'Uploaded', '']}
          emptyTitle={{ searching: 'No uploaded logo matches', empty: 'No logo uploaded yet' }}
          renderRow={(row) => (
            <Table.Tr key={row.institution.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <InstitutionLogo
                    id={row.institution.id}
                    name={row.institution.name}
                    size={28}
                    version={row.logo?.sha256}
                  />
                  <div>
                    <Text fz="sm" fw={500}>
                      {row.institution.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {[row.institution.city, row.institution.state].filter(Boolean).join(', ')}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                {row.logo
                  ? `${LOGO_TYPE_NAMES[row.logo.content_type]}, ${formatFileSize(row.logo.byte_size)}`
                  : '—'}
              </Table.Td>
              <Table.Td>
                {formatDateTime(row.logo?.updated_at)}
                {row.logo?.updated_by ? (
                  <Text fz="xs" c="dimmed">
                    {row.logo.updated_by}
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
