import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetRedirectTarget, safeRedirectTarget } from '../../core/session/redirect-target';
import { sessionQueryOptions } from '../../core/session/session-query';
import { PageLoader } from '../../ui/PageLoader';

/**
 * Landing page after a server-side sign-in (SSO callback): the session cookie is new, so the cached
 * "signed out" answer is refreshed before going on to ?to=, which must be a path on this site.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const target = safeRedirectTarget(params.get('to'));

  useEffect(() => {
    let cancelled = false;
    forgetRedirectTarget();
    void client
      .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) void navigate(target, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [client, navigate, target]);

  return <PageLoader />;
}
