import type { SolutionShare } from '@fin-atlas/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { serviceReportPath } from '../report-links';
import { exactAssets, formatAssets, formatCount } from './format';
import { ReportSection } from './ReportSection';
import { ScrollTable } from './ScrollTable';
import { ShareCell } from './ShareCell';

/** A vendor's or product's share of each solution it serves, against every institution that has the solution. */
export function SolutionShareTable({
  shares,
  unit,
}: {
  shares: readonly SolutionShare[];
  unit: 'vendor' | 'product';
}) {
  return (
    <ReportSection
      title="Market share by solution"
      description={`Among institutions that have each solution today; rank by clients among the solution's ${unit}s.`}
    >
      {shares.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No institution uses it today.
        </Text>
      ) : (
        <ScrollTable label="Market share by solution" minWidth={760}>
          <Table fz="sm" verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Solution</Table.Th>
                <Table.Th scope="col" ta="right">
                  Clients
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Share of clients
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Client assets
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Share of assets
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rank
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((s) => (
                <Table.Tr key={s.solution.id}>
                  <Table.Td>
                    <Anchor component={Link} to={serviceReportPath(s.solution.id)}>
                      {s.solution.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatCount(s.clients)}{' '}
                    <Text span c="dimmed" fz="xs">{`of ${formatCount(s.total_clients)}`}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ShareCell share={s.client_share} label={`Share of ${s.solution.name} clients`} />
                  </Table.Td>
                  <Table.Td ta="right" title={exactAssets(s.assets)}>
                    {formatAssets(s.assets)}
                  </Table.Td>
                  <Table.Td>
                    <ShareCell share={s.asset_share} label={`Share of ${s.solution.name} assets`} />
                  </Table.Td>
                  <Table.Td ta="right">{`#${s.rank} of ${s.competitors + 1}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </ReportSection>
  );
}
