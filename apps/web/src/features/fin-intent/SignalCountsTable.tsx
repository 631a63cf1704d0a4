import {
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  type IntentLevel,
  type IntentSignalSummary,
} from '@fin-atlas/domain';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TableScroller } from '../../ui/table-scroller';
import { change, changeColor, count, LEVEL_CHART_COLORS } from './figures';
import { signalDefinitionPath, signalViewPath } from './paths';

/** One level's count with its change since the previous quarter; the count opens that level's list. */
function LevelCell({
  signal,
  level,
  search,
}: {
  signal: IntentSignalSummary;
  level: IntentLevel;
  search: string;
}) {
  const now = signal.counts[level];
  const before = signal.previous_counts?.[level];
  const levelSearch = `${search ? `${search}&` : '?'}level=${level}`;
  return (
    <Table.Td ta="right">
      <Anchor
        component={Link}
        to={signalViewPath(signal.id, levelSearch)}
        fw={700}
        aria-label={`${count(now)} at ${INTENT_LEVEL_LABELS[level]} on ${signal.name}`}
      >
        {count(now)}
      </Anchor>
      <Text fz="xs" c={changeColor(now, before)}>
        {change(now, before)}
      </Text>
    </Table.Td>
  );
}

/** The signals with their institutions at each level, after the filters, and the change per level. */
export function SignalCountsTable({
  signals,
  search,
}: {
  signals: readonly IntentSignalSummary[];
  search: string;
}) {
  return (
    <TableScroller label="Signals" maxHeight="none">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="signals-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Signal</Table.Th>
            <Table.Th scope="col">Solution</Table.Th>
            {INTENT_LEVELS.map((level) => (
              <Table.Th key={level} scope="col" ta="right">
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 8,
                      height: 8,
                      borderRadius: 4,
                      background: LEVEL_CHART_COLORS[level],
                    }}
                  />
                  {INTENT_LEVEL_LABELS[level]}
                </Group>
              </Table.Th>
            ))}
            <Table.Th scope="col">Definition</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {signals.map((signal) => (
            <Table.Tr key={signal.id}>
              <Table.Td maw={420}>
                <Anchor component={Link} to={signalViewPath(signal.id, search)} fw={700}>
                  {signal.name}
                </Anchor>
                {signal.description ? (
                  <Text fz="xs" c="dimmed" lineClamp={2}>
                    {signal.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{signal.solution?.name ?? 'Any solution'}</Table.Td>
              {INTENT_LEVELS.map((level) => (
                <LevelCell key={level} signal={signal} level={level} search={search} />
              ))}
              <Table.Td>
                <Anchor component={Link} to={signalDefinitionPath(signal.id)} fz="sm">
                  Elements and history
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
