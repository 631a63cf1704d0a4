import { useProfile } from '../../core/session/use-profile';
import { useSite } from '../../core/session/use-site';

/**
 * Subscriptions are offered on the main site only, to users who sign in with a password (the
 * spec's header rule). Nothing is offered until the site and the profile have answered (both are
 * read by the header first, so this is rarely a wait).
 */
export function useMaySubscribe(): boolean {
  const site = useSite();
  const profile = useProfile();
  const onMainSite = site.data !== undefined && site.data.partner === null;
  const emailUser = profile.data?.sign_in_method === 'password';
  return onMainSite && emailUser;
}
