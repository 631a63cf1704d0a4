import {
  copyQueriesResultSchema,
  decideQuerySave,
  elementListSchema,
  type NavigatorGroupBody,
  navigatorGroupListSchema,
  navigatorGroupSchema,
  type QueryPayload,
  type QueryType,
  type SavedQueryListItem,
  type SaveQueryBodyInput,
  savedQueryListItemSchema,
  savedQueryListSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';
import { useSession } from '../../../core/session/use-session';
import type { CopyMade, CopyRequest, CopySourceItem } from '../../admin';

const savedQueriesKey = (userId: number | undefined) => ['saved-queries', userId] as const;

/** The caller's own, shared and navigator queries of one kind, filtered by name on the server. */
export function useSavedQueries(search: string, isMbc: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...savedQueriesKey(user?.id), 'list', search, isMbc],
    queryFn: ({ signal }) =>
      http.get('/api/advanced_query/saved_queries', {
        query: { query: search || undefined, is_mbc: isMbc ? 'true' : undefined },
        schema: savedQueryListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One saved query as the builder opens it (`?saved=<id>`): its criteria and what was saved with it. */
export function useSavedQuery(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...savedQueriesKey(user?.id), 'one', id],
    queryFn: ({ signal }) =>
      http.get(`/api/advanced_query/${id}`, { schema: savedQueryListItemSchema, signal }),
    enabled: id !== null,
  });
}

export function useElementList(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...savedQueriesKey(user?.id), 'elements', id],
    queryFn: ({ signal }) =>
      http.get(`/api/advanced_query/${id}/element_list`, { schema: elementListSchema, signal }),
    enabled: id !== null,
  });
}

/** What the save dialog edits; `id` and `savedName` say which saved query the builder holds. */
export type SaveQueryDraft = {
  id?: number | null;
  savedName?: string | null;
  name: string;
  description: string;
  group_ids: number[];
  save_as_peer_group: boolean;
  is_global: boolean;
};

export type SaveQueryVariables = {
  draft: SaveQueryDraft;
  query: QueryPayload;
  queryType: QueryType;
  institutionId?: number | null;
};

/** Saved queries and peer groups (a query may be kept as one) are read again after a change. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['saved-queries'] });
    void client.invalidateQueries({ queryKey: ['peer-groups'] });
  };
}

/**
 * Saves the builder's query by the spec's rule: a new query when it has no id or its name
 * changed (renaming is "save as"), otherwise the saved one is updated in place.
 */
export function useSaveQuery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ draft, query, queryType, institutionId }: SaveQueryVariables) => {
      const body: SaveQueryBodyInput = {
        advanced_query: {
          name: draft.name,
          description: draft.description,
          group_ids: draft.group_ids,
          query: JSON.stringify(query),
          query_type: queryType,
          save_as_peer_group: draft.save_as_peer_group,
          is_global: draft.is_global,
          institution_id: institutionId ?? null,
        },
      };
      return decideQuerySave(draft) === 'create' || draft.id == null
        ? http.post('/api/advanced_query/save_query', body, { schema: savedQueryListItemSchema })
        : http.put(`/api/advanced_query/${draft.id}`, body, { schema: savedQueryListItemSchema });
    },
    onSuccess: refresh,
  });
}

export function useDeleteSavedQuery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (query: SavedQueryListItem) => http.delete<void>(`/api/advanced_query/${query.id}`),
    onSuccess: refresh,
  });
}

// FIN Admin consoles

export function useNavigatorGroups(search: string, all: boolean) {
  return useQuery({
    queryKey: ['navigator-groups', search, all],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/navigator_groups', {
        query: { query: search || undefined, all: all ? 'true' : undefined },
        schema: navigatorGroupListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateNavigatorGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NavigatorGroupBody }) =>
      http.patch(`/api/super_admin/navigator_groups/${id}`, body, { schema: navigatorGroupSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['navigator-groups'] });
      void client.invalidateQueries({ queryKey: ['saved-queries'] });
    },
  });
}

/** Every saved query of one user, the source of a copy, as the copy console lists them. */
export function useUserSavedQueries(userId: number | null) {
  return useQuery({
    queryKey: ['copy-queries', 'source', userId],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/saved_queries', {
        query: { user_id: userId },
        schema: savedQueryListSchema,
        signal,
      }),
    enabled: userId !== null,
    select: (data): CopySourceItem[] =>
      data.saved_queries.map((q) => ({
        id: q.id,
        name: q.name,
        description: [q.query_type === 'mortgage' ? 'Mortgage lender query' : 'Prospect query', q.description]
          .filter(Boolean)
          .join(' · '),
      })),
  });
}

export function useCopyQueries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ item_ids, ...to }: CopyRequest): Promise<CopyMade[]> => {
      const result = await http.post(
        '/api/super_admin/copy_queries',
        { ...to, query_ids: item_ids },
        { schema: copyQueriesResultSchema },
      );
      return result.copies.map((c) => ({ id: c.query_id, user_name: c.user_name, name: c.name }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['copy-queries', 'source'] }),
  });
}
