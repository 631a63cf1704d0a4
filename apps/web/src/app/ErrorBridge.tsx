import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerErrorBridge } from '../core/api/global-errors';
import { useGuestHeader } from '../core/api/use-guest-header';
import { clearLocalState } from '../core/local-state';
import { markSessionExpired } from '../core/session/session-expiry';
import { dropSignedInState, SESSION_QUERY_KEY } from '../core/session/session-query';

/**
 * Gives the global call handler (which lives outside React) the router and the cache it acts on,
 * and turns the guest header (the server saw an expired session cookie) into the same signed-out
 * state as a 401.
 */
export function ErrorBridge() {
  const navigate = useNavigate();
  const client = useQueryClient();

  const signOutLocally = () => {
    if (client.getQueryData(SESSION_QUERY_KEY)) markSessionExpired();
    dropSignedInState(client, () => clearLocalState());
  };

  useGuestHeader(() => {
    if (client.getQueryData(SESSION_QUERY_KEY)) signOutLocally();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: signOutLocally only closes over the client.
  useEffect(
    () =>
      registerErrorBridge({
        navigate: (to) => void navigate(to, { replace: true }),
        signOutLocally,
      }),
    [navigate, client],
  );
  return null;
}
