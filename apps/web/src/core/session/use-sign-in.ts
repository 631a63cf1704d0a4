import type { SessionResponse, SignInBody } from '@fin-atlas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOCAL_ERRORS } from '../api/global-errors';
import { http } from '../api/http';
import { clearLocalState } from '../local-state';
import { flushPageViews } from '../page-views';
import { forgetRedirectTarget } from './redirect-target';
import { markSignedOut, replaceSession, SESSION_CONTRACT } from './session-query';
import { SIGNED_OUT_NOTICE, type SignInNotice } from './sign-in-notice';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => http.post<SessionResponse>('/api/session', body, SESSION_CONTRACT),
    onSuccess: (session) => replaceSession(client, session),
    // A 401 here is a wrong password, which the form shows; it is not a lost session.
    meta: LOCAL_ERRORS,
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
    // The notice says why on the sign-in page (the user chose to leave, or the idle timeout did).
    mutationFn: async (_notice?: SignInNotice) => {
      // The last pages opened are counted while the session still names the user.
      await flushPageViews();
      return http.delete<void>('/api/session');
    },
    // Signed out locally even when the server call fails: the user asked to leave, and an expired
    // session answers 401 anyway.
    meta: LOCAL_ERRORS,
    onSettled: async (_data, _error, notice) => {
      forgetRedirectTarget();
      // Leave the guarded pages first (synchronously committed), so the guard never sees the
      // signed-out state and remembers the current page as the one to come back to.
      await navigate('/sign_in', {
        replace: true,
        state: { notice: notice ?? SIGNED_OUT_NOTICE },
        flushSync: true,
      });
      clearLocalState();
      client.clear();
      markSignedOut(client);
    },
  });
}
