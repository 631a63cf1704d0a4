import { dataStatusSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';

export const dataStatusKey = ['data-status'] as const;

export function useDataStatus() {
  return useQuery({
    queryKey: dataStatusKey,
    queryFn: ({ signal }) => http.get('/api/data/status', { schema: dataStatusSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
