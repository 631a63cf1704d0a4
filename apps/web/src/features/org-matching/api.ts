import {
  type OrgRowQuery,
  type OrgRowUpdate,
  orgBulkConfirmedSchema,
  orgListDetailSchema,
  orgRowUpdatedSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';

/** Conference lists and CRM lists share their row calls under different paths. */
export type OrgListBase = '/api/conferences' | '/api/crm_lists';

export const orgListKeys = {
  all: (base: OrgListBase) => ['org-lists', base] as const,
  detail: (base: OrgListBase, id: number, query: OrgRowQuery) => ['org-lists', base, id, query] as const,
};

export function useOrgListDetail(base: OrgListBase, id: number | null, query: OrgRowQuery) {
  return useQuery({
    queryKey: orgListKeys.detail(base, id ?? 0, query),
    queryFn: ({ signal }) =>
      http.get(`${base}/${id}`, {
        query: { status: query.status, q: query.q, page: query.page, per_page: query.per_page },
        schema: orgListDetailSchema,
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A review decision on one row; every view of the list refreshes its counts. */
export function useDecideRow(base: OrgListBase, listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, update }: { rowId: number; update: OrgRowUpdate }) =>
      http.patch(`${base}/${listId}/rows/${rowId}`, update, { schema: orgRowUpdatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(base) }),
  });
}

export function useConfirmBest(base: OrgListBase, listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minConfidence: number) =>
      http.post(
        `${base}/${listId}/confirm_best`,
        { min_confidence: minConfidence },
        { schema: orgBulkConfirmedSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(base) }),
  });
}
