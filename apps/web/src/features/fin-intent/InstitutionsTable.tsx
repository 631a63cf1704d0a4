import { fiTypeLabel, type IntentInstitutionRow } from '@fin-atlas/domain';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { TableScroller } from '../../ui/table-scroller';
import { formatAssets, place } from '../institutions';
import { isDeletedName, score } from './figures';
import { LevelBadge } from './LevelBadge';
import { TrendSparkline } from './TrendSparkline';

/** Each name with a key of its own: several deleted elements all read '(Deleted)'. */
function keyed(names: readonly string[]): { name: string; key: string }[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return { name, key: `${name}#${n}` };
  });
}

/** Names of the elements that scored, a deleted one shown as '(Deleted)' and set apart. */
function TopElements({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Text fz="sm">—</Text>;
  return (
    <Text fz="sm" lineClamp={2}>
      {keyed(names).map(({ name, key }, i) => (
        <span key={key}>
          {i > 0 ? ', ' : null}
          {isDeletedName(name) ? (
            <Text span fs="italic" c="dimmed" inherit>
              {name}
            </Text>
          ) : (
            name
          )}
        </span>
      ))}
    </Text>
  );
}

/** A signal's institutions at the chosen level: each opens its evidence. */
export function InstitutionsTable({
  rows,
  onOpen,
}: {
  rows: readonly IntentInstitutionRow[];
  onOpen: (institutionId: number) => void;
}) {
  return (
    <TableScroller label="Institutions" maxHeight="none">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="intent-institutions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Institution</Table.Th>
            <Table.Th scope="col" ta="right">
              Total assets
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col">Level</Table.Th>
            <Table.Th scope="col">Last quarter</Table.Th>
            <Table.Th scope="col">Trend</Table.Th>
            <Table.Th scope="col">Current vendor and product</Table.Th>
            <Table.Th scope="col">Strongest evidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.institution_id}>
              <Table.Td miw={220}>
                <Anchor
                  component="button"
                  type="button"
                  fw={700}
                  fz="sm"
                  onClick={() => onOpen(row.institution_id)}
                  aria-label={`Evidence of ${row.name}`}
                >
                  {row.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {fiTypeLabel(row.fi_type)} · {place(row)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatAssets(row.assets)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {score(row.score)}
              </Table.Td>
              <Table.Td>
                <LevelBadge level={row.level} />
              </Table.Td>
              <Table.Td>
                <LevelBadge level={row.previous_level} />
              </Table.Td>
              <Table.Td>
                <TrendSparkline values={row.trend} label={`Score of ${row.name} by quarter`} />
              </Table.Td>
              <Table.Td>
                {row.current_vendor ? (
                  <Group gap={4} wrap="nowrap">
                    <Text fz="sm">{row.current_vendor}</Text>
                    {row.current_product ? (
                      <Text fz="sm" c="dimmed">
                        · {row.current_product}
                      </Text>
                    ) : null}
                  </Group>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Not known
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={280}>
                <TopElements names={row.top_elements} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
