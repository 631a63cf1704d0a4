import {
  type PerformographicReportQuery,
  performographicReportSchema,
  performographicThemesSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../core/api/http';

/** The 15 themes with their definitions, ingredients and score spread (FIN Admin). */
export function usePerformographicThemes() {
  return useQuery({
    queryKey: ['performographics', 'themes'],
    queryFn: ({ signal }) =>
      http.get('/api/performographics/themes', { schema: performographicThemesSchema, signal }),
  });
}

/** One page of institutions ranked by a theme's score; the previous page stays shown while the next loads. */
export function usePerformographicReport(query: PerformographicReportQuery) {
  return useQuery({
    queryKey: ['performographics', 'report', query],
    queryFn: ({ signal }) => fetchPerformographicReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function fetchPerformographicReport(query: PerformographicReportQuery, signal?: AbortSignal) {
  return http.get('/api/performographics/report', { query, schema: performographicReportSchema, signal });
}
