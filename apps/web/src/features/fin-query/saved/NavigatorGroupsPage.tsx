import type { NavigatorGroup } from '@fin-atlas/domain';
import { Button, Group, Modal, Stack, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { NavigatorConsole } from '../../admin';
import { useNavigatorGroups, useUpdateNavigatorGroup } from './api';
import { saveFailureText } from './save-failure';

function RenameModal({ group, onClose }: { group: NavigatorGroup | null; onClose: () => void }) {
  const update = useUpdateNavigatorGroup();
  const [name, setName] = useState(group?.name ?? '');
  const submit = async () => {
    if (!group || name.trim() === '') return;
    try {
      await update.mutateAsync({ id: group.id, body: { name } });
      notifySuccess('Query renamed.');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  const failure = update.isError ? saveFailureText(update.error) : null;
  return (
    <Modal opened={group !== null} onClose={onClose} title="Rename query" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={255}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={name.trim() === ''}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function NavigatorTable({
  groups,
  onRename,
}: {
  groups: NavigatorGroup[];
  onRename: (g: NavigatorGroup) => void;
}) {
  const update = useUpdateNavigatorGroup();
  const toggle = async (group: NavigatorGroup, isGlobal: boolean) => {
    try {
      await update.mutateAsync({ id: group.id, body: { is_global: isGlobal } });
      notifySuccess(
        isGlobal
          ? `“${group.name}” is offered to everyone.`
          : `“${group.name}” is no longer a navigator query.`,
      );
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">Navigator queries</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Query</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th ta="right">Institutions</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Navigator</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td maw={320}>
                <Text fz="sm" fw={600}>
                  {g.name}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {g.query_type === 'mortgage' ? 'Mortgage lender query' : 'Prospect query'}
                  {g.description ? ` · ${g.description}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{g.owner.user_name}</Text>
                <Text fz="xs" c="dimmed">
                  {g.owner.email}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {g.member_count === null ? 'Cannot run' : g.member_count.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td>{formatDateTime(g.updated_at)}</Table.Td>
              <Table.Td>
                <Switch
                  checked={g.is_global}
                  onChange={(e) => void toggle(g, e.currentTarget.checked)}
                  disabled={update.isPending}
                  aria-label={`${g.name} is a navigator query`}
                />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onRename(g)}
                  aria-label={`Rename ${g.name}`}
                >
                  Rename
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * FIN Admin: the navigator queries every user is offered as ready-made queries and FI groups, with
 * their owner and how many institutions they match today; any saved query can be found and marked.
 */
export function NavigatorGroupsPage() {
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const list = useNavigatorGroups(search, all);
  const [renaming, setRenaming] = useState<NavigatorGroup | null>(null);
  const rows = list.data?.navigator_groups ?? [];
  return (
    <NavigatorConsole
      title="Navigator Groups"
      description="Saved queries offered to every user as ready-made queries and FI groups."
      noun={{ one: 'query', many: 'queries' }}
      everyLabel="Every saved query"
      search={search}
      onSearch={setSearch}
      all={all}
      onAll={setAll}
      list={list}
      rowCount={rows.length}
      dialogs={
        <RenameModal key={renaming?.id ?? 'none'} group={renaming} onClose={() => setRenaming(null)} />
      }
    >
      <NavigatorTable groups={rows} onRename={setRenaming} />
    </NavigatorConsole>
  );
}
