import { Text } from '@mantine/core';
import { formatDateTime } from '../../../ui/format';
import { useNameOverrides } from './api';
import { ChangedBy } from './ChangedBy';
import { InstitutionContentConsole } from './InstitutionContentConsole';
import { NameEditor } from './NameEditor';

/** /super_admin/update_fi_name: display names that every regulator load keeps. */
export function UpdateFiNamePage() {
  return (
    <InstitutionContentConsole
      title="Update FI Name"
      description="Correct the name users see for an institution. The correction survives every regulator load; removing it shows the regulator's name again."
      prompt="Find an institution to see its names and set the one users see."
      editor={(id) => <NameEditor institutionId={id} />}
      list={{
        title: 'Display-name overrides',
        searchLabel: 'Search overrides',
        useRows: useNameOverrides,
        rowsOf: (data) => ({ rows: data.overrides, total: data.total }),
        columns: ['Display name', "Regulator's name", 'Changed'],
        emptyTitle: { searching: 'No override matches', empty: 'No display name overridden yet' },
        cells: (row) => [
          <div key="display">
            <Text fz="sm" fw={500}>
              {row.override?.display_name}
            </Text>
            {row.override?.reason ? (
              <Text fz="xs" c="dimmed">
                {row.override.reason}
              </Text>
            ) : null}
          </div>,
          row.override?.regulator_name,
          <ChangedBy
            key="changed"
            at={formatDateTime(row.override?.updated_at)}
            by={row.override?.updated_by}
          />,
        ],
      }}
    />
  );
}
