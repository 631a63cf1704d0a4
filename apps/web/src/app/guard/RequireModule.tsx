import { MESSAGES, TOAST_DURATION_MS } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../../core/session/use-session';
import { MessagePage } from '../../ui/MessagePage';
import { PageLoader } from '../../ui/PageLoader';
import {
  decideFromStore,
  fetchEnabledModules,
  hasModuleAccess,
  storedEnabledModules,
} from './enabled-modules';

type RequireModuleProps = { modulePaths: readonly string[] };

/**
 * The navigation guard for module routes (spec section 4): the route's module path must be among
 * the stored enabled paths; if not, the enabled modules are fetched and stored; still not listed
 * means the toast 'Page access restricted, please contact admin' and a trip to /. The server
 * refuses the module's calls the same way; this keeps the user off a page of refusals.
 */
export function RequireModule({ modulePaths }: RequireModuleProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const userId = user?.id ?? 0;
  const fromStore = decideFromStore(userId ? storedEnabledModules(userId) : null, modulePaths);
  const fresh = useQuery({
    queryKey: ['enabled-modules', userId, 'guard', ...modulePaths],
    queryFn: ({ signal }) => fetchEnabledModules(userId, signal),
    enabled: userId > 0 && fromStore === 'fetch',
    staleTime: 0,
    gcTime: 0,
  });
  const denied = fresh.isSuccess && !hasModuleAccess(fresh.data.enabled_paths, modulePaths);

  useEffect(() => {
    if (!denied) return;
    notifications.show({
      id: 'module-not-enabled',
      color: 'red',
      message: MESSAGES.toast.moduleNotEnabled,
      autoClose: TOAST_DURATION_MS,
    });
    void navigate('/', { replace: true });
  }, [denied, navigate]);

  if (fromStore === 'proceed' || (fresh.isSuccess && !denied)) return <Outlet />;
  if (fresh.isError) {
    return (
      <MessagePage
        code="!"
        title="This page could not be opened."
        message={MESSAGES.toast.genericError}
        action={{ label: 'Go to the dashboard', to: '/dashboard' }}
      />
    );
  }
  return <PageLoader />;
}
