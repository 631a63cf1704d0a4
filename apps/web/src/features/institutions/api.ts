import { type OrgInstitution, orgInstitutionSchema } from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOCAL_ERRORS } from '../../core/api/global-errors';
import { http, type ResponseSchema } from '../../core/api/http';
import { keyedList } from '../../core/api/schema';

/**
 * The one summary of an institution that lists, pickers and the analytics selection carry: name,
 * FI type, place, assets ($ thousands), RSSD and certificate/charter. The search call's rows.
 */
export type InstitutionSummary = OrgInstitution;

/** A typeahead hit: the summary and the name of the institution's holding company. */
export type InstitutionHit = InstitutionSummary & { parent_name: string | null };

const isHit = (v: unknown): v is InstitutionHit =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { id?: unknown }).id === 'number' &&
  typeof (v as { name?: unknown }).name === 'string';

// The typeahead shows the rows as they are; only their shape is checked.
const hitsSchema: ResponseSchema<{ institutions: InstitutionHit[] }> = {
  safeParse(data) {
    const rows = (data as { institutions?: unknown })?.institutions;
    return Array.isArray(rows) && rows.every(isHit)
      ? {
          success: true,
          data: {
            institutions: rows.map((r) => ({ ...r, assets: r.assets === null ? null : Number(r.assets) })),
          },
        }
      : { success: false, error: new Error('Expected { institutions: [...] }') };
  },
};

const summariesSchema = keyedList('institutions', orgInstitutionSchema);

/** How a caller reads the search rows: loosely checked hits, or summaries held to the contract. */
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
    queryFn: ({ signal }) => searchInstitutions(q, limit, hitsSchema, signal),
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
