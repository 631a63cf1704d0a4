import { type SiteResponse, siteResponseSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

/** The host decides the partner site, and the host cannot change while the app runs. */
export function useSite() {
  return useQuery<SiteResponse>({
    queryKey: ['site'],
    queryFn: ({ signal }) => http.get('/api/site', { schema: siteResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
