import {
  adminGroupRowsResponseSchema,
  crmListsSchema,
  messageResponseSchema,
  type PublicationEditInput,
  publicationListSchema,
  publicationSchema,
  type StrategySegmentationQuery,
  type StrategyWhiteSpaceQuery,
  savedQueryListSchema,
  searchResponseSchema,
  strategySegmentationSchema,
  strategySegmentSetListSchema,
  strategyWhiteSpaceSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Query } from '../../core/api/http';
import { uploadForm } from '../../core/api/upload-form';
import { useSession } from '../../core/session/use-session';

const KEY = 'strategy';

/** The segment sets the pages cut the market by. */
export function useSegmentSets(enabled = true) {
  return useQuery({
    queryKey: [KEY, 'segment-sets'],
    queryFn: ({ signal }) =>
      http.get('/api/strategy/segment_sets', { schema: strategySegmentSetListSchema, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The market by segment against the clients; the previous answer stays while the next loads. */
export function useSegmentation(query: StrategySegmentationQuery | null) {
  return useQuery({
    queryKey: [KEY, 'segmentation', query],
    queryFn: ({ signal }) =>
      http.get('/api/strategy/segmentation', {
        query: query as Query,
        schema: strategySegmentationSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWhiteSpace(query: StrategyWhiteSpaceQuery | null) {
  return useQuery({
    queryKey: [KEY, 'white-space', query],
    queryFn: ({ signal }) =>
      http.get('/api/strategy/white_space', {
        query: query as Query,
        schema: strategyWhiteSpaceSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every prospect row (up to the server's cap), for the Excel file. */
export const fetchAllProspects = (query: StrategyWhiteSpaceQuery) =>
  http.get('/api/strategy/white_space', {
    query: { ...query, limit: 5_000 } as Query,
    schema: strategyWhiteSpaceSchema,
  });

// Where clients and markets come from: the caller's CRM lists and saved queries, each asked for only
// when the caller may read them (a refusal would send them away from the page).

export function useCrmListChoices(enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: [KEY, 'crm-lists', user?.id],
    queryFn: ({ signal }) => http.get('/api/crm_lists', { schema: crmListsSchema, signal }),
    enabled,
  });
}

export function useSavedQueryChoices(enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['saved-queries', user?.id, 'strategy'],
    queryFn: ({ signal }) =>
      http.get('/api/advanced_query/saved_queries', { schema: savedQueryListSchema, signal }),
    enabled,
  });
}

/** Solutions and vendor products by name (Technographics' product search). */
export function useProductSearch(text: string) {
  return useQuery({
    queryKey: [KEY, 'search', text],
    queryFn: ({ signal }) =>
      http.get('/api/search', { query: { query: text }, schema: searchResponseSchema, signal }),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

// Publications

export function usePublications(scope: 'reader' | 'admin', search: string, page: number) {
  const path = scope === 'admin' ? '/api/super_admin/publications' : '/api/strategy/publications';
  return useQuery({
    queryKey: [KEY, 'publications', scope, search, page],
    queryFn: ({ signal }) =>
      http.get(path, { query: { q: search || undefined, page }, schema: publicationListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const publicationFileUrl = (id: number) => `/api/strategy/publications/${id}/file`;

function useRefreshPublications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY, 'publications'] });
}

export type PublicationUpload = {
  title: string;
  summary: string;
  published_on: string;
  all_groups: boolean;
  group_ids: number[];
  file: File;
};

export function useUploadPublication() {
  const refresh = useRefreshPublications();
  return useMutation({
    mutationFn: ({ file, all_groups, group_ids, ...fields }: PublicationUpload) =>
      uploadForm(
        '/api/super_admin/publications',
        { ...fields, all_groups: String(all_groups), group_ids: group_ids.join(',') },
        file,
        publicationSchema,
      ),
    onSuccess: refresh,
  });
}

export function useEditPublication() {
  const refresh = useRefreshPublications();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PublicationEditInput }) =>
      http.put(`/api/super_admin/publications/${id}`, body, { schema: publicationSchema }),
    onSuccess: refresh,
  });
}

export function useDeletePublication() {
  const refresh = useRefreshPublications();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete(`/api/super_admin/publications/${id}`, { schema: messageResponseSchema }),
    onSuccess: refresh,
  });
}

/** The client groups a FIN Admin may name as a publication's readers. */
export function useClientGroups() {
  return useQuery({
    queryKey: [KEY, 'client-groups'],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/groups', { schema: adminGroupRowsResponseSchema, signal }),
    staleTime: 60_000,
  });
}
