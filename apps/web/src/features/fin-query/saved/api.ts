import {
  adminGroupListSchema,
  adminUserListSchema,
  type CopyQueriesBodyInput,
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

/** Users and client groups by name, for the copy console's pickers. */
export function useUserSearch(search: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['copy-queries', 'users', search],
    queryFn: ({ signal }) =>
      http.get('/api/admin/users', {
        query: { q: search || undefined, per_page: 50 },
        schema: adminUserListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGroupSearch(search: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['copy-queries', 'groups', search],
    queryFn: ({ signal }) =>
      http.get('/api/admin/groups', {
        query: { q: search || undefined, per_page: 50 },
        schema: adminGroupListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every saved query of one user, the source of a copy. */
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
  });
}

export function useCopyQueries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyQueriesBodyInput) =>
      http.post('/api/super_admin/copy_queries', body, { schema: copyQueriesResultSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['copy-queries', 'source'] }),
  });
}
