import { Container, Stack } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { AppConfigField } from './AppConfigField';
import { useAppConfigs } from './api';

/** /super_admin/app_configs: runtime settings in force on every server within seconds, no restart. */
export function AppConfigsPage() {
  const configs = useAppConfigs();
  const forbidden = useForbiddenRedirect(configs.error);
  if (forbidden) return null;
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="App Configs"
        description="Settings every server reads within seconds of a change, without a restart. Each change is recorded in the audit log."
      />
      <ListState
        isPending={configs.isPending}
        isFetching={false}
        errorText={configs.isError ? errorMessage(configs.error) : null}
        isEmpty={false}
        emptyTitle="No settings"
      >
        <Stack gap="md">
          {(configs.data?.configs ?? []).map((row) => (
            <AppConfigField key={row.key} row={row} />
          ))}
        </Stack>
      </ListState>
    </Container>
  );
}
