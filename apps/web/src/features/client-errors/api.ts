import { clientErrorListSchema } from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import type { ListQuery } from '../../ui/use-list-params';

/** The failures browsers reported, for the FIN Admin's follow-up. */
export function useClientErrors(query: ListQuery) {
  return useQuery({
    queryKey: ['admin', 'client-errors', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/client_errors', { query, schema: clientErrorListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
