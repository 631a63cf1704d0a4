import type { CopyQueriesResult } from '@fin-atlas/domain';
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
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { useCopyQueries, useUserSavedQueries } from './api';
import { type Picked, RemoteMultiSelect, UserSelect } from './pickers';
import { saveFailureText } from './save-failure';

/** The source user's saved queries, each to tick for copying. */
function SourceQueries({
  userId,
  chosen,
  onChange,
}: {
  userId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const queries = useUserSavedQueries(userId);
  if (queries.isPending) return <Skeleton height={80} aria-label="Loading the user’s queries" />;
  if (queries.isError) return <FormAlert>{errorMessage(queries.error)}</FormAlert>;
  const rows = queries.data.saved_queries;
  if (rows.length === 0) return <Text c="dimmed">This user has no saved queries.</Text>;
  return (
    <Checkbox.Group
      label="Queries to copy"
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Stack gap={6} mt="xs">
        {rows.map((q) => (
          <Checkbox
            key={q.id}
            value={String(q.id)}
            label={q.name}
            description={[
              q.query_type === 'mortgage' ? 'Mortgage lender query' : 'Prospect query',
              q.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function CopiesTable({ result }: { result: CopyQueriesResult }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Copies made">
      <Title order={2} fz="md" mb="xs">
        {result.copies.length.toLocaleString('en-US')} {result.copies.length === 1 ? 'copy' : 'copies'} made
      </Title>
      <Table.ScrollContainer minWidth={480} mah={360}>
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Query name</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.copies.map((c) => (
              <Table.Tr key={c.query_id}>
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
 * FIN Admin: copy chosen saved queries of one user to other users and to every user of chosen
 * groups. Each copy is the receiver's own query; a name they already use gets " (copy)". Audited.
 */
export function CopyQueriesPage() {
  const [source, setSource] = useState<Picked | null>(null);
  const [queryIds, setQueryIds] = useState<number[]>([]);
  const [users, setUsers] = useState<Picked[]>([]);
  const [groups, setGroups] = useState<Picked[]>([]);
  const copy = useCopyQueries();
  const ready = source !== null && queryIds.length > 0 && (users.length > 0 || groups.length > 0);

  const submit = async () => {
    if (!source) return;
    try {
      const result = await copy.mutateAsync({
        source_user_id: Number(source.value),
        query_ids: queryIds,
        user_ids: users.map((u) => Number(u.value)),
        group_ids: groups.map((g) => Number(g.value)),
      });
      notifySuccess(`${result.copies.length.toLocaleString('en-US')} queries copied.`);
    } catch {
      // Shown under the form.
    }
  };
  const failure = copy.isError ? saveFailureText(copy.error) : null;

  return (
    <Container size="md" py="lg">
      <PageHeader
        title="Copy Queries"
        description="Copy a user’s saved queries to other users or to every user of a group."
      />
      <Stack gap="lg">
        <UserSelect
          label="Copy from"
          value={source}
          onChange={(next) => {
            setSource(next);
            setQueryIds([]);
            copy.reset();
          }}
        />
        {source ? (
          <SourceQueries userId={Number(source.value)} chosen={queryIds} onChange={setQueryIds} />
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
            Copy queries
          </Button>
        </Group>
        {copy.data ? <CopiesTable result={copy.data} /> : null}
      </Stack>
    </Container>
  );
}
