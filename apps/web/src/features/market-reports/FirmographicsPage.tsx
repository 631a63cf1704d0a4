import { MARKET_MEASURE } from '@fin-atlas/domain';
import { Paper } from '@mantine/core';
import { useFirmographicsReport } from './api';
import { FirmographicsChart } from './FirmographicsChart';
import { FirmographicsTable } from './FirmographicsTable';
import { MarketReportScreen } from './MarketReportScreen';
import { useReportOptionsState } from './use-market-report';

/** /reports/firmographics: each vendor's client base by asset group, FI type and state. */
export function FirmographicsPage() {
  const state = useReportOptionsState();
  const report = useFirmographicsReport(state.query);
  return (
    <MarketReportScreen
      kind="firmographics"
      title="Vendor Firmographics"
      other={{ label: 'Market Share', path: '/reports/market_reports' }}
      state={state}
      report={report}
    >
      {(data) => (
        <>
          <Paper withBorder p="md" radius="md">
            <FirmographicsChart
              rows={data.rows}
              assetGroups={data.asset_groups}
              measureName={data.measure.name}
            />
          </Paper>
          <Paper withBorder radius="md">
            <FirmographicsTable
              rows={data.rows}
              assetGroups={data.asset_groups}
              showProducts={data.filters.show_products}
              measureName={data.measure.name}
              format={data.measure.id === MARKET_MEASURE.ASSETS ? 'C0M' : 'N0'}
            />
          </Paper>
        </>
      )}
    </MarketReportScreen>
  );
}
