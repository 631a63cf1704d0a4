import type { Access } from './policy.js';

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
/** The three admin consoles share their API; the tenant scope narrows what each one sees. */
export const ADMIN_CONSOLE: Access = {
  signedIn: true,
  anyAbility: ['super_admin_board', 'admin_board', 'partner_admin_board'],
};
export const SUPER_ADMIN: Access = { signedIn: true, ability: 'super_admin_board' };
export const IMPERSONATING: Access = { signedIn: true, impersonating: true };

export const route = (access: Access) => ({ config: { access } });
