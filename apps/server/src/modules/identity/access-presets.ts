import type { PurchasedModuleFlag } from '@fin-atlas/domain';
import type { Access } from './policy.js';

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
/** The three admin consoles share their API; the tenant scope narrows what each one sees. */
export const ADMIN_CONSOLE: Access = {
  signedIn: true,
  anyAbility: ['super_admin_board', 'admin_board', 'partner_admin_board'],
};
export const SUPER_ADMIN: Access = { signedIn: true, ability: 'super_admin_board' };
/** Client activity reports, user groups and email templates (spec section 6). */
export const SUPER_ADMIN_FEATURES: Access = { signedIn: true, ability: 'super_admin_features' };
export const IMPERSONATING: Access = { signedIn: true, impersonating: true };

/** Peer groups and report lists serve Reporter, Advisor and FIN Profile; any one of them opens them. */
export const ANALYTICS_MODULES: readonly PurchasedModuleFlag[] = [
  'fin_advisor',
  'fin_reporter',
  'fin_profile',
];
export const ANALYTICS: Access = { signedIn: true, anyModule: ANALYTICS_MODULES };

/** FIN CRM: the CRM access ability, which also needs the fin_crm purchase. */
export const CRM: Access = { signedIn: true, ability: 'crm_access' };

export const route = (access: Access) => ({ config: { access } });
