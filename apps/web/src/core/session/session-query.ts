import { type SessionResponse, sessionResponseSchema } from '@fin-atlas/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { LOCAL_ERRORS } from '../api/global-errors';
import { http, setCsrfToken } from '../api/http';
import { clearSessionExpired } from './session-expiry';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * How every call that answers with a SessionResponse reads it. Lenient because the whole app hangs
 * on the session: a drifted field (today: ui_modules[].user_guide_url is a site path, the contract
 * says absolute URL) is logged rather than signing everyone out.
 */
export const SESSION_CONTRACT = { schema: sessionResponseSchema, lenient: true } as const;
// Queries whose answer does not depend on who is signed in survive a change of identity.
const IDENTITY_FREE_KEYS = new Set(['session', 'site']);

/** Signed out is a normal state, not a failure: GET /api/session answers 401 and the cache holds null. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    const session = await http.get('/api/session', { ...SESSION_CONTRACT, signal });
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (isApiError(error, 401)) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
  retry: false,
  // Its failure is the whole page's ("We could not reach FIN Atlas"), shown by the sign-in guard.
  meta: LOCAL_ERRORS,
});

/**
 * Who is signed in changed (sign-in, sign-out, impersonation): everything cached belonged to the
 * previous identity, so it goes, and the new session becomes the only truth.
 */
export function replaceSession(client: QueryClient, session: SessionResponse | null): void {
  setCsrfToken(session?.csrf_token ?? null);
  if (session) clearSessionExpired();
  client.removeQueries({ predicate: (query) => !IDENTITY_FREE_KEYS.has(String(query.queryKey[0])) });
  client.setQueryData(SESSION_QUERY_KEY, session);
}

/** A 401 from any call means the server no longer knows us; the route guard takes it from there. */
export function markSignedOut(client: QueryClient): void {
  setCsrfToken(null);
  client.setQueryData(SESSION_QUERY_KEY, null);
}

/**
 * The spec's 401: stored data goes (local module state and every cached answer of the old
 * identity); the sign-in guard then remembers the current page and opens sign-in.
 */
export function dropSignedInState(client: QueryClient, clearStored: () => void): void {
  clearStored();
  client.removeQueries({ predicate: (query) => !IDENTITY_FREE_KEYS.has(String(query.queryKey[0])) });
  markSignedOut(client);
}
