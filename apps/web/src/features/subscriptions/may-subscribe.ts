import { useProfile } from '../../core/session/use-profile';
import { useSite } from '../../core/session/use-site';

/**
 * Subscriptions are offered on the main site only, to users who sign in with a password (the
 * spec's header rule). Until the profile answers, a password account is assumed: nearly every
 * account is one.
 */
export function useMaySubscribe(): boolean {
  const site = useSite();
  const profile = useProfile();
  // The site is known before any page renders; until it is, nothing is offered.
  const onMainSite = site.data !== undefined && site.data.partner === null;
  const emailUser = (profile.data?.sign_in_method ?? 'password') === 'password';
  return onMainSite && emailUser;
}
