import { Container, Stack } from '@mantine/core';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useDirectAccessDefaults, useDirectAccessOptions } from './api';
import { DirectAccessDefaultsForm } from './DirectAccessDefaultsForm';
import { useClientGroupChoice } from './use-client-group-choice';

/**
 * Single Click Defaults (client admin, /admin/direct_access_defaults): where the company's users land
 * in Advisor, Reporter and FIN Profile until they choose for themselves, from their next visit.
 */
export function DirectAccessDefaultsPage() {
  const choice = useClientGroupChoice();
  const defaults = useDirectAccessDefaults(choice.groupId, choice.ready);
  const options = useDirectAccessOptions(choice.groupId, choice.ready);
  const forbidden = useForbiddenRedirect(defaults.error ?? options.error);
  if (forbidden) return null;
  const failed = defaults.error ?? options.error;

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Single Click Defaults"
        description="The institution, peer group, report, span and set your users start with in Advisor, Reporter and FIN Profile, until they choose their own. Changes apply at their next visit."
      />
      <Stack gap="md">
        {choice.picker}
        {failed ? <FormAlert>{errorMessage(failed)}</FormAlert> : null}
        {choice.ready && (defaults.isPending || options.isPending) && !failed ? <PageLoader /> : null}
        {defaults.data && options.data ? (
          <DirectAccessDefaultsForm
            key={`${defaults.data.group.id}:${defaults.data.updated_at ?? ''}`}
            groupId={choice.groupId}
            defaults={defaults.data}
            options={options.data}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
