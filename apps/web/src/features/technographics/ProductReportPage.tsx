import { Anchor, Container, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FigureCards } from '../../ui/FigureCards';
import { useProductReport } from './api';
import { productReportPath, vendorReportPath } from './report-links';
import { ClientsOverTime } from './reports/ClientsOverTime';
import { exactAssets, formatAssets, formatCount, formatPercent } from './reports/format';
import { InstitutionList } from './reports/InstitutionList';
import { ReportHeader } from './reports/ReportHeader';
import { ReportProblem, ReportState } from './reports/ReportState';
import { useProductReportParams, useReportId } from './reports/report-id';
import { SolutionShareTable } from './reports/SolutionShareTable';
import { StateSection } from './reports/StateSection';
import { WinsLossesSection } from './reports/WinsLossesSection';

const NOT_FOUND = 'Product not found. It may have been removed from the catalog.';
const ALL_SOLUTIONS = 'all';

/**
 * /technographics/product_report/{id}?vendor_id=&bank_service_id=: one product, within one solution
 * when bank_service_id names it (the product search links that way) or across all it serves.
 */
export function ProductReportPage() {
  const id = useReportId();
  const { vendorId, bankServiceId } = useProductReportParams();
  const navigate = useNavigate();
  const query = useProductReport({
    kind: 'product',
    id: id ?? 0,
    vendorId: vendorId ?? undefined,
    bankServiceId: bankServiceId ?? undefined,
  });
  if (id === null) return <ReportProblem kind="Product Report" notFound message={NOT_FOUND} />;
  return (
    <ReportState kind="Product Report" query={query}>
      {(report) => {
        const name = report.solution
          ? `${report.product.name} for ${report.solution.name}`
          : report.product.name;
        const share = report.solution ? report.market_share[0] : undefined;
        return (
          <Container size="xl" py="lg">
            <ReportHeader
              kind="Product report"
              title={report.product.name}
              subtitle={
                <Text fz="sm">
                  by{' '}
                  <Anchor component={Link} to={vendorReportPath(report.vendor.id)}>
                    {report.vendor.name}
                  </Anchor>
                </Text>
              }
              description={report.product.description || undefined}
              actions={
                <Select
                  label="Solution"
                  w={280}
                  allowDeselect={false}
                  data={[
                    { value: ALL_SOLUTIONS, label: 'All solutions it serves' },
                    ...report.solutions.map((s) => ({
                      value: String(s.id),
                      label: `${s.name} (${formatCount(s.clients)})`,
                    })),
                  ]}
                  value={report.solution ? String(report.solution.id) : ALL_SOLUTIONS}
                  onChange={(value) =>
                    navigate(
                      productReportPath(
                        report.product.id,
                        report.vendor.id,
                        value && value !== ALL_SOLUTIONS ? Number(value) : null,
                      ),
                      { replace: true },
                    )
                  }
                />
              }
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
                  share
                    ? {
                        label: `Share of ${share.solution.name}`,
                        value: formatPercent(share.client_share),
                        note: `#${share.rank} of ${share.competitors + 1} products by clients`,
                      }
                    : { label: 'Solutions served', value: formatCount(report.solutions.length) },
                ]}
              />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <ClientsOverTime timeline={report.timeline} noun={name} />
                <StateSection states={report.states} noun={name} />
              </SimpleGrid>
              <SolutionShareTable shares={report.market_share} unit="product" />
              <WinsLossesSection winsLosses={report.wins_losses} kind="product" />
              <InstitutionList
                report={{
                  kind: 'product',
                  id: report.product.id,
                  vendorId: report.vendor.id,
                  bankServiceId: report.solution?.id,
                }}
                stateOptions={report.states.map((s) => s.state)}
                noun={name}
              />
            </Stack>
          </Container>
        );
      }}
    </ReportState>
  );
}
