import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../core/session/use-session';
import { hideSidePanel } from '../core/side-panel';
import { OutdatedBanner } from './banners/OutdatedBanner';
import { useRevisionWatch } from './banners/use-revision-watch';
import { ErrorBridge } from './ErrorBridge';
import { IdleModal } from './idle/IdleModal';
import { ScrollToTop } from './ScrollToTop';
import { useSiteBranding } from './site-branding';
import { useRuntimeErrorReports } from './use-runtime-error-reports';

/** Around every page: banners, global error handling, the idle timeout, branding and scroll reset. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useSiteBranding();
  useRevisionWatch();
  useRuntimeErrorReports();

  // The navigation guard's first step (spec section 4): the side panel closes on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    hideSidePanel();
  }, [pathname]);

  return (
    <>
      <ScrollToTop />
      <ErrorBridge />
      <OutdatedBanner />
      {user ? <IdleModal key={user.id} userId={user.id} /> : null}
      <Outlet />
    </>
  );
}
