import { prefixValidationFailed } from '@fin-atlas/domain';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { wasHandledGlobally } from '../../core/api/global-errors';
import { notifySuccess } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { type Picked, RemoteMultiSelect, UserSelect } from './pickers';

/** An item of the source user's, offered for copying. */
export type CopySourceItem = { id: number; name: string; description: string | null };
/** What a copy console asks its server call for; each console names its items its own way. */
export type CopyRequest = {
  source_user_id: number;
  item_ids: number[];
  user_ids: number[];
  group_ids: number[];
};
/** One copy made: the receiver and the name the copy got. */
export type CopyMade = { id: number; user_name: string; name: string };

type CopyToUsersConsoleProps = {
  title: string;
  description: string;
  /** The items, plural and lower-case: 'queries', 'reports'. */
  items: string;
  /** The source user's items (null: no user chosen yet). */
  useSourceItems: (userId: number | null) => UseQueryResult<CopySourceItem[]>;
  useCopy: () => UseMutationResult<CopyMade[], Error, CopyRequest>;
};

/** Null when the global handler already told the user (401, 403, outages). */
function failureText(error: unknown): string | null {
  if (wasHandledGlobally(error)) return null;
  return isApiError(error, 422) ? prefixValidationFailed(errorMessage(error)) : errorMessage(error);
}

function SourceItems({
  result,
  items,
  chosen,
  onChange,
}: {
  result: UseQueryResult<CopySourceItem[]>;
  items: string;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  if (result.isPending) return <Skeleton height={80} aria-label={`Loading the user’s ${items}`} />;
  if (result.isError) return <FormAlert>{errorMessage(result.error)}</FormAlert>;
  if (result.data.length === 0) return <Text c="dimmed">This user has no saved {items}.</Text>;
  return (
    <Checkbox.Group
      label={`${items[0]?.toUpperCase()}${items.slice(1)} to copy`}
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Stack gap={6} mt="xs">
        {result.data.map((item) => (
          <Checkbox
            key={item.id}
            value={String(item.id)}
            label={item.name}
            description={item.description ?? undefined}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function CopiesTable({ copies, items }: { copies: CopyMade[]; items: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Copies made">
      <Title order={2} fz="md" mb="xs">
        {copies.length.toLocaleString('en-US')} {copies.length === 1 ? 'copy' : 'copies'} made
      </Title>
      <Table.ScrollContainer minWidth={480} mah={360}>
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Name of the copy ({items})</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {copies.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.user_name}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * A FIN Admin copy console: chosen items of one user copied to other users and to every user of
 * chosen groups. Each copy is the receiver's own; a name they already use gets " (copy)". The
 * server writes all copies or none.
 */
export function CopyToUsersConsole({
  title,
  description,
  items,
  useSourceItems,
  useCopy,
}: CopyToUsersConsoleProps) {
  const [source, setSource] = useState<Picked | null>(null);
  const [itemIds, setItemIds] = useState<number[]>([]);
  const [users, setUsers] = useState<Picked[]>([]);
  const [groups, setGroups] = useState<Picked[]>([]);
  const sourceItems = useSourceItems(source ? Number(source.value) : null);
  const copy = useCopy();
  const ready = source !== null && itemIds.length > 0 && (users.length > 0 || groups.length > 0);

  const submit = async () => {
    if (!source) return;
    try {
      const copies = await copy.mutateAsync({
        source_user_id: Number(source.value),
        item_ids: itemIds,
        user_ids: users.map((u) => Number(u.value)),
        group_ids: groups.map((g) => Number(g.value)),
      });
      notifySuccess(`${copies.length.toLocaleString('en-US')} ${items} copied.`);
    } catch {
      // Shown under the form.
    }
  };
  const failure = copy.isError ? failureText(copy.error) : null;

  return (
    <Container size="md" py="lg">
      <PageHeader title={title} description={description} />
      <Stack gap="lg">
        <UserSelect
          label="Copy from"
          value={source}
          onChange={(next) => {
            setSource(next);
            setItemIds([]);
            copy.reset();
          }}
        />
        {source ? (
          <SourceItems result={sourceItems} items={items} chosen={itemIds} onChange={setItemIds} />
        ) : null}
        <RemoteMultiSelect kind="users" label="Copy to users" value={users} onChange={setUsers} />
        <RemoteMultiSelect
          kind="groups"
          label="Copy to every user of groups"
          value={groups}
          onChange={setGroups}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={!ready} loading={copy.isPending}>
            Copy {items}
          </Button>
        </Group>
        {copy.data ? <CopiesTable copies={copy.data} items={items} /> : null}
      </Stack>
    </Container>
  );
}
