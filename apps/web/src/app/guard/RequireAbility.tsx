import { type Ability, roleHasAbility } from '@fin-atlas/domain';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../core/session/use-session';
import { useSite } from '../../core/session/use-site';
import { PageLoader } from '../../ui/PageLoader';

// Loaded like its own route, so the page stays one chunk whether reached by URL or by this guard.
const UnauthorizedPage = lazy(() =>
  import('../pages/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })),
);

type RequireAbilityProps = {
  ability: Ability;
  /** The partner admin console exists only on the partner (credit-union) site. */
  partnerSiteOnly?: boolean;
};

/**
 * Keeps a signed-in user away from consoles their role cannot use, so they see why instead of a
 * screen of failed calls. The server enforces the same rule on every call; this is courtesy only.
 */
export function RequireAbility({ ability, partnerSiteOnly = false }: RequireAbilityProps) {
  const { user } = useSession();
  const site = useSite();
  if (partnerSiteOnly && site.isPending) return <PageLoader />;
  const onRightSite = !partnerSiteOnly || Boolean(site.data?.partner);
  if (!roleHasAbility(user?.role.name, ability) || !onRightSite) {
    return (
      <Suspense fallback={<PageLoader />}>
        <UnauthorizedPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
