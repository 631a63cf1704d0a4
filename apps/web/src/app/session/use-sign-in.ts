import type { SessionResponse, SignInBody } from '@fin-atlas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../api/http';
import { clearLocalState } from '../local-state';
import { forgetRedirectTarget } from './redirect-target';
import { markSignedOut, replaceSession, SESSION_CONTRACT } from './session-query';
import { SIGNED_OUT_NOTICE } from './sign-in-notice';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => http.post<SessionResponse>('/api/session', body, SESSION_CONTRACT),
    onSuccess: (session) => replaceSession(client, session),
  });
}

/** Also used where the server signs the user in as a side effect (invitations). */
export function useAdoptSession() {
  const client = useQueryClient();
  return (session: SessionResponse) => replaceSession(client, session);
}

export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => http.delete<void>('/api/session'),
    // Signed out locally even when the server call fails: the user asked to leave, and an expired
    // session answers 401 anyway.
    onSettled: async () => {
      forgetRedirectTarget();
      // Leave the guarded pages first (synchronously committed), so the guard never sees the
      // signed-out state and remembers the current page as the one to come back to.
      await navigate('/sign_in', { replace: true, state: { notice: SIGNED_OUT_NOTICE }, flushSync: true });
      clearLocalState();
      client.clear();
      markSignedOut(client);
    },
  });
}
