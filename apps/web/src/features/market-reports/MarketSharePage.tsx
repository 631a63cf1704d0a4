import { Paper } from '@mantine/core';
import { useMarketShareReport } from './api';
import { MarketReportScreen } from './MarketReportScreen';
import { MarketShareChart } from './MarketShareChart';
import { MarketShareTable } from './MarketShareTable';
import { useReportOptionsState } from './use-market-report';

/** /reports/market_reports: vendor market share within one solution. */
export function MarketSharePage() {
  const state = useReportOptionsState();
  const report = useMarketShareReport(state.query);
  return (
    <MarketReportScreen
      kind="market_share"
      title="Vendor Market Share"
      other={{ label: 'Firmographics', path: '/reports/firmographics' }}
      state={state}
      report={report}
    >
      {(data) => (
        <>
          <Paper withBorder p="md" radius="md">
            <MarketShareChart rows={data.rows} measureName={data.measure.name} />
          </Paper>
          <Paper withBorder radius="md">
            <MarketShareTable
              rows={data.rows}
              showProducts={data.filters.show_products}
              measureName={data.measure.name}
            />
          </Paper>
        </>
      )}
    </MarketReportScreen>
  );
}
