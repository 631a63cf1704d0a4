import {
  type DigitalChannelsOverview,
  type DigitalChannelsResult,
  digitalChannelsFiltersResponseSchema,
  digitalChannelsOverviewSchema,
  digitalChannelsReportsResponseSchema,
  digitalChannelsResultSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';

const KEY = 'digital-channels';
const BASE = '/api/digital_channels';

/**
 * `query` is the filters already encoded by the domain's encodeDigitalChannelsQuery (lists as
 * bracket arrays, `key[]=v`), which the app's generic query builder would join with commas.
 */
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Every report of both modules, with their enabled filter ids, and whether the data is the demo set. */
export function useDigitalChannelsReports() {
  return useQuery({
    queryKey: [KEY, 'reports'],
    queryFn: ({ signal }) =>
      http.get(`${BASE}/reports`, { schema: digitalChannelsReportsResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every filter with its options and default; a report shows those it enables. */
export function useDigitalChannelsFilters() {
  return useQuery({
    queryKey: [KEY, 'filters'],
    queryFn: ({ signal }) =>
      http.get(`${BASE}/filters`, { schema: digitalChannelsFiltersResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * One report for the filters chosen. The previous answer stays while the next loads, so a counter
 * click does not blank the table; the page applies it only while it is the selected report's.
 */
export function useDigitalChannelsResult(reportId: number | null, query: string | null) {
  return useQuery<DigitalChannelsResult>({
    queryKey: [KEY, 'result', reportId, query],
    queryFn: ({ signal }) =>
      http.get(withQuery(`${BASE}/${reportId}`, query ?? ''), {
        schema: digitalChannelsResultSchema,
        signal,
      }),
    enabled: reportId !== null && query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's figures for a report's module. */
export function useDigitalChannelsOverview(reportId: number | null, query: string) {
  return useQuery<DigitalChannelsOverview>({
    queryKey: [KEY, 'overview', reportId, query],
    queryFn: ({ signal }) =>
      http.get(withQuery(`${BASE}/${reportId}/overview`, query), {
        schema: digitalChannelsOverviewSchema,
        signal,
      }),
    enabled: reportId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The Excel download of the same report and filters, built by the server with its notice row and fingerprint. */
export function downloadUrl(reportId: number, query: string): string {
  return withQuery(`${BASE}/${reportId}/download.xlsx`, query);
}
