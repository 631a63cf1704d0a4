import {
  elementOptionsResponseSchema,
  identifierResolutionSchema,
  type QueryElementType,
  type QueryPayload,
  queryCatalogSchema,
  queryCountsResponseSchema,
  queryResultsSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ANSWERS_SHOWN_BY_SCREEN } from '../../../core/api/global-errors';
import { http } from '../../../core/api/http';
import { useSession } from '../../../core/session/use-session';
import { useIsMbc } from './query-variant';

/** The body of every call that evaluates a query: the payload travels as JSON text in the cache key. */
const runBody = (payloadJson: string | null, isMbc: boolean) => ({
  query: JSON.parse(payloadJson ?? '{}') as QueryPayload,
  is_mbc: isMbc,
});

/** The variant as a query-string flag: absent for the standard builder. */
const variantQuery = (isMbc: boolean) => (isMbc ? { is_mbc: 'true' } : {});

const keys = {
  catalog: (userId: number | undefined, isMbc: boolean) => ['fin-query', userId, isMbc, 'catalog'] as const,
  options: (
    userId: number | undefined,
    isMbc: boolean,
    request: { type: QueryElementType; id: number; parent: string | null; q: string },
  ) => ['fin-query', userId, isMbc, 'options', request] as const,
  counts: (userId: number | undefined, isMbc: boolean, payload: string | null) =>
    ['fin-query', userId, isMbc, 'counts', payload] as const,
  results: (userId: number | undefined, isMbc: boolean, payload: string | null) =>
    ['fin-query', userId, isMbc, 'results', payload] as const,
};

/** The elements the builder offers the signed-in user, by category and section. */
export function useQueryCatalog() {
  const { user } = useSession();
  const isMbc = useIsMbc();
  return useQuery({
    queryKey: keys.catalog(user?.id, isMbc),
    queryFn: ({ signal }) =>
      http.get('/api/advanced_query/catalog', {
        query: variantQuery(isMbc),
        schema: queryCatalogSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** Choices of an element too long to ship with the catalog, narrowed by a parent and typed text. */
export function useElementOptions(
  element: { element_type: QueryElementType; element_id: number } | null,
  parent: string | null,
  q: string,
  enabled = true,
) {
  const { user } = useSession();
  const isMbc = useIsMbc();
  const request = element
    ? { type: element.element_type, id: element.element_id, parent, q: q.trim() }
    : null;
  return useQuery({
    queryKey: keys.options(user?.id, isMbc, request ?? { type: 'firmographics', id: 0, parent: null, q: '' }),
    queryFn: ({ signal }) =>
      http.get('/api/advanced_query/element_options', {
        query: {
          element_type: request?.type,
          element_id: request?.id,
          parent: request?.parent ?? undefined,
          q: request?.q || undefined,
          ...variantQuery(isMbc),
        },
        schema: elementOptionsResponseSchema,
        signal,
      }),
    enabled: enabled && request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/**
 * The live counts of a payload (its JSON, so equal trees share an answer). A newer payload gets a
 * new key, so an answer that arrives late for an older tree never shows.
 */
export function useQueryCounts(payloadJson: string | null) {
  const { user } = useSession();
  const isMbc = useIsMbc();
  return useQuery({
    queryKey: keys.counts(user?.id, isMbc, payloadJson),
    queryFn: ({ signal }) =>
      http.post('/api/advanced_query/counts', runBody(payloadJson, isMbc), {
        schema: queryCountsResponseSchema,
        signal,
      }),
    enabled: payloadJson !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** The matching institutions with their columns: the prospect list itself. */
export function useQueryResults(payloadJson: string | null) {
  const { user } = useSession();
  const isMbc = useIsMbc();
  return useQuery({
    queryKey: keys.results(user?.id, isMbc, payloadJson),
    queryFn: ({ signal }) =>
      http.post('/api/advanced_query', runBody(payloadJson, isMbc), { schema: queryResultsSchema, signal }),
    enabled: payloadJson !== null,
    staleTime: 5 * 60_000,
    retry: false,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** Which uploaded identifiers (RSSD, certificate, charter, routing number; LEI in mortgage mode) name an institution. */
export function useResolveIdentifiers() {
  const isMbc = useIsMbc();
  return useMutation({
    mutationFn: (identifiers: string[]) =>
      http.post(
        '/api/advanced_query/resolve_identifiers',
        { identifiers, is_mbc: isMbc },
        { schema: identifierResolutionSchema },
      ),
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}
