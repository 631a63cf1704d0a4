import {
  type InstitutionHit,
  institutionSearchResponseSchema,
  type OrgInstitution,
  orgInstitutionSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOCAL_ERRORS } from '../../core/api/global-errors';
import { http, type ResponseSchema } from '../../core/api/http';
import { keyedList } from '../../core/api/schema';

/**
 * The one summary of an institution that lists, pickers and the analytics selection carry: name,
 * FI type, place, assets ($ thousands), RSSD and certificate/charter. The search call's rows.
 */
export type InstitutionSummary = OrgInstitution;

export type { InstitutionHit };

const summariesSchema = keyedList('institutions', orgInstitutionSchema);

/** How a caller reads the search rows: hits with their holding company, or bare summaries. */
export type InstitutionSearchShape = 'hit' | 'summary';

/**
 * The search's cache keys: each limit and shape is an answer of its own, so a screen is never
 * served another screen's shorter or differently shaped list.
 */
export const institutionKeys = {
  all: ['institutions'] as const,
  search: (q: string, limit: number, shape: InstitutionSearchShape) =>
    ['institutions', 'search', { q, limit, shape }] as const,
};

/** GET /api/institutions/search: every institution by name, RSSD, certificate/charter or routing number. */
function searchInstitutions<T>(
  q: string,
  limit: number,
  schema: ResponseSchema<{ institutions: T[] }>,
  signal: AbortSignal,
) {
  return http.get('/api/institutions/search', { query: { q, limit }, schema, signal });
}

/** The analytics typeahead's search: from the first character, twelve hits with their parents. */
export function useInstitutionHits(text: string) {
  const q = text.trim();
  const limit = 12;
  return useQuery({
    queryKey: institutionKeys.search(q, limit, 'hit'),
    queryFn: ({ signal }) => searchInstitutions(q, limit, institutionSearchResponseSchema, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // Spec: a search failure only clears the loading state.
    meta: LOCAL_ERRORS,
  });
}

/** The list-matching picker's search: from two characters, fifteen summaries. */
export function useInstitutionSummaries(term: string) {
  const q = term.trim();
  const limit = 15;
  return useQuery({
    queryKey: institutionKeys.search(q, limit, 'summary'),
    queryFn: ({ signal }) => searchInstitutions(q, limit, summariesSchema, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    // Spec: a search failure only clears the loading state.
    meta: LOCAL_ERRORS,
  });
}
