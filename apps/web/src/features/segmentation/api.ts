import {
  queryCatalogSchema,
  type SegmentationElement,
  type SegmentationSetBodyInput,
  type SegmentationSummary,
  segmentationListSchema,
  segmentationSetDetailsSchema,
  segmentationSummarySchema,
  setDetailCountSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANSWERS_SHOWN_BY_SCREEN } from '../../core/api/global-errors';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

/** Whose sets a screen manages: the caller's own, or (FIN Admins) the global ones everyone sees. */
export type SetScope = 'own' | 'global';

const ROOT = 'segmentations';
const keys = {
  all: (userId: number | undefined) => [ROOT, userId] as const,
  list: (userId: number | undefined, kind: 'built_in' | 'custom' | 'global') =>
    [ROOT, userId, 'list', kind] as const,
  one: (userId: number | undefined, id: number | null) => [ROOT, userId, 'one', id] as const,
  details: (userId: number | undefined, id: number | null, groups: readonly string[]) =>
    [ROOT, userId, 'details', id, groups] as const,
  catalog: (userId: number | undefined, groups: readonly string[]) =>
    [ROOT, userId, 'catalog', groups] as const,
  count: (userId: number | undefined, request: unknown) => [ROOT, userId, 'count', request] as const,
};

const groupQuery = (groups: readonly string[]) =>
  groups.length > 0 ? { fi_group_ids: groups.join(',') } : {};

/** Built-in sets (asset bands, age groups, charter, region, FI type, performographic tiers). */
export function useBuiltInSegmentations() {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.list(user?.id, 'built_in'),
    queryFn: ({ signal }) => http.get('/api/segmentations', { schema: segmentationListSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The caller's sets, their client group's and the global ones. */
export function useCustomSegmentations() {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.list(user?.id, 'custom'),
    queryFn: ({ signal }) =>
      http.get('/api/segmentations/custom', { schema: segmentationListSchema, signal }),
  });
}

/** Every global set (FIN Admins' console). */
export function useGlobalSegmentations(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.list(user?.id, 'global'),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/segmentation_sets', { schema: segmentationListSchema, signal }),
    enabled,
  });
}

export function useSegmentation(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.one(user?.id, id),
    queryFn: ({ signal }) =>
      http.get(`/api/segmentation_sets/${id}`, { schema: segmentationSummarySchema, signal }),
    enabled: id !== null,
  });
}

/** A set's segments in words with their counts among the FI groups' members (everyone without groups). */
export function useSegmentationDetails(id: number | null, groups: readonly string[] = []) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.details(user?.id, id, groups),
    queryFn: ({ signal }) =>
      http.get(`/api/segmentation_sets/${id}/set_details`, {
        query: groupQuery(groups),
        schema: segmentationSetDetailsSchema,
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** The elements a set can split by (narrowed to the FI groups' types when given). */
export function useSegmentableCatalog(groups: readonly string[] = []) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.catalog(user?.id, groups),
    queryFn: ({ signal }) =>
      http.get('/api/segmentation_sets/query_rules', {
        query: groupQuery(groups),
        schema: queryCatalogSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export type CountRequest = {
  element: SegmentationElement;
  operator: string;
  value: string | number | (string | number)[];
  groups: readonly string[];
};

/**
 * The live count of one segment as it is typed (the caller debounces the request). A value the
 * server refuses is shown beside the segment, never as a toast.
 */
export function useSegmentCount(request: CountRequest | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.count(user?.id, request),
    queryFn: ({ signal }) =>
      http.get('/api/segmentation_sets/set_detail_count', {
        query: {
          element: JSON.stringify(request?.element),
          setDetail: JSON.stringify({ operator: request?.operator, value: request?.value }),
          ...groupQuery(request?.groups ?? []),
        },
        schema: setDetailCountSchema,
        signal,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** Saves a set: a new one (own, or global for a FIN Admin) or changes to an existing one. */
export function useSaveSegmentation(scope: SetScope) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SegmentationSetBodyInput }) => {
      if (id !== null) {
        return http.put(`/api/segmentation_sets/${id}`, body, { schema: segmentationSummarySchema });
      }
      const path = scope === 'global' ? '/api/super_admin/segmentation_sets' : '/api/segmentation_sets';
      return http.post(path, body, { schema: segmentationSummarySchema });
    },
    onSuccess: (saved: SegmentationSummary) => {
      client.setQueryData(keys.one(user?.id, saved.id), saved);
      void client.invalidateQueries({ queryKey: keys.all(user?.id) });
      // FIN Query's catalog lists the sets as its Segmentation category.
      void client.invalidateQueries({ queryKey: ['fin-query'] });
    },
  });
}

export function useDeleteSegmentation() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (set: SegmentationSummary) => http.delete<void>(`/api/segmentation_sets/${set.id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all(user?.id) });
      void client.invalidateQueries({ queryKey: ['fin-query'] });
    },
  });
}
