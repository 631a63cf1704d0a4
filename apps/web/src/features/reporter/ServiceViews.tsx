import { formatValue, NOT_AVAILABLE, type ReportViewPage } from '@fin-atlas/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { StickyRowTitle, stickyColumn, TableScroller } from '../../ui/table-scroller';
import { periodValue } from './export-sheets';
import { type PeerColumn, PeerRowsTable } from './PeerRowsTable';
import type { LayoutSection } from './report-layout';

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? NOT_AVAILABLE : String(v);
const SERVICE_WIDTH = 220;
const ratio = (v: number | null | undefined) =>
  v === null || v === undefined ? NOT_AVAILABLE : formatValue(v, 'P0');

/** The services of a technographic report in report order, from the first institution's row. */
export function reportServices(view: ReportViewPage) {
  const seen = new Set<number>();
  const services = [];
  for (const row of view.metrics) {
    for (const value of row.metric_values ?? []) {
      if (value.space || seen.has(value.metric_id)) continue;
      seen.add(value.metric_id);
      services.push({ id: value.metric_id, name: value.name });
    }
  }
  return services;
}

/** Multi service view: which vendor and product each institution runs for every service, by category. */
export function MultiServiceTable({
  view,
  sections,
  showPeers,
  onOpen,
}: {
  view: ReportViewPage;
  sections: readonly LayoutSection[];
  showPeers: boolean;
  onOpen: (serviceId: number) => void;
}) {
  const columns = 1 + view.metrics.length * (showPeers ? 2 : 1);
  return (
    <TableScroller label="Report services, scrollable">
      <Table withTableBorder highlightOnHover stickyHeader aria-label="Report services">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyColumn(0, SERVICE_WIDTH, true, true)}>Service</Table.Th>
            {view.metrics.map((row) => (
              <Fragment key={row.bank_id}>
                <Table.Th>{row.bank_name}</Table.Th>
                {showPeers ? <Table.Th ta="right">Peers with the same vendor</Table.Th> : null}
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Fragment key={section.key}>
              {section.title ? (
                <Table.Tr bg="var(--mantine-color-gray-1)">
                  <Table.Th colSpan={columns} scope="colgroup">
                    <StickyRowTitle>{section.title}</StickyRowTitle>
                  </Table.Th>
                </Table.Tr>
              ) : null}
              {section.entries.map((service) =>
                service.kind === 'metric' ? (
                  <Table.Tr key={service.id}>
                    <Table.Td style={stickyColumn(0, SERVICE_WIDTH, true)}>
                      <Anchor
                        component="button"
                        type="button"
                        fz="sm"
                        ta="left"
                        onClick={() => onOpen(service.id)}
                      >
                        {service.name}
                      </Anchor>
                    </Table.Td>
                    {view.metrics.map((row) => {
                      const value = periodValue(row, service.id);
                      return (
                        <Fragment key={row.bank_id}>
                          <Table.Td>{text(value?.value5)}</Table.Td>
                          {showPeers ? (
                            <Table.Td ta="right">{ratio(value?.peer_vendor_ratio)}</Table.Td>
                          ) : null}
                        </Fragment>
                      );
                    })}
                  </Table.Tr>
                ) : null,
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

/** Single service view: the institutions and every peer with the vendor and product they run. */
export function SingleServiceView({ view, serviceId }: { view: ReportViewPage; serviceId: number }) {
  const name =
    reportServices(view).find((s) => s.id === serviceId)?.name ??
    view.metrics_list.find((m) => m.id === serviceId)?.name ??
    'Service';
  const columns = useMemo<PeerColumn[]>(
    () => [
      {
        key: 'vendor',
        header: 'Vendor - Product',
        render: (row) => text(periodValue(row, serviceId)?.value5),
        sortValue: (row) => {
          const v = periodValue(row, serviceId)?.value5;
          return v === undefined || v === null ? null : String(v);
        },
      },
    ],
    [serviceId],
  );
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {name}
      </Title>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Peer table">
        {view.peer_table.length === 0 && view.metrics.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No institution reports this service.
          </Text>
        ) : (
          <PeerRowsTable
            label={`${name} for every peer`}
            institutions={view.metrics}
            peers={view.peer_table}
            columns={columns}
            initialSort="name"
          />
        )}
      </Paper>
    </Stack>
  );
}
