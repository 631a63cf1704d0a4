import {
  type CrmSourceId,
  crmDashboardSchema,
  crmListCreatedSchema,
  crmListsSchema,
  crmSolutionChoicesSchema,
  messageResponseSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, http } from '../../core/api/http';
import { uploadForm } from '../../core/api/upload-form';
import { orgListKeys } from '../org-matching';

const BASE = '/api/crm_lists';

export function useCrmLists() {
  return useQuery({
    queryKey: orgListKeys.all(BASE),
    queryFn: ({ signal }) => http.get(BASE, { schema: crmListsSchema, signal }),
    staleTime: 0,
  });
}

export function useCrmDashboard(listId: number | null) {
  return useQuery({
    queryKey: [...orgListKeys.all(BASE), 'dashboard', listId],
    queryFn: ({ signal }) =>
      http.get(`${BASE}/dashboard`, {
        query: { list_id: listId ?? undefined },
        schema: crmDashboardSchema,
        signal,
      }),
    staleTime: 0,
  });
}

export function useCrmSolutions() {
  return useQuery({
    queryKey: ['crm-solutions'],
    queryFn: ({ signal }) => http.get(`${BASE}/solutions`, { schema: crmSolutionChoicesSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useUploadCrmList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, source, file }: { name: string; source: CrmSourceId; file: File }) =>
      uploadForm(BASE, { name, source }, file, crmListCreatedSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(BASE) }),
  });
}

export function useDeleteCrmList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${BASE}/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(BASE) }),
  });
}

/** The enriched file; an empty solution list means firmographics only. */
export const crmDownloadUrl = (id: number, format: 'xlsx' | 'csv', solutionIds: readonly number[]) =>
  buildUrl(`${BASE}/${id}/download.${format}`, { solution_ids: solutionIds.length ? solutionIds : 'none' });
