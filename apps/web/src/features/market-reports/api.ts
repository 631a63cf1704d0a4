import {
  firmographicsReportSchema,
  type MarketReportOptions,
  type MarketReportQueryInput,
  marketReportOptionsSchema,
  marketShareReportSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildUrl, http, type Query, type ResponseSchema } from '../../core/api/http';

export type MarketReportKind = 'market_share' | 'firmographics';

const toQuery = (query: MarketReportQueryInput): Query => ({ ...query });

export function useMarketReportOptions() {
  return useQuery<MarketReportOptions>({
    queryKey: ['market-reports', 'options'],
    queryFn: ({ signal }) =>
      http.get('/api/market_reports/options', { schema: marketReportOptionsSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * One report for the options shown. The previous answer stays on screen while the next loads, so
 * a counter click does not blank the table; the page dims it instead.
 */
function useReport<T>(
  kind: MarketReportKind,
  schema: ResponseSchema<T>,
  query: MarketReportQueryInput | null,
) {
  return useQuery<T>({
    queryKey: ['market-reports', kind, query],
    queryFn: ({ signal }) =>
      http.get(`/api/market_reports/${kind}`, {
        schema,
        query: toQuery(query ?? { bank_service_id: 0 }),
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export const useMarketShareReport = (query: MarketReportQueryInput | null) =>
  useReport('market_share', marketShareReportSchema, query);

export const useFirmographicsReport = (query: MarketReportQueryInput | null) =>
  useReport('firmographics', firmographicsReportSchema, query);

/** The Excel download of the same report, built by the server with its notice and fingerprint. */
export function downloadUrl(kind: MarketReportKind, query: MarketReportQueryInput): string {
  return buildUrl(`/api/market_reports/${kind}.xlsx`, toQuery(query));
}
