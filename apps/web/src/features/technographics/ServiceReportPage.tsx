import type { VendorShare } from '@fin-atlas/domain';
import { Anchor, Badge, Container, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FigureCards } from '../../ui/FigureCards';
import { useServiceReport } from './api';
import { productReportPath, vendorReportPath } from './report-links';
import { ClientsOverTime } from './reports/ClientsOverTime';
import { exactAssets, formatAssets, formatCount } from './reports/format';
import { InstitutionList } from './reports/InstitutionList';
import { ReportHeader } from './reports/ReportHeader';
import { ReportSection } from './reports/ReportSection';
import { ReportProblem, ReportState } from './reports/ReportState';
import { useReportId } from './reports/report-id';
import { ScrollTable } from './reports/ScrollTable';
import { StateSection } from './reports/StateSection';
import { VendorShareSection } from './reports/VendorShareSection';
import { WinsLossesSection } from './reports/WinsLossesSection';

const NOT_FOUND = 'Solution not found. It may have been removed from the catalog.';
const PRODUCTS_SHOWN = 25;

/** /technographics/service_report/{id}: who offers a solution, with which vendors, and how that changes. */
export function ServiceReportPage() {
  const id = useReportId();
  const query = useServiceReport(id ?? 0);
  if (id === null) return <ReportProblem kind="Solution Report" notFound message={NOT_FOUND} />;
  return (
    <ReportState kind="Solution Report" query={query}>
      {(report) => {
        const clientsWith = (use: VendorShare['use']) =>
          report.vendor_shares.find((s) => s.use === use)?.clients ?? 0;
        return (
          <Container size="xl" py="lg">
            <ReportHeader
              kind="Solution report"
              title={report.service.name}
              subtitle={
                <Group gap="xs">
                  <Badge color="blue.9">{report.service.category.name}</Badge>
                  {report.service.is_core ? <Badge color="grape.9">Core</Badge> : null}
                </Group>
              }
              description={report.service.description || undefined}
            />
            <Stack gap="lg">
              <FigureCards
                figures={[
                  { label: 'Institutions offering it', value: formatCount(report.figures.clients) },
                  {
                    label: 'Their assets',
                    value: formatAssets(report.figures.assets),
                    title: exactAssets(report.figures.assets),
                  },
                  { label: 'Vendors', value: formatCount(report.vendors) },
                  { label: 'Run in-house', value: formatCount(clientsWith('in_house')) },
                  { label: 'Vendor unknown', value: formatCount(clientsWith('vendor_unknown')) },
                ]}
              />
              <VendorShareSection shares={report.vendor_shares} />
              <ReportSection
                title="Products in use"
                description="The products institutions run for it today."
              >
                {report.products.length === 0 ? (
                  <Text c="dimmed" fz="sm">
                    No vendor product is in use today.
                  </Text>
                ) : (
                  <ScrollTable label="Products in use" minWidth={520}>
                    <Table fz="sm" verticalSpacing="xs" striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Product</Table.Th>
                          <Table.Th scope="col">Vendor</Table.Th>
                          <Table.Th scope="col" ta="right">
                            Clients
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {report.products.slice(0, PRODUCTS_SHOWN).map((p) => (
                          <Table.Tr key={p.id}>
                            <Table.Td>
                              <Anchor
                                component={Link}
                                to={productReportPath(p.id, p.vendor.id, report.service.id)}
                              >
                                {p.name}
                              </Anchor>
                            </Table.Td>
                            <Table.Td>
                              <Anchor component={Link} to={vendorReportPath(p.vendor.id)}>
                                {p.vendor.name}
                              </Anchor>
                            </Table.Td>
                            <Table.Td ta="right">{formatCount(p.clients)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                    {report.products.length > PRODUCTS_SHOWN ? (
                      <Text fz="xs" c="dimmed" mt="xs">
                        The {PRODUCTS_SHOWN} most used of {formatCount(report.products.length)} products.
                      </Text>
                    ) : null}
                  </ScrollTable>
                )}
              </ReportSection>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <ClientsOverTime timeline={report.timeline} noun={report.service.name} />
                <StateSection states={report.states} noun={report.service.name} />
              </SimpleGrid>
              <WinsLossesSection winsLosses={report.wins_losses} kind="service" />
              <InstitutionList
                report={{ kind: 'service', id: report.service.id }}
                stateOptions={report.states.map((s) => s.state)}
                noun={report.service.name}
              />
            </Stack>
          </Container>
        );
      }}
    </ReportState>
  );
}
