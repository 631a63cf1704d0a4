import { Group, Text } from '@mantine/core';
import { formatDateTime, formatFileSize } from '../../../ui/format';
import { InstitutionLogo } from '../../institutions';
import { useInstitutionLogos } from './api';
import { ChangedBy } from './ChangedBy';
import { InstitutionContentConsole } from './InstitutionContentConsole';
import { LogoEditor } from './LogoEditor';
import { LOGO_TYPE_NAMES } from './labels';

/** /super_admin/upload_logo: institution logos shown in place of the generated monograms. */
export function UploadLogoPage() {
  return (
    <InstitutionContentConsole
      title="Upload Logo"
      description="An institution's logo replaces its generated monogram wherever FIN Atlas shows it, and at its public image address."
      prompt="Find an institution to see its logo and upload a new one."
      editor={(id) => <LogoEditor institutionId={id} />}
      list={{
        title: 'Uploaded logos',
        searchLabel: 'Search institutions with a logo',
        useRows: useInstitutionLogos,
        rowsOf: (data) => ({ rows: data.logos, total: data.total }),
        columns: ['Institution', 'Image', 'Uploaded'],
        emptyTitle: { searching: 'No uploaded logo matches', empty: 'No logo uploaded yet' },
        cells: (row) => [
          <Group key="institution" gap="sm" wrap="nowrap">
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
          </Group>,
          row.logo ? `${LOGO_TYPE_NAMES[row.logo.content_type]}, ${formatFileSize(row.logo.byte_size)}` : '—',
          <ChangedBy key="uploaded" at={formatDateTime(row.logo?.updated_at)} by={row.logo?.updated_by} />,
        ],
      }}
    />
  );
}
