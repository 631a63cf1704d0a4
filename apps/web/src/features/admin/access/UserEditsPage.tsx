import {
  USER_EDIT_ACTION_LABELS,
  USER_EDIT_ACTIONS,
  type UserEditAction,
  type UserEditRow,
} from '@fin-atlas/domain';
import { Anchor, Container, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useForbiddenRedirect } from '../../../core/api/use-forbidden-redirect';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { ListPager } from '../../../ui/TablePager';
import { adminPageParams, useFilterParams } from '../../../ui/use-filter-params';
import { useUserEdits } from './api';
import { DateFilter, dateParam } from './date-filter';
import { describeEditDetails } from './edit-details';

const ACTION_OPTIONS = USER_EDIT_ACTIONS.map((value) => ({ value, label: USER_EDIT_ACTION_LABELS[value] }));

function TargetCell({ target }: { target: UserEditRow['target'] }) {
  const kind = target.type === 'user' ? 'User' : 'Group';
  const path = target.type === 'user' ? 'user' : 'group';
  if (target.id === null) return <Text fz="sm">{kind}</Text>;
  if (target.label === null) return <Text fz="sm" c="dimmed">{`${kind} ${target.id} (deleted)`}</Text>;
  return (
    <Anchor component={Link} to={`/super_admin/${path}/${target.id}/edit`} fz="sm">
      {target.label}
    </Anchor>
  );
}

function EditRow({ entry }: { entry: UserEditRow }) {
  const details = describeEditDetails(entry.details);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Table.Td>
      <Table.Td>{USER_EDIT_ACTION_LABELS[entry.action]}</Table.Td>
      <Table.Td>
        <TargetCell target={entry.target} />
      </Table.Td>
      <Table.Td>{entry.actor?.email ?? '—'}</Table.Td>
      <Table.Td>{entry.impersonator?.email ?? '—'}</Table.Td>
      <Table.Td maw={380}>
        <Text fz="xs" c="gray.7" lineClamp={3} title={details}>
          {details || '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** /super_admin/user_edits: who changed which user or group, when and what, from the audit log. */
export function UserEditsPage() {
  const [params, update] = useFilterParams();
  const query = {
    actor: params.get('actor') || undefined,
    target: params.get('target') || undefined,
    action: USER_EDIT_ACTIONS.find((a) => a === params.get('action')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    ...adminPageParams(params),
  };
  const edits = useUserEdits(query);
  const forbidden = useForbiddenRedirect(edits.error);
  if (forbidden) return null;
  const filtered = Boolean(query.actor || query.target || query.action || query.from || query.to);
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="User Edits"
        description="Who changed which user or group, when, and what: accounts, groups, memberships, roles, purchased modules, permissions and features."
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchField
            label="Changed by"
            placeholder="Admin e-mail or name"
            value={query.actor ?? ''}
            onSearch={(actor) => update({ actor })}
          />
          <SearchField
            label="User or group"
            placeholder="E-mail, name or group"
            value={query.target ?? ''}
            onSearch={(target) => update({ target })}
          />
          <Select
            label="Change"
            placeholder="Every change"
            data={ACTION_OPTIONS}
            value={query.action ?? null}
            onChange={(action) => update({ action: (action as UserEditAction | null) ?? undefined })}
            clearable
            w={240}
          />
          <DateFilter label="From" value={query.from} onChange={(from) => update({ from })} />
          <DateFilter label="To" value={query.to} onChange={(to) => update({ to })} />
        </Group>
        <ListState
          isPending={edits.isPending}
          isFetching={edits.isFetching && !edits.isPending}
          errorText={edits.isError ? errorMessage(edits.error) : null}
          isEmpty={edits.data?.entries.length === 0}
          emptyTitle={filtered ? 'No change matches these filters' : 'No user or group has been changed yet'}
        >
          <Table.ScrollContainer minWidth={1000}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label="User edits">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>User or group</Table.Th>
                  <Table.Th>Changed by</Table.Th>
                  <Table.Th>Impersonated by</Table.Th>
                  <Table.Th>What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(edits.data?.entries ?? []).map((entry) => (
                  <EditRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <ListPager total={edits.data?.total} query={query} onChange={update} />
      </Stack>
    </Container>
  );
}
