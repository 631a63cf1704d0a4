import {
  INTENT_ELEMENT_KIND_LABELS,
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  INTENT_SCORE_MAX,
  type IntentSignalDetail,
  quarterLabel,
} from '@fin-atlas/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { elementInWords } from './element-words';
import { count, decimal, elementName } from './figures';
import { LevelBadge } from './LevelBadge';
import { LevelHistoryChart } from './LevelHistoryChart';

const THRESHOLD_KEYS = {
  early_research: 'early',
  active_research: 'active',
  in_depth_research: 'in_depth',
} as const;

function Thresholds({ signal }: { signal: IntentSignalDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="signal-thresholds">
      {INTENT_LEVELS.map((level) => (
        <Paper key={level} withBorder radius="md" p="sm">
          <LevelBadge level={level} />
          <Text fz="sm" mt={6}>
            From <b>{decimal(signal.thresholds[THRESHOLD_KEYS[level]])}</b> of {INTENT_SCORE_MAX} points
          </Text>
          <Text fz="xs" c="dimmed">
            {count(signal.counts[level])} institutions now
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The elements, their weights (and share of the whole) and what each looks for, in words. */
function ElementsTable({ signal }: { signal: IntentSignalDetail }) {
  const live = signal.elements.filter((e) => !e.deleted);
  const totalWeight = live.reduce((sum, e) => sum + e.weight, 0);
  return (
    <Table verticalSpacing="sm" data-testid="signal-elements">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Element</Table.Th>
          <Table.Th scope="col">Evidence</Table.Th>
          <Table.Th scope="col" ta="right">
            Weight
          </Table.Th>
          <Table.Th scope="col">What it looks for</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {signal.elements.map((element) => (
          <Table.Tr key={element.id} data-deleted={element.deleted || undefined}>
            <Table.Td
              fw={700}
              fs={element.deleted ? 'italic' : undefined}
              c={element.deleted ? 'dimmed' : undefined}
            >
              {elementName(element)}
            </Table.Td>
            <Table.Td>{INTENT_ELEMENT_KIND_LABELS[element.kind]}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {decimal(element.weight)}
              {!element.deleted && totalWeight > 0 ? (
                <Text span fz="xs" c="dimmed">
                  {' '}
                  ({Math.round((element.weight / totalWeight) * 100)}%)
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td c={element.deleted ? 'dimmed' : undefined}>
              {element.deleted
                ? 'Removed from the signal; kept for the evidence it found.'
                : elementInWords(element.params)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HistoryTable({ signal }: { signal: IntentSignalDetail }) {
  return (
    <Table fz="sm" verticalSpacing={4} data-testid="level-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Quarter</Table.Th>
          {INTENT_LEVELS.map((level) => (
            <Table.Th key={level} scope="col" ta="right">
              {INTENT_LEVEL_LABELS[level]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...signal.history].reverse().map((h) => (
          <Table.Tr key={h.period}>
            <Table.Td>{quarterLabel(h.period)}</Table.Td>
            {INTENT_LEVELS.map((level) => (
              <Table.Td key={level} ta="right">
                {count(h.counts[level])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A signal's definition and history, as users and FIN Admins read it: thresholds, elements with their
 * weights and what they look for, and the institutions at each level quarter by quarter.
 */
export function SignalDefinition({ signal }: { signal: IntentSignalDetail }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Levels
          </Title>
          {signal.is_active ? null : <Badge color="gray">Inactive</Badge>}
        </Group>
        <Thresholds signal={signal} />
        <Text fz="xs" c="dimmed" mt="sm">
          An institution’s score is the share of the signal’s weight its evidence earned; each element earns
          its weight in full when its evidence is strong enough, in part when there is some.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Elements
        </Title>
        <ElementsTable signal={signal} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Institutions at each level by quarter
        </Title>
        {signal.history.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No quarter has been scored yet.
          </Text>
        ) : (
          <>
            <LevelHistoryChart history={signal.history} name={signal.name} />
            <HistoryTable signal={signal} />
          </>
        )}
      </Paper>
    </Stack>
  );
}
