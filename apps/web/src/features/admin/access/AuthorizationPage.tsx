import { Container, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { groupTypeLabel } from '../module-labels';
import { useGroupGrants } from './api';
import { GroupGrantsEditor } from './GroupGrantsEditor';
import { RoleAbilityTable } from './RoleAbilityTable';

/**
 * /super_admin/authorization: the role and ability table of spec section 6, and each group's
 * purchased modules and enterprise permissions, edited with every change audited.
 */
export function AuthorizationPage() {
  const grants = useGroupGrants();
  const [params, setParams] = useSearchParams();
  const forbidden = useForbiddenRedirect(grants.error);
  if (forbidden) return null;
  const groups = grants.data?.groups ?? [];
  const chosen = groups.find((g) => String(g.id) === params.get('group'));
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Authorization"
        description="What each role may do, and what each group has bought. Grants hold for the group’s users from their next request; every change is recorded in User Edits."
      />
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="roles-heading">
          <Title order={2} fz="lg" id="roles-heading">
            Roles and abilities
          </Title>
          <RoleAbilityTable />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="grants-heading">
          <Title order={2} fz="lg" id="grants-heading">
            Module and permission grants
          </Title>
          <Text fz="sm" c="gray.7">
            A user holds what any of their groups holds: their client group, their user groups and, on a
            partner site, the partner’s group.
          </Text>
          {grants.isError ? <FormAlert>{errorMessage(grants.error)}</FormAlert> : null}
          <Select
            label="Group"
            placeholder={grants.isPending ? 'Loading groups…' : 'Choose a group'}
            searchable
            data={groups.map((g) => ({
              value: String(g.id),
              label: `${g.name} (${groupTypeLabel(g.group_type_id, g.group_type)})`,
            }))}
            value={chosen ? String(chosen.id) : null}
            onChange={(id) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (id) next.set('group', id);
                  else next.delete('group');
                  return next;
                },
                { replace: true },
              )
            }
            nothingFoundMessage="No group by that name"
            maw={520}
          />
          {chosen ? <GroupGrantsEditor key={chosen.id} group={chosen} /> : null}
        </Stack>
      </Stack>
    </Container>
  );
}
