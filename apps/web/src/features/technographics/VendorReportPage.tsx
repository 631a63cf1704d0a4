import { type VendorReport, withHttpPrefix } from '@fin-atlas/domain';
import { Anchor, Container, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FigureCards } from '../../ui/FigureCards';
import { useVendorReport } from './api';
import { productReportPath, serviceReportPath } from './report-links';
import { ClientsOverTime } from './reports/ClientsOverTime';
import { exactAssets, formatAssets, formatCount } from './reports/format';
import { InstitutionList } from './reports/InstitutionList';
import { ReportHeader } from './reports/ReportHeader';
import { ReportSection } from './reports/ReportSection';
import { ReportProblem, ReportState } from './reports/ReportState';
import { useReportId } from './reports/report-id';
import { ScrollTable } from './reports/ScrollTable';
import { SolutionShareTable } from './reports/SolutionShareTable';
import { StateSection } from './reports/StateSection';
import { WinsLossesSection } from './reports/WinsLossesSection';

const NOT_FOUND = 'Vendor not found. It may have been removed from the catalog.';

function ProductsSection({ report }: { report: VendorReport }) {
  return (
    <ReportSection
      title="Products"
      description="Each product with the solutions it serves and its clients today."
    >
      {report.products.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No products are recorded for this vendor.
        </Text>
      ) : (
        <ScrollTable label="Products" minWidth={560}>
          <Table fz="sm" verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Solutions</Table.Th>
                <Table.Th scope="col" ta="right">
                  Clients
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={productReportPath(
                        product.id,
                        report.vendor.id,
                        product.solutions.length === 1 ? product.solutions[0]?.id : null,
                      )}
                    >
                      {product.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {product.solutions.map((s, i) => (
                      <span key={s.id}>
                        {i > 0 ? ', ' : ''}
                        <Anchor component={Link} to={serviceReportPath(s.id)} fz="sm">
                          {s.name}
                        </Anchor>
                      </span>
                    ))}
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(product.clients)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </ReportSection>
  );
}

/** /technographics/vendor_report/{id}: a vendor's clients, their history, its market share and where they are. */
export function VendorReportPage() {
  const id = useReportId();
  const query = useVendorReport(id ?? 0);
  if (id === null) return <ReportProblem kind="Vendor Report" notFound message={NOT_FOUND} />;
  return (
    <ReportState kind="Vendor Report" query={query}>
      {(report) => (
        <Container size="xl" py="lg">
          <ReportHeader
            kind="Vendor report"
            title={report.vendor.name}
            facts={[
              report.vendor.website ? (
                <Anchor
                  key="website"
                  href={withHttpPrefix(report.vendor.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                >
                  {report.vendor.website}
                </Anchor>
              ) : null,
              report.vendor.headquarters_state ? `Headquarters: ${report.vendor.headquarters_state}` : null,
              report.vendor.founded_year ? `Founded ${report.vendor.founded_year}` : null,
            ]}
            description={report.vendor.description || undefined}
          />
          <Stack gap="lg">
            <FigureCards
              figures={[
                { label: 'Clients today', value: formatCount(report.figures.clients) },
                {
                  label: 'Client assets',
                  value: formatAssets(report.figures.assets),
                  title: exactAssets(report.figures.assets),
                },
                { label: 'Products', value: formatCount(report.products.length) },
                { label: 'Solutions served', value: formatCount(report.solutions.length) },
              ]}
            />
            <ProductsSection report={report} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <ClientsOverTime timeline={report.timeline} noun={report.vendor.name} />
              <StateSection states={report.states} noun={report.vendor.name} />
            </SimpleGrid>
            <SolutionShareTable shares={report.market_share} unit="vendor" />
            <WinsLossesSection winsLosses={report.wins_losses} kind="vendor" />
            <InstitutionList
              report={{ kind: 'vendor', id: report.vendor.id }}
              stateOptions={report.states.map((s) => s.state)}
              noun={report.vendor.name}
            />
          </Stack>
        </Container>
      )}
    </ReportState>
  );
}
