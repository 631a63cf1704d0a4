import {
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  ROLE,
  type RoleName,
} from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import type { Actor, UserRow } from './actor.js';
import {
  actorHasAbility,
  adminScope,
  authorize,
  createdGroupPlacement,
  flagsBeyondPartnerGrant,
  mayAlterGroupIdentity,
  mayChangeEntitlements,
  mayDeactivateUser,
  mayReadContacts,
  mayRestructureTenants,
  mayUseCrm,
  mayUseImportTools,
  mayUseReportType,
  type PartnerRow,
  type Site,
} from './policy.js';

const MAIN_SITE: Site = { partner: null };
const PARTNER_SITE: Site = { partner: { id: 7 } as PartnerRow };

type ActorSpec = {
  role: RoleName;
  isFiMenu?: boolean;
  partnerId?: number | null;
  clientGroupId?: number | null;
  modules?: readonly PurchasedModuleFlag[];
  enterprise?: readonly EnterprisePermission[];
  impersonated?: boolean;
};

// Policy decisions read only these fields of the user; the rest of the row does not matter here.
function actorOf(spec: ActorSpec): Actor {
  const user = {
    id: 1,
    role: spec.role,
    isFiMenu: spec.isFiMenu ?? false,
    partnerId: spec.partnerId ?? null,
    clientGroupId: spec.clientGroupId === undefined ? 3 : spec.clientGroupId,
  } as UserRow;
  return {
    user,
    role: spec.role,
    groups: [],
    modules: new Set(spec.modules ?? []),
    enterprise: new Set(spec.enterprise ?? []),
    impersonator: spec.impersonated ? ({ id: 99, role: ROLE.FIN_ADMIN } as UserRow) : null,
    uiModules: [],
  };
}

const everything = { modules: PURCHASED_MODULE_FLAGS, enterprise: ENTERPRISE_PERMISSIONS };

describe('authorize', () => {
  it('answers unauthenticated before anything else, and lets public routes through', () => {
    expect(authorize(null, { public: true }, MAIN_SITE)).toBe('allow');
    expect(authorize(null, { signedIn: true }, MAIN_SITE)).toBe('unauthenticated');
    expect(authorize(null, { signedIn: true, module: 'fin_query' }, MAIN_SITE)).toBe('unauthenticated');
  });

  it('opens an anyModule route with any one of the modules', () => {
    const access = { signedIn: true, anyModule: ['fin_advisor', 'fin_reporter', 'fin_profile'] } as const;
    const reporterOnly = actorOf({ role: ROLE.USER, modules: ['fin_reporter'] });
    const prospecting = actorOf({ role: ROLE.USER, modules: ['fin_query', 'fin_crm'] });
    expect(authorize(reporterOnly, access, MAIN_SITE)).toBe('allow');
    expect(authorize(prospecting, access, MAIN_SITE)).toBe('forbidden');
  });

  it('keeps an impersonating admin away from notImpersonating routes only', () => {
    const access = { signedIn: true, notImpersonating: true } as const;
    expect(authorize(actorOf({ role: ROLE.USER }), access, MAIN_SITE)).toBe('allow');
    expect(authorize(actorOf({ role: ROLE.USER, impersonated: true }), access, MAIN_SITE)).toBe('forbidden');
  });

  it('combines a module with an ability: both are needed', () => {
    const access = { signedIn: true, module: 'fin_technographics', ability: 'import_tools' } as const;
    const user = actorOf({ role: ROLE.USER, modules: ['fin_technographics'] });
    const guest = actorOf({ role: ROLE.GUEST, modules: ['fin_technographics'] });
    const unpurchased = actorOf({ role: ROLE.USER });
    expect(authorize(user, access, MAIN_SITE)).toBe('allow');
    expect(authorize(guest, access, MAIN_SITE)).toBe('forbidden');
    expect(authorize(unpurchased, access, MAIN_SITE)).toBe('forbidden');
  });
});

describe('abilities narrowed by the actor', () => {
  it('gives import tools to FIN Admin, Client Admin and User outside the FI menu', () => {
    expect(mayUseImportTools(actorOf({ role: ROLE.FIN_ADMIN }))).toBe(true);
    expect(mayUseImportTools(actorOf({ role: ROLE.CLIENT_ADMIN }))).toBe(true);
    expect(mayUseImportTools(actorOf({ role: ROLE.USER }))).toBe(true);
    expect(mayUseImportTools(actorOf({ role: ROLE.USER, isFiMenu: true }))).toBe(false);
    for (const role of [ROLE.PARTNER_ADMIN, ROLE.GUEST, ROLE.VIEWER]) {
      expect(mayUseImportTools(actorOf({ role }))).toBe(false);
    }
  });

  it('gives CRM access only with the FIN CRM purchase and a role that has it', () => {
    expect(mayUseCrm(actorOf({ role: ROLE.USER, modules: ['fin_crm'] }))).toBe(true);
    expect(mayUseCrm(actorOf({ role: ROLE.CLIENT_ADMIN, modules: ['fin_crm'] }))).toBe(true);
    expect(mayUseCrm(actorOf({ role: ROLE.FIN_ADMIN, ...everything }))).toBe(true);
    expect(mayUseCrm(actorOf({ role: ROLE.USER, modules: ['fin_query'] }))).toBe(false);
    for (const role of [ROLE.PARTNER_ADMIN, ROLE.GUEST, ROLE.VIEWER]) {
      expect(mayUseCrm(actorOf({ role, modules: ['fin_crm'] }))).toBe(false);
    }
    expect(
      actorHasAbility(actorOf({ role: ROLE.GUEST, modules: ['fin_crm'] }), 'crm_access', MAIN_SITE),
    ).toBe(false);
  });

  it('opens the partner admin board only on the partner’s own site', () => {
    const partnerAdmin = actorOf({ role: ROLE.PARTNER_ADMIN, partnerId: 7 });
    const otherPartner = actorOf({ role: ROLE.PARTNER_ADMIN, partnerId: 8 });
    expect(actorHasAbility(partnerAdmin, 'partner_admin_board', PARTNER_SITE)).toBe(true);
    expect(actorHasAbility(partnerAdmin, 'partner_admin_board', MAIN_SITE)).toBe(false);
    expect(actorHasAbility(otherPartner, 'partner_admin_board', PARTNER_SITE)).toBe(false);
  });

  it('keeps super-admin features to FIN Admin', () => {
    expect(actorHasAbility(actorOf({ role: ROLE.FIN_ADMIN }), 'super_admin_features', MAIN_SITE)).toBe(true);
    expect(actorHasAbility(actorOf({ role: ROLE.CLIENT_ADMIN }), 'super_admin_features', MAIN_SITE)).toBe(
      false,
    );
  });
});

describe('rules on the request’s data', () => {
  it('opens each report type with its own module', () => {
    const reporter = actorOf({ role: ROLE.USER, modules: ['fin_reporter'] });
    expect(mayUseReportType(reporter, 'reporter')).toBe(true);
    expect(mayUseReportType(reporter, 'advisor')).toBe(false);
    expect(mayUseReportType(reporter, 'profile')).toBe(false);
    expect(mayUseReportType(actorOf({ role: ROLE.USER, modules: ['fin_profile'] }), 'profile')).toBe(true);
  });

  it('shows contacts with the contact_details permission or for a BHC', () => {
    const permitted = actorOf({ role: ROLE.USER, enterprise: ['contact_details'] });
    const other = actorOf({ role: ROLE.USER, enterprise: ['fi_analytics'] });
    expect(mayReadContacts(permitted, { fiType: 'bank' })).toBe(true);
    expect(mayReadContacts(other, { fiType: 'bhc' })).toBe(true);
    expect(mayReadContacts(other, { fiType: 'bank' })).toBe(false);
    expect(mayReadContacts(other, { fiType: 'credit_union' })).toBe(false);
  });
});

describe('tenant rules', () => {
  const finAdmin = adminScope(actorOf({ role: ROLE.FIN_ADMIN }), MAIN_SITE);
  const clientAdmin = adminScope(actorOf({ role: ROLE.CLIENT_ADMIN, clientGroupId: 3 }), MAIN_SITE);
  const partnerAdmin = adminScope(actorOf({ role: ROLE.PARTNER_ADMIN, partnerId: 7 }), PARTNER_SITE);

  it('scopes each console to its tenant, and gives other roles none', () => {
    expect(finAdmin).toEqual({ kind: 'all' });
    expect(clientAdmin).toEqual({ kind: 'client', clientGroupId: 3 });
    expect(partnerAdmin).toEqual({ kind: 'partner', partnerId: 7 });
    expect(adminScope(actorOf({ role: ROLE.PARTNER_ADMIN, partnerId: 7 }), MAIN_SITE)).toBeNull();
    expect(adminScope(actorOf({ role: ROLE.CLIENT_ADMIN, clientGroupId: null }), MAIN_SITE)).toBeNull();
    expect(adminScope(actorOf({ role: ROLE.USER }), MAIN_SITE)).toBeNull();
  });

  it('leaves tenant structure, client groups and FIN Admin accounts to FIN Admin', () => {
    if (!finAdmin || !clientAdmin || !partnerAdmin) throw new Error('scopes expected');
    expect(mayRestructureTenants(finAdmin)).toBe(true);
    expect(mayRestructureTenants(clientAdmin)).toBe(false);
    expect(mayAlterGroupIdentity(clientAdmin, { groupTypeId: 3 })).toBe(false);
    expect(mayAlterGroupIdentity(clientAdmin, { groupTypeId: 4 })).toBe(true);
    expect(mayAlterGroupIdentity(finAdmin, { groupTypeId: 3 })).toBe(true);
    expect(createdGroupPlacement(clientAdmin)).toBe('user_group');
    expect(createdGroupPlacement(partnerAdmin)).toBe('partner_client');
    expect(createdGroupPlacement(finAdmin)).toBe('any');
    expect(mayDeactivateUser(clientAdmin, { role: ROLE.FIN_ADMIN })).toBe(false);
    expect(mayDeactivateUser(clientAdmin, { role: ROLE.USER })).toBe(true);
    expect(mayDeactivateUser(finAdmin, { role: ROLE.FIN_ADMIN })).toBe(true);
  });

  it('lets only FIN Admin change what a client bought', () => {
    expect(mayChangeEntitlements(actorOf({ role: ROLE.FIN_ADMIN }))).toBe(true);
    expect(mayChangeEntitlements(actorOf({ role: ROLE.CLIENT_ADMIN }))).toBe(false);
  });

  it('lets a partner grant its credit unions only what the partnership holds', () => {
    const held = { fin_advisor: true, fin_reporter: true };
    expect(flagsBeyondPartnerGrant(held, { fin_advisor: true, fin_query: false })).toEqual([]);
    expect(flagsBeyondPartnerGrant(held, { fin_advisor: true, fin_query: true })).toEqual(['fin_query']);
    // A flag FIN Atlas granted stays as it is without counting against the partner.
    expect(flagsBeyondPartnerGrant(held, { fin_query: true }, { fin_query: true })).toEqual([]);
    expect(flagsBeyondPartnerGrant(held, { fin_query: false }, { fin_query: true })).toEqual(['fin_query']);
  });
});
