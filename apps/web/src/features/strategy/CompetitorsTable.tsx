import type { StrategyWhiteSpace } from '@fin-atlas/domain';
import { Table, Text, Title } from '@mantine/core';
import { count, share } from './figures';

/** For a product: the competitors its white space runs. For a solution: the vendors its users run. */
export function CompetitorsTable({ view }: { view: StrategyWhiteSpace }) {
  const product = view.target.product;
  return (
    <>
      <Title order={2} fz="lg" mb={4}>
        {product ? 'Competitors in the white space' : `Vendors of ${view.target.solution.name}`}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {product
          ? `Institutions of the market on another vendor's ${view.target.solution.name}, by vendor (an institution with two counts for each).`
          : `Institutions of the market that offer ${view.target.solution.name} through a named vendor, by vendor.`}
      </Text>
      <Table striped withTableBorder fz="sm" data-testid="competitors-table" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendor</Table.Th>
            <Table.Th ta="right">Institutions</Table.Th>
            <Table.Th ta="right">Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.competitors.map((c) => (
            <Table.Tr key={c.vendor.id}>
              <Table.Td>{c.vendor.name}</Table.Td>
              <Table.Td ta="right">{count(c.institutions)}</Table.Td>
              <Table.Td ta="right">{share(c.share)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
