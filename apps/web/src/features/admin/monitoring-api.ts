import { clientErrorListSchema, demoRequestListSchema } from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../app/api/http';
import type { ListQuery } from './api';

// The FIN Admin's follow-up lists: failures browsers reported and demos users asked for.

export function useClientErrors(query: ListQuery) {
  return useQuery({
    queryKey: ['admin', 'client-errors', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/client_errors', { query, schema: clientErrorListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDemoRequests(query: ListQuery) {
  return useQuery({
    queryKey: ['admin', 'demo-requests', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/demo_requests', { query, schema: demoRequestListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
