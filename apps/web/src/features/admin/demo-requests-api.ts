import { demoRequestListSchema } from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import type { ListQuery } from '../../ui/use-list-params';

/** The demos users asked for, for the FIN Admin's follow-up. */
export function useDemoRequests(query: ListQuery) {
  return useQuery({
    queryKey: ['admin', 'demo-requests', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/demo_requests', { query, schema: demoRequestListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
