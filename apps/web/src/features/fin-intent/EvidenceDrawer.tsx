import {
  INTENT_ELEMENT_KIND_LABELS,
  INTENT_LEVEL_LABELS,
  type IntentInstitutionEvidence,
  type IntentSignalDetail,
  quarterLabel,
} from '@fin-atlas/domain';
import { Badge, Drawer, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { formatDate } from '../../ui/format';
import { place } from '../institutions';
import { useInstitutionEvidence } from './api';
import { decimal, isDeletedName, score } from './figures';
import { LevelBadge } from './LevelBadge';
import { EVIDENCE_KIND_LABELS } from './labels';
import { ScoreHistoryChart } from './ScoreHistoryChart';

type EvidenceElement = IntentInstitutionEvidence['elements'][number];

/** One element's share of the score and the records that earned it. */
function ElementEvidence({ element }: { element: EvidenceElement }) {
  const deleted = isDeletedName(element.name);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={element.name}
      data-testid="evidence-element"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} fs={deleted ? 'italic' : undefined} c={deleted ? 'dimmed' : undefined}>
            {element.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {INTENT_ELEMENT_KIND_LABELS[element.kind]}
            {deleted ? ' · removed from the signal; its evidence is kept' : ''}
          </Text>
        </div>
        <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {decimal(element.points)} of {decimal(element.weight)} points
        </Text>
      </Group>
      {element.evidence.length === 0 ? (
        <Text fz="sm" c="dimmed" mt="xs">
          No records this quarter.
        </Text>
      ) : (
        <Table mt="xs" verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Record</Table.Th>
              <Table.Th scope="col">Detail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {element.evidence.map((item, i) => (
              <Table.Tr key={`${item.kind}-${item.ref_id ?? i}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.occurred_on)}</Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="default" radius="sm" mr={6} style={{ textTransform: 'none' }}>
                    {EVIDENCE_KIND_LABELS[item.kind]}
                  </Badge>
                  {item.label}
                </Table.Td>
                <Table.Td c="dimmed">{item.detail ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function EvidenceBody({
  data,
  thresholds,
}: {
  data: IntentInstitutionEvidence;
  thresholds: IntentSignalDetail['thresholds'] | null;
}) {
  const scored = [...data.elements].sort((a, b) => b.points - a.points);
  const withEvidence = scored.filter((e) => e.points > 0 || e.evidence.length > 0);
  const without = scored.filter((e) => e.points === 0 && e.evidence.length === 0);
  return (
    <Stack gap="md">
      <Group gap="lg">
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Score
          </Text>
          <Text fz="xl" fw={700} data-testid="evidence-score">
            {score(data.score)}
          </Text>
        </div>
        <LevelBadge level={data.level} />
      </Group>
      {data.history.length > 1 ? (
        <ScoreHistoryChart history={data.history} thresholds={thresholds} name={data.institution.name} />
      ) : null}
      <Text fz="xs" c="dimmed" data-testid="score-history">
        {data.history
          .map(
            (h) =>
              `${quarterLabel(h.period)}: ${score(h.score)}${h.level ? ` (${INTENT_LEVEL_LABELS[h.level]})` : ''}`,
          )
          .join(' · ')}
      </Text>
      <Title order={3} fz="md">
        What the score is made of
      </Title>
      {withEvidence.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No element found evidence for this institution this quarter.
        </Text>
      ) : null}
      {withEvidence.map((element) => (
        <ElementEvidence key={element.element_id} element={element} />
      ))}
      {without.length > 0 ? (
        <Text fz="sm" c="dimmed">
          No evidence for: {without.map((e) => e.name).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}

type EvidenceDrawerProps = {
  signalId: number;
  signal: IntentSignalDetail | undefined;
  institutionId: number | null;
  onClose: () => void;
};

/** An institution on the signal: its score, level and history, and the evidence of each element. */
export function EvidenceDrawer({ signalId, signal, institutionId, onClose }: EvidenceDrawerProps) {
  const [period, setPeriod] = useState<string | null>(null);
  const evidence = useInstitutionEvidence(signalId, institutionId, period ?? undefined);
  const data = evidence.data;
  const periods = (data?.history ?? []).map((h) => h.period).reverse();
  return (
    <Drawer
      opened={institutionId !== null}
      onClose={() => {
        setPeriod(null);
        onClose();
      }}
      position="right"
      size="xl"
      title={data?.institution.name ?? 'Evidence'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {evidence.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading evidence" />
        </Group>
      ) : null}
      {evidence.isError ? <FormAlert>{errorMessage(evidence.error)}</FormAlert> : null}
      {data ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed" mt={-8}>
            {place(data.institution)} · {data.signal.name}
          </Text>
          {periods.length > 1 ? (
            <Select
              label="Evidence as of"
              w={200}
              data={periods.map((p) => ({ value: p, label: quarterLabel(p) }))}
              value={period ?? data.period}
              onChange={(value) => setPeriod(value === periods[0] ? null : value)}
              allowDeselect={false}
            />
          ) : null}
          <EvidenceBody data={data} thresholds={signal?.thresholds ?? null} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
