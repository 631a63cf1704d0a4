import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  GROUP_FEATURE_KEYS,
  GROUP_FEATURES,
  type GroupFeature,
  type GroupFeatureRow,
} from '@fin-atlas/domain';
import { Anchor, Container, List, Stack, Switch, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { ListPager } from '../../../ui/TablePager';
import { useListParams } from '../../../ui/use-list-params';
import { useGroupFeatures, useSwitchFeature } from './api';

function FeatureSwitch({ group, feature }: { group: GroupFeatureRow; feature: GroupFeature }) {
  const switchFeature = useSwitchFeature();
  const on = group.features.includes(feature);
  const label = GROUP_FEATURES[feature].label;
  const toggle = async () => {
    try {
      await switchFeature.mutateAsync({ groupId: group.id, feature, enabled: !on });
      notifySuccess(`${label} ${on ? 'switched off' : 'switched on'} for ${group.name}.`);
    } catch (failure) {
      notifyError(failure);
    }
  };
  return (
    <Switch
      checked={on}
      onChange={() => void toggle()}
      disabled={switchFeature.isPending}
      aria-label={`${label} for ${group.name}`}
    />
  );
}

/** /super_admin/features: the domain's account features, switched per client group. */
export function FeaturesPage() {
  const [params, setParams] = useListParams(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE);
  const list = useGroupFeatures({ q: params.q || undefined, page: params.page, per_page: params.perPage });
  const forbidden = useForbiddenRedirect(list.error);
  if (forbidden) return null;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Features"
        description="Account controls a client asks for, switched per client group and honoured by every server within seconds. What a client buys is set at Authorization."
      />
      <Stack gap="md">
        <List spacing={4} fz="sm">
          {GROUP_FEATURE_KEYS.map((feature) => (
            <List.Item key={feature}>
              <Text span fw={600} fz="sm">
                {GROUP_FEATURES[feature].label}:
              </Text>{' '}
              {GROUP_FEATURES[feature].description}
            </List.Item>
          ))}
        </List>
        <Text fz="sm" c="dimmed">
          A single sign-on connection is registered for a client’s e-mail domain through the API (
          <code>POST /api/super_admin/sso_connections</code>). Every switch is recorded in{' '}
          <Anchor component={Link} to="/super_admin/user_edits" fz="sm">
            User Edits
          </Anchor>
          .
        </Text>
        <SearchField
          label="Search client groups"
          placeholder="Group name"
          value={params.q}
          onSearch={(q) => setParams({ q })}
        />
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={list.data?.groups.length === 0}
          emptyTitle={params.q ? 'No client group matches your search' : 'No client groups yet'}
        >
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label="Features by client group">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client group</Table.Th>
                  <Table.Th>Users</Table.Th>
                  {GROUP_FEATURE_KEYS.map((feature) => (
                    <Table.Th key={feature}>{GROUP_FEATURES[feature].label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list.data?.groups ?? []).map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/super_admin/group/${group.id}/edit`} fw={500} fz="sm">
                        {group.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{group.member_count}</Table.Td>
                    {GROUP_FEATURE_KEYS.map((feature) => (
                      <Table.Td key={feature}>
                        <FeatureSwitch group={group} feature={feature} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <ListPager total={list.data?.total} params={params} onChange={setParams} />
      </Stack>
    </Container>
  );
}
