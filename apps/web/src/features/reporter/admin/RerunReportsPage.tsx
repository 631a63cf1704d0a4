import type { RerunReportsBodyInput, StaleRunGroup } from '@fin-atlas/domain';
import {
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { ListState } from '../../../ui/ListState';
import { PageHeader } from '../../../ui/PageHeader';
import { useRerunReports, useRerunRuns, useStaleRuns } from './api';

const rowKey = (g: StaleRunGroup) => `${g.report_id}:${g.group?.id ?? 0}`;
const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function StaleTable({
  groups,
  chosen,
  onChosen,
}: {
  groups: StaleRunGroup[];
  chosen: Set<string>;
  onChosen: (next: Set<string>) => void;
}) {
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChosen(next);
  };
  const allChosen = groups.length > 0 && groups.every((g) => chosen.has(rowKey(g)));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">Stored runs on older data</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Choose every row"
                checked={allChosen}
                indeterminate={!allChosen && chosen.size > 0}
                onChange={(e) => onChosen(e.currentTarget.checked ? new Set(groups.map(rowKey)) : new Set())}
              />
            </Table.Th>
            <Table.Th>Report</Table.Th>
            <Table.Th>Client group</Table.Th>
            <Table.Th ta="right">Stale runs</Table.Th>
            <Table.Th>Last run</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={rowKey(g)}>
              <Table.Td>
                <Checkbox
                  aria-label={`Rerun ${g.report_name} for ${g.group?.name ?? 'users without a group'}`}
                  checked={chosen.has(rowKey(g))}
                  onChange={(e) => toggle(rowKey(g), e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td fw={600}>{g.report_name}</Table.Td>
              <Table.Td>{g.group?.name ?? <Text c="dimmed">No client group</Text>}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {g.stale_runs.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td>{formatDateTime(g.last_run_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const STATE_COLORS = { running: 'blue', done: 'green', failed: 'red' } as const;

/** The reruns just queued: each run's progress, then the outcome. */
function RerunBatch({
  runIds,
  remaining,
  onSettled,
}: {
  runIds: number[];
  remaining: number;
  onSettled: () => void;
}) {
  const runs = useRerunRuns(runIds);
  const rows = runs.data?.runs ?? [];
  const done = rows.filter((r) => r.state === 'done').length;
  const failed = rows.filter((r) => r.state === 'failed').length;
  const settled = rows.length > 0 && done + failed === rows.length;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Reruns">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {settled
            ? `Reruns finished: ${count(done, 'done', 'done')}${failed > 0 ? `, ${count(failed, 'failed', 'failed')}` : ''}`
            : `Rerunning ${count(runIds.length, 'run')}: ${done.toLocaleString('en-US')} done`}
        </Title>
        <Progress
          value={rows.length === 0 ? 0 : (100 * (done + failed)) / rows.length}
          aria-label="Reruns done"
        />
        {remaining > 0 ? (
          <Text fz="sm" c="dimmed">
            {count(remaining, 'stale run')} of your choice are left for the next rerun.
          </Text>
        ) : null}
        {runs.isError ? <FormAlert>{errorMessage(runs.error)}</FormAlert> : null}
        <Table.ScrollContainer minWidth={720} mah={360}>
          <Table fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>User</Table.Th>
                <Table.Th>Group</Table.Th>
                <Table.Th w={160}>Progress</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.report_name}</Table.Td>
                  <Table.Td>{r.user_name}</Table.Td>
                  <Table.Td>{r.group_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Progress
                      value={r.progress}
                      color={STATE_COLORS[r.state]}
                      aria-label={`${r.report_name} progress`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[r.state]} variant="light" mr={6}>
                      {r.state}
                    </Badge>
                    {r.state === 'done' ? null : r.status}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/**
 * FIN Admin (rerun_reports): after a data load, the stored report runs computed on older data, per
 * report and client group. Rerunning queues report jobs (a bounded batch per request) whose progress
 * and outcome show here; each owner then opens the fresh run at once.
 */
export function RerunReportsPage() {
  const stale = useStaleRuns();
  const rerun = useRerunReports();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [batch, setBatch] = useState<{ runIds: number[]; remaining: number } | null>(null);
  const data = stale.data;
  const groups = data?.groups ?? [];
  const { refetch } = stale;
  const refreshStale = useCallback(() => void refetch(), [refetch]);

  const start = async (body: RerunReportsBodyInput) => {
    try {
      const result = await rerun.mutateAsync(body);
      setBatch({ runIds: result.run_ids, remaining: result.remaining });
      setChosen(new Set());
      notifySuccess(`${count(result.run_ids.length, 'run')} queued.`);
    } catch {
      // Shown above the list.
    }
  };
  const selections = groups
    .filter((g) => chosen.has(rowKey(g)))
    .map((g) => ({ report_id: g.report_id, group_id: g.group?.id ?? null }));

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Rerun Reports"
        description="Rerun stored reports computed before the latest data load, so users open current numbers."
      />
      <Stack gap="md">
        {data ? (
          <Text fz="sm">
            {data.data_loaded_at
              ? `Latest data load ${formatDateTime(data.data_loaded_at)} (version ${data.data_version}). `
              : 'No data load yet. '}
            {count(data.total, 'stored run')} {data.total === 1 ? 'was' : 'were'} computed on older data. At
            most {data.max_per_request} are rerun per request.
          </Text>
        ) : null}
        {rerun.isError ? <FormAlert>{errorMessage(rerun.error)}</FormAlert> : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={selections.length === 0}
            loading={rerun.isPending}
            onClick={() => void start({ selections })}
          >
            Rerun selected
          </Button>
          <Button
            disabled={groups.length === 0}
            loading={rerun.isPending}
            onClick={() => void start({ all: true })}
          >
            Rerun all
          </Button>
        </Group>
        {batch && batch.runIds.length > 0 ? (
          <RerunBatch
            key={batch.runIds.join(',')}
            runIds={batch.runIds}
            remaining={batch.remaining}
            onSettled={refreshStale}
          />
        ) : null}
        <ListState
          isPending={stale.isPending}
          isFetching={stale.isFetching && !stale.isPending}
          errorText={stale.isError ? errorMessage(stale.error) : null}
          isEmpty={groups.length === 0}
          emptyTitle="Every stored report is current"
          emptyDescription="No stored run was computed on data older than the latest load."
        >
          <StaleTable groups={groups} chosen={chosen} onChosen={setChosen} />
        </ListState>
      </Stack>
    </Container>
  );
}
