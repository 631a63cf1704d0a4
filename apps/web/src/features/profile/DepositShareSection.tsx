import type { DepositMarket } from '@fin-atlas/domain';
import { Stack, Table, Tabs, Text } from '@mantine/core';
import { useDepositShare } from './api';
import { DepositShareMap } from './DepositShareMap';
import { percent, thousandsDollars } from './profile-format';
import { SectionState } from './SectionState';

function MarketTable({
  markets,
  label,
  hasDeposits,
}: {
  markets: DepositMarket[];
  label: string;
  hasDeposits: boolean;
}) {
  if (markets.length === 0) return <Text c="dimmed">No {label.toLowerCase()} markets on record.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={`Deposit share by ${label}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th ta="right">Branches</Table.Th>
            {hasDeposits ? (
              <>
                <Table.Th ta="right">Deposits</Table.Th>
                <Table.Th ta="right">Market deposits</Table.Th>
                <Table.Th ta="right">Share</Table.Th>
                <Table.Th ta="right">Rank</Table.Th>
                <Table.Th>Top competitors</Table.Th>
              </>
            ) : (
              <Table.Th ta="right">Institutions in market</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {markets.map((m) => (
            <Table.Tr key={m.code}>
              <Table.Td>{m.name}</Table.Td>
              <Table.Td ta="right">{m.branches}</Table.Td>
              {hasDeposits ? (
                <>
                  <Table.Td ta="right">{thousandsDollars(m.deposits)}</Table.Td>
                  <Table.Td ta="right">{thousandsDollars(m.market_deposits)}</Table.Td>
                  <Table.Td ta="right">{percent(m.share)}</Table.Td>
                  <Table.Td ta="right">
                    {m.rank} of {m.institutions}
                  </Table.Td>
                  <Table.Td>
                    {m.competitors.length === 0
                      ? 'None'
                      : m.competitors.map((c) => `${c.name} (${percent(c.share, 1)})`).join('; ')}
                  </Table.Td>
                </>
              ) : (
                <Table.Td ta="right">{m.institutions}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The institution's deposit share by county on a map of the U.S., and its share of each county and MSA. */
export function DepositShareSection({ institutionId, fiType }: { institutionId: number; fiType: string }) {
  const query = useDepositShare(institutionId, fiType, true);
  const data = query.data;
  const hasDeposits = data?.has_deposits ?? false;
  return (
    <SectionState
      isPending={query.isPending}
      error={query.error}
      isEmpty={!data || data.branches === 0}
      emptyText="No branches on record."
    >
      {data ? (
        <Stack gap="md">
          <Text fz="sm">
            {data.branches.toLocaleString('en-US')} branches
            {hasDeposits ? ` holding ${thousandsDollars(data.total_deposits)} of deposits` : ''}
            {data.year ? ` (${data.year} branch data)` : ''}.
          </Text>
          {data.note ? (
            <Text fz="sm" c="dimmed">
              {data.note}
            </Text>
          ) : null}
          <DepositShareMap data={data} />
          {hasDeposits ? (
            <Text fz="sm" c="dimmed">
              State shares:{' '}
              {data.states
                .filter((s) => (s.deposits ?? 0) > 0)
                .map((s) => `${s.state} ${percent(s.share, 1)}`)
                .join(', ')}
            </Text>
          ) : null}
          <Tabs defaultValue="counties" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="counties">Counties ({data.counties.length})</Tabs.Tab>
              <Tabs.Tab value="msas">MSAs ({data.msas.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="counties" pt="sm">
              <MarketTable markets={data.counties} label="County" hasDeposits={hasDeposits} />
            </Tabs.Panel>
            <Tabs.Panel value="msas" pt="sm">
              <MarketTable markets={data.msas} label="MSA" hasDeposits={hasDeposits} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </SectionState>
  );
}
