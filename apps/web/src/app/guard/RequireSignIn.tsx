import { MESSAGES } from '@fin-atlas/domain';
import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { rememberRedirectTarget } from '../../core/session/redirect-target';
import { isSessionExpired } from '../../core/session/session-expiry';
import { SESSION_EXPIRED_NOTICE, SIGN_IN_REQUIRED_NOTICE } from '../../core/session/sign-in-notice';
import { useSession } from '../../core/session/use-session';
import { MessagePage } from '../../ui/MessagePage';
import { PageLoader } from '../../ui/PageLoader';

function SendToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    rememberRedirectTarget(target);
    const notice = isSessionExpired() ? SESSION_EXPIRED_NOTICE : SIGN_IN_REQUIRED_NOTICE;
    void navigate('/sign_in', { replace: true, state: { notice } });
  }, [navigate, target]);
  return <PageLoader />;
}

/** Layout route for every signed-in page: signed-out visitors go to sign-in and come back afterwards. */
export function RequireSignIn() {
  const { session, isPending, error, refetch } = useSession();
  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <MessagePage code="!" title="We could not reach FIN Atlas." message={MESSAGES.toast.genericError}>
        <Button onClick={refetch} mt="md">
          Try again
        </Button>
      </MessagePage>
    );
  }
  if (!session) return <SendToSignIn />;
  return <Outlet />;
}
