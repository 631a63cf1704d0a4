import {
  type DataScoringResponse,
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  NOT_AVAILABLE,
} from '@fin-atlas/domain';
import { Badge, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { type Picked, RemoteSelect } from '../admin';
import { useDataScoring } from './api';
import { accuracyFigures } from './figures';

type LevelCounts = Record<string, number>;

/** The three intent levels as header cells, and one row's counts under them. */
const LevelHeaders = () =>
  INTENT_LEVELS.map((level) => (
    <Table.Th key={level} ta="right">
      {INTENT_LEVEL_LABELS[level]}
    </Table.Th>
  ));

const LevelCells = ({ counts }: { counts: LevelCounts }) =>
  INTENT_LEVELS.map((level) => (
    <Table.Td key={level} ta="right">
      {(counts[level] ?? 0).toLocaleString('en-US')}
    </Table.Td>
  ));

const rate = (x: number | null) => (x === null ? NOT_AVAILABLE : `${(x * 100).toFixed(1)}%`);
const lift = (x: number | null) => (x === null ? NOT_AVAILABLE : `${x.toFixed(2)}×`);

function VendorFitTable({ rows }: { rows: DataScoringResponse['vendor_fit'] }) {
  return (
    <Table fz="sm" striped withTableBorder aria-label="VendorFit accuracy by solution">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Solution</Table.Th>
          <Table.Th ta="right">Products</Table.Th>
          <Table.Th ta="right">Clients</Table.Th>
          <Table.Th ta="right">Held-out Switches</Table.Th>
          <Table.Th ta="right">Top-1 (Baseline)</Table.Th>
          <Table.Th ta="right">Top-3 (Baseline)</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Fitted</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => {
          const f = s.evaluation ? accuracyFigures(s.evaluation) : null;
          const beats = s.evaluation ? s.evaluation.top3 > s.evaluation.baseline_top3 : null;
          return (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td ta="right">{s.products}</Table.Td>
              <Table.Td ta="right">{s.clients.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{s.evaluation?.holdout ?? NOT_AVAILABLE}</Table.Td>
              <Table.Td ta="right">{f ? `${f.top1} (${f.baselineTop1})` : NOT_AVAILABLE}</Table.Td>
              <Table.Td ta="right">{f ? `${f.top3} (${f.baselineTop3})` : NOT_AVAILABLE}</Table.Td>
              <Table.Td>
                {s.status === 'measured' ? (
                  <Badge color={beats ? 'teal' : 'orange'} variant="light">
                    {beats ? 'Beats baseline' : 'Below baseline'}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Too few switches
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(s.fitted_at)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function IntentTable({ rows }: { rows: DataScoringResponse['fin_intent'] }) {
  return (
    <Table fz="sm" striped withTableBorder aria-label="FIN Intent lift by signal">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Signal</Table.Th>
          <Table.Th>Solution</Table.Th>
          <LevelHeaders />
          <Table.Th ta="right">Cohort</Table.Th>
          <Table.Th ta="right">In-depth Switch Rate</Table.Th>
          <Table.Th ta="right">Base Rate</Table.Th>
          <Table.Th ta="right">Lift</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.signal.id}>
            <Table.Td>{r.signal.name}</Table.Td>
            <Table.Td>{r.solution?.name ?? '—'}</Table.Td>
            <LevelCells counts={r.counts} />
            <Table.Td ta="right">{r.cohort.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">{rate(r.in_depth_switch_rate)}</Table.Td>
            <Table.Td ta="right">{rate(r.base_switch_rate)}</Table.Td>
            <Table.Td ta="right">{lift(r.lift)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RunsTable({ rows }: { rows: DataScoringResponse['runs'] }) {
  return (
    <Table fz="sm" striped withTableBorder aria-label="Recent model runs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Model</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Period</Table.Th>
          <Table.Th>Started</Table.Th>
          <Table.Th>Finished</Table.Th>
          <Table.Th>Error</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.model}-${r.started_at}`}>
            <Table.Td>{r.model}</Table.Td>
            <Table.Td>{r.status}</Table.Td>
            <Table.Td>{r.period ?? '—'}</Table.Td>
            <Table.Td>{formatDateTime(r.started_at)}</Table.Td>
            <Table.Td>{formatDateTime(r.finished_at)}</Table.Td>
            <Table.Td>{r.error ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function GroupCounts({ group }: { group: NonNullable<DataScoringResponse['group']> }) {
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {group.name}: {group.listed_institutions.toLocaleString('en-US')} institutions on the group's CRM
        lists.
      </Text>
      <Table fz="sm" striped withTableBorder aria-label={`Intent levels of ${group.name}'s institutions`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Signal</Table.Th>
            <LevelHeaders />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.signals.map((s) => (
            <Table.Tr key={s.signal.id}>
              <Table.Td>{s.signal.name}</Table.Td>
              <LevelCells counts={s.counts} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * `/super_admin/data_scoring` (FIN Admin): how the predictive models did against what really
 * happened: VendorFit's accuracy on held-out switches against the asset-band baseline per solution,
 * each FIN Intent signal's switch lift, the latest model runs, and optionally one client group's
 * listed institutions by intent level.
 */
export function DataScoringPage() {
  const [group, setGroup] = useState<Picked | null>(null);
  const scoring = useDataScoring(group ? Number(group.value) : null);
  const data = scoring.data;
  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Data Scoring"
        description="How VendorFit and FIN Intent predicted what institutions really did: accuracy and lift against the obvious baselines."
      />
      <RemoteSelect kind="groups" label="Client group (optional)" value={group} onChange={setGroup} />
      {scoring.error ? (
        <FormAlert>{errorMessage(scoring.error)}</FormAlert>
      ) : !data ? (
        <Skeleton height={240} mt="md" aria-label="Loading data scoring" />
      ) : (
        <Stack gap="xl" mt="md">
          <Stack gap="xs" component="section" aria-label="VendorFit">
            <Title order={2} fz="lg">
              VendorFit: held-out switches
            </Title>
            <Text fz="sm" c="dimmed">
              Institutions that switched the solution in the last two years, predicted from data before the
              switch; the baseline is the most common product for their asset band and FI type.
            </Text>
            {data.vendor_fit.length ? (
              <VendorFitTable rows={data.vendor_fit} />
            ) : (
              <Text fz="sm">No model fitted yet.</Text>
            )}
          </Stack>
          <Stack gap="xs" component="section" aria-label="FIN Intent">
            <Title order={2} fz="lg">
              FIN Intent: switches after in-depth research
            </Title>
            <Text fz="sm" c="dimmed">
              Share of institutions at in-depth research that switched within four quarters, against the base
              switch rate.
            </Text>
            {data.fin_intent.length ? (
              <IntentTable rows={data.fin_intent} />
            ) : (
              <Text fz="sm">No signal scored yet.</Text>
            )}
          </Stack>
          {data.group ? (
            <Stack gap="xs" component="section" aria-label="Client group">
              <Title order={2} fz="lg">
                Client group
              </Title>
              <GroupCounts group={data.group} />
            </Stack>
          ) : null}
          <Stack gap="xs" component="section" aria-label="Model runs">
            <Title order={2} fz="lg">
              Recent model runs
            </Title>
            {data.runs.length ? <RunsTable rows={data.runs} /> : <Text fz="sm">No run recorded yet.</Text>}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
