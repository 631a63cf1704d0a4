import type { VendorCoverageRow } from '@fin-atlas/domain';
import { Anchor, Container, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { nextSort, SortableTh, type SortState } from '../../ui/sortable-table';
import { TablePager } from '../../ui/TablePager';
import { useVendorCoverage } from './api';
import { vendorReportPath } from './report-links';
import { exactAssets, formatAssets, formatCount } from './reports/format';
import { ScrollTable } from './reports/ScrollTable';

type Sort = 'name' | 'products' | 'solutions' | 'clients' | 'assets';
const PAGE_SIZES = [25, 50, 100] as const;

const compare: Record<Sort, (a: VendorCoverageRow, b: VendorCoverageRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  products: (a, b) => a.products - b.products,
  solutions: (a, b) => a.solutions - b.solutions,
  clients: (a, b) => a.clients - b.clients,
  assets: (a, b) => a.assets - b.assets,
};

const COLUMNS: { key: Sort; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Vendor', numeric: false },
  { key: 'products', label: 'Products', numeric: true },
  { key: 'solutions', label: 'Solutions served', numeric: true },
  { key: 'clients', label: 'Clients today', numeric: true },
  { key: 'assets', label: 'Client assets', numeric: true },
];

/** /technographics/vendor_coverage: every vendor covered, with its products, reach and clients. */
export function VendorCoveragePage() {
  const query = useVendorCoverage();
  const [filter, setFilter] = useState('');
  const [order, setOrder] = useState<SortState<Sort>>({ key: 'clients', direction: 'desc' });
  const [paging, setPaging] = useState({ page: 1, perPage: 50 });

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const matching = (query.data?.vendors ?? []).filter((v) => v.name.toLowerCase().includes(needle));
    const direction = order.direction === 'asc' ? 1 : -1;
    return matching.sort((a, b) => direction * compare[order.key](a, b) || a.name.localeCompare(b.name));
  }, [query.data, filter, order]);
  const page = rows.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Vendor Coverage"
        description={
          query.data
            ? `${formatCount(query.data.vendors.length)} vendors covered. Open one for its clients, market share and history.`
            : 'Every vendor covered, with its products, the solutions they serve and their clients today.'
        }
      />
      <Stack gap="md">
        <Group>
          <TextInput
            type="search"
            label="Filter vendors"
            placeholder="Vendor name"
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            w={320}
          />
        </Group>
        <ListState
          isPending={query.isPending}
          isFetching={false}
          errorText={query.isError ? errorMessage(query.error) : null}
          isEmpty={rows.length === 0}
          emptyTitle={filter ? 'No vendor matches this name.' : 'No vendors are covered yet.'}
        >
          <ScrollTable label="Vendors" minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <SortableTh
                      key={c.key}
                      column={c.key}
                      label={c.label}
                      sort={order}
                      numeric={c.numeric}
                      onSort={(key, first) => {
                        setOrder((current) => nextSort(current, key, first));
                        setPaging((p) => ({ ...p, page: 1 }));
                      }}
                    >
                      {c.label}
                    </SortableTh>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>
                      <Anchor component={Link} to={vendorReportPath(v.id)}>
                        {v.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(v.products)}</Table.Td>
                    <Table.Td ta="right">{formatCount(v.solutions)}</Table.Td>
                    <Table.Td ta="right">{formatCount(v.clients)}</Table.Td>
                    <Table.Td ta="right" title={exactAssets(v.assets)}>
                      {v.clients > 0 ? formatAssets(v.assets) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </ListState>
        {rows.length > 0 ? (
          <TablePager
            total={rows.length}
            page={paging.page}
            perPage={paging.perPage}
            pageSizes={PAGE_SIZES}
            onPageChange={(p) => setPaging((current) => ({ ...current, page: p }))}
            onPerPageChange={(perPage) => setPaging({ page: 1, perPage })}
          />
        ) : null}
        <Text fz="xs" c="dimmed">
          Clients are institutions using any of the vendor’s products today; assets are theirs at the latest
          quarter.
        </Text>
      </Stack>
    </Container>
  );
}
