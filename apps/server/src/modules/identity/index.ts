// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerAccessControl } from './access-control.js';
import { accountRoutes } from './account-routes.js';
import { preparePasswordPolicy } from './password-rules.js';
import { sessionRoutes } from './session-routes.js';
import { createSiteResolver } from './site.js';
import { ssoRoutes } from './sso-routes.js';
import { userRoutes } from './user-routes.js';

/** Registered first: its access gate must see every route that registers after it. */
export const register: AppModule = {
  name: 'identity',
  async routes(app, context) {
    await preparePasswordPolicy();
    // Reset mail runs beside its response: let it finish before the database closes under it.
    app.addHook('onClose', async () => context.mailer.settled());
    registerAccessControl(app, {
      db: context.db,
      sites: createSiteResolver(context.db),
      secureCookies: context.config.secureCookies,
      sessionSecret: context.config.sessionSecret,
    });
    for (const routes of [sessionRoutes, accountRoutes, ssoRoutes, userRoutes]) await routes(app, context);
  },
};

export { forbidden, requireActor, unauthenticated } from './access-control.js';
export {
  ADMIN_CONSOLE,
  ANALYTICS,
  CRM,
  CUSTOM_FI_GROUPS,
  DIGITAL_CHANNELS,
  FI_GROUP_MODULES,
  FIN_PROFILE,
  FIN_PROFILE_PARTIAL,
  FIN_QUERY,
  FINANCIAL_DATA,
  IMPERSONATING,
  INSTITUTION_LOOKUP,
  PROSPECT_CONTACTS,
  PROSPECT_LIST,
  PUBLIC,
  route,
  SIGNED_IN,
  SUPER_ADMIN,
  SUPER_ADMIN_FEATURES,
} from './access-presets.js';
export type { Actor, GroupRow, UserRow } from './actor.js';
export { groupTypeName, loadActor, userResponse } from './actor.js';
export { type AuditAction, audit } from './audit.js';
export { isEnabledFor, isPartiallyEnabledFor, isVisibleTo, toUiModule } from './enabled-modules.js';
export { assertPasswordPolicy } from './password-rules.js';
export type { Access, AdminScope } from './policy.js';
export {
  actorHasAbility,
  adminScope,
  assignableRoles,
  createdGroupPlacement,
  flagsBeyondPartnerGrant,
  groupInScope,
  mayAlterGroupIdentity,
  mayChangeEntitlements,
  mayDeactivateUser,
  mayImpersonateMemberOf,
  mayReach,
  mayReadContacts,
  mayReadProfileSection,
  mayRestructureTenants,
  mayUsePasswordSignIn,
  mayUseReportType,
  mayUseSubscriptions,
  roleNotGrantable,
  userInScope,
} from './policy.js';
export { sessionResponse } from './session-response.js';
export { destroyUserSessions } from './sessions.js';
export { isLockedOut, recordAttempt } from './sign-in-throttle.js';
export { issueUserToken } from './user-tokens.js';
