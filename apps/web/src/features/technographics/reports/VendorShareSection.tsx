import { CHART_COLOR_SERIES, technologyUseLabel, type VendorShare } from '@fin-atlas/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../ui/chart/EChart';
import { vendorReportPath } from '../report-links';
import { exactAssets, formatAssets, formatCount, formatPercent } from './format';
import { ReportSection } from './ReportSection';
import { ScrollTable } from './ScrollTable';
import { ShareCell } from './ShareCell';

const CHARTED = 10;
/** A vendor's name, or what the institutions without a named vendor do. */
const shareName = (s: VendorShare) => technologyUseLabel(s.use, s.vendor?.name);

/** Every vendor's share of a solution's institutions and their assets; the leaders as a chart. */
export function VendorShareSection({ shares }: { shares: readonly VendorShare[] }) {
  const option = useMemo(() => {
    const top = shares.slice(0, CHARTED).reverse();
    return {
      color: [CHART_COLOR_SERIES[0], CHART_COLOR_SERIES[1]],
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatPercent(v) },
      legend: { bottom: 0 },
      grid: { left: 160, right: 24, top: 8, bottom: 48 },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        data: top.map(shareName),
        axisLabel: { width: 150, overflow: 'truncate' },
      },
      series: [
        { name: 'Share of clients', type: 'bar', data: top.map((s) => Number(s.client_share.toFixed(2))) },
        { name: 'Share of assets', type: 'bar', data: top.map((s) => Number(s.asset_share.toFixed(2))) },
      ],
    };
  }, [shares]);

  return (
    <ReportSection
      title="Market share by vendor"
      description="Among institutions that offer the solution today."
    >
      {shares.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No institution offers it today.
        </Text>
      ) : (
        <>
          <EChart
            option={option}
            height={Math.max(160, Math.min(shares.length, CHARTED) * 34 + 64)}
            label="Share of clients and assets of the leading vendors"
          />
          <ScrollTable label="Market share by vendor" minWidth={640} mt="sm">
            <Table fz="sm" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Vendor</Table.Th>
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
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shares.map((s) => (
                  <Table.Tr key={s.vendor?.id ?? s.use}>
                    <Table.Td>
                      {s.vendor ? (
                        <Anchor component={Link} to={vendorReportPath(s.vendor.id)}>
                          {s.vendor.name}
                        </Anchor>
                      ) : (
                        <Text fz="sm" fs="italic">
                          {shareName(s)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(s.clients)}</Table.Td>
                    <Table.Td>
                      <ShareCell share={s.client_share} label={`Share of clients, ${shareName(s)}`} />
                    </Table.Td>
                    <Table.Td ta="right" title={exactAssets(s.assets)}>
                      {formatAssets(s.assets)}
                    </Table.Td>
                    <Table.Td>
                      <ShareCell share={s.asset_share} label={`Share of assets, ${shareName(s)}`} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      )}
    </ReportSection>
  );
}
