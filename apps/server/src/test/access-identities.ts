import {
  type Ability,
  CSRF_HEADER,
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  ROLE,
  type RoleName,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../crypto/secrets.js';
import { users } from '../db/schema/index.js';
import type { Access } from '../http/route-access.js';
import { DEMO_PASSWORD } from '../ingest/demo/demo-identity.js';
import { UI_MODULE_SEEDS } from '../reference/ui-module-tree.js';
import { demo, type Harness, PARTNER_HOST } from './identity-harness.js';
import { mutates } from './route-catalog.js';

/** What an identity may do, stated as the spec gives it (section 6), not derived from the policy. */
export type Rights = {
  abilities: readonly Ability[];
  modules: readonly PurchasedModuleFlag[];
  enterprise: readonly EnterprisePermission[];
  impersonating?: true;
  /** The institution (FI) menu rather than the vendor menu. */
  fiMenu?: true;
};

const SETTINGS: readonly Ability[] = ['purchase', 'manage_user_settings'];
const USER: readonly Ability[] = [...SETTINGS, 'import_tools', 'crm_access'];
const EVERYTHING = { modules: PURCHASED_MODULE_FLAGS, enterprise: ENTERPRISE_PERMISSIONS };
/** The credit-union partner's users are on the institution (FI) menu. */
const PARTNER = {
  modules: ['fin_advisor', 'fin_reporter', 'fin_profile'],
  enterprise: ['fi_analytics'],
  fiMenu: true,
} as const;

/**
 * Every kind of caller: each role, with and without a route's module, on the main and the partner
 * site, by API key and while impersonating. The rights are written out rather than computed from
 * the role table and the purchases, so a policy change that alters what an account may do fails here.
 */
export const IDENTITIES = {
  /** Signed up on their own: a Guest in no group, so no module at all. */
  guest: { abilities: SETTINGS, modules: [], enterprise: [] },
  /** Read-only role in the vendor group, which bought everything: purchases without abilities. */
  viewer: { abilities: [], ...EVERYTHING },
  /** Technographics and Reporter only; no FIN CRM purchase, so no CRM access. */
  limited: {
    abilities: [...SETTINGS, 'import_tools'],
    modules: ['fin_technographics', 'fin_reporter'],
    enterprise: [],
  },
  /** The FI menu withholds the import tools; the bank bought no FIN CRM. */
  fi: {
    abilities: SETTINGS,
    modules: [
      'fin_technographics',
      'fin_advisor',
      'fin_reporter',
      'fin_profile',
      'fin_digital_channels',
      'fin_industry_reporter',
    ],
    enterprise: ['fi_analytics', 'digital_channel'],
    fiMenu: true,
  },
  /** A Partner Admin off the partner's site is an ordinary member of the partner group. */
  partner: { abilities: SETTINGS, ...PARTNER },
  partnerSite: { abilities: [...SETTINGS, 'partner_admin_board'], ...PARTNER },
  vendor: { abilities: USER, ...EVERYTHING },
  /** A User of the vendor group calling with an API key (the group has fin_api). */
  apiKey: { abilities: USER, ...EVERYTHING },
  clientadmin: { abilities: [...USER, 'admin_board'], ...EVERYTHING },
  superadmin: {
    abilities: [...USER, 'super_admin_board', 'admin_board', 'edit_client_group', 'super_admin_features'],
    ...EVERYTHING,
  },
  /** A FIN Admin acting as a User of the vendor group. */
  impersonating: { abilities: USER, ...EVERYTHING, impersonating: true },
} satisfies Record<string, Rights>;

export type Who = keyof typeof IDENTITIES;
export type Caller = Who | 'anonymous';
export const EVERY_IDENTITY = Object.keys(IDENTITIES) as Who[];

const MATRIX_ACCOUNTS = {
  guest: 'guest@matrix.finatlas.test',
  viewer: 'viewer@matrix.finatlas.test',
  apiKey: 'api@matrix.finatlas.test',
  impersonator: 'impersonator@matrix.finatlas.test',
  // A user of its own to act as: a fuzzed admin call on the demo users cannot end the impersonation.
  impersonated: 'impersonated@matrix.finatlas.test',
};

/** Accounts the demo data lacks, added the way sign-up (the guest) or an admin would add them. */
const EXTRA_ACCOUNTS: readonly { email: string; role: RoleName; inVendorGroup: boolean }[] = [
  { email: MATRIX_ACCOUNTS.guest, role: ROLE.GUEST, inVendorGroup: false },
  { email: MATRIX_ACCOUNTS.viewer, role: ROLE.VIEWER, inVendorGroup: true },
  { email: MATRIX_ACCOUNTS.apiKey, role: ROLE.USER, inVendorGroup: true },
  { email: MATRIX_ACCOUNTS.impersonator, role: ROLE.FIN_ADMIN, inVendorGroup: false },
  { email: MATRIX_ACCOUNTS.impersonated, role: ROLE.USER, inVendorGroup: true },
];

const SIGN_IN: Partial<Record<Who, { email: string; host?: string }>> = {
  guest: { email: MATRIX_ACCOUNTS.guest },
  viewer: { email: MATRIX_ACCOUNTS.viewer },
  limited: { email: demo.limited },
  fi: { email: demo.fi },
  partner: { email: demo.partner },
  partnerSite: { email: demo.partner, host: PARTNER_HOST },
  vendor: { email: demo.vendor },
  clientadmin: { email: demo.clientadmin },
  superadmin: { email: demo.superadmin },
};

/**
 * Whether a menu entry (and its parent) opens for these rights, as spec section 2 states the menu:
 * an FI-only entry on the FI menu, a vendor-only one on the vendor menu, a module's entry once bought.
 */
function menuOpens(path: string, rights: Rights): boolean {
  const entry = UI_MODULE_SEEDS.find((seed) => seed.path === path);
  if (!entry) return false;
  const parent = UI_MODULE_SEEDS.find((seed) => seed.id === entry.parentId);
  return [entry, ...(parent ? [parent] : [])].every(
    (seed) =>
      !(seed.fiOnly && !rights.fiMenu) &&
      !(seed.vendorOnly && rights.fiMenu) &&
      (seed.moduleFlag === null || rights.modules.includes(seed.moduleFlag)),
  );
}

/** The gate's answer the route's declared access calls for. */
export function expectedDecision(access: Access | undefined, caller: Caller): 'allow' | 401 | 403 {
  if (access === undefined || 'public' in access) return 'allow';
  if (caller === 'anonymous') return 401;
  const rights: Rights = IDENTITIES[caller];
  const allowed =
    (!access.impersonating || rights.impersonating === true) &&
    (!access.notImpersonating || rights.impersonating !== true) &&
    (!access.ability || rights.abilities.includes(access.ability)) &&
    (!access.anyAbility || access.anyAbility.some((a) => rights.abilities.includes(a))) &&
    (!access.module || rights.modules.includes(access.module)) &&
    (!access.anyModule || access.anyModule.some((m) => rights.modules.includes(m))) &&
    (!access.enterprise || rights.enterprise.includes(access.enterprise)) &&
    (!access.menuPath || menuOpens(access.menuPath, rights));
  return allowed ? 'allow' : 403;
}

/**
 * Calls that end or replace the caller's own credentials (signing out, ending or starting an
 * impersonation, replacing or revoking the API key): whoever got through one is signed in again.
 */
export const ENDS_CREDENTIALS: ReadonlySet<string> = new Set([
  'DELETE /api/session',
  'POST /api/super_admin/mock_users',
  'DELETE /api/super_admin/mock_users',
  'POST /api/users/fin_api_key',
  'DELETE /api/users/fin_api_key',
]);

type Credentials = { cookie?: string; bearer?: string; csrf: string; host?: string };

export type Callers = {
  call(caller: Caller, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A new session, key or impersonation for an identity whose credentials a call ended. */
  restore(who: Who): Promise<void>;
};

async function addAccounts(h: Harness): Promise<void> {
  const [vendor] = await h.database.db
    .select({ groupId: users.clientGroupId })
    .from(users)
    .where(eq(users.email, demo.vendor));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await h.database.db.insert(users).values(
    EXTRA_ACCOUNTS.map((account) => ({
      email: account.email,
      userName: `Matrix ${account.role}`,
      role: account.role,
      companyType: 'Vendor',
      passwordHash,
      clientGroupId: account.inVendorGroup ? (vendor?.groupId ?? null) : null,
      emailVerifiedAt: new Date(),
    })),
  );
}

/**
 * Signs each identity in on the harness's app (adding the accounts the demo data lacks) and calls
 * as any of them: cookie and CSRF token, API key, partner host, or nothing for the anonymous caller.
 */
export async function startCallers(h: Harness, whos: readonly Who[] = EVERY_IDENTITY): Promise<Callers> {
  await addAccounts(h);
  const credentials = new Map<Who, Credentials>();
  const ids = new Map<string, number>();

  /** A new session for the account, found by id: a fuzzed profile edit may have changed its e-mail. */
  async function signIn(email: string): Promise<Credentials> {
    const [user] = await h.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, await accountId(email)));
    return h.signIn(user?.email ?? email);
  }
  async function accountId(email: string): Promise<number> {
    const id = ids.get(email) ?? (await h.userId(email));
    ids.set(email, id);
    return id;
  }

  async function establish(who: Who): Promise<Credentials> {
    const account = SIGN_IN[who];
    if (account) return { ...(await signIn(account.email)), ...(account.host ? { host: account.host } : {}) };
    if (who === 'apiKey') {
      const res = await send(apiKeyOwner, { method: 'POST', url: '/api/users/fin_api_key' });
      if (res.statusCode !== 201) throw new Error(`API key creation answered ${res.statusCode}: ${res.body}`);
      return { bearer: res.json().fin_api_key, csrf: 'api-key' };
    }
    const admin = await signIn(MATRIX_ACCOUNTS.impersonator);
    const res = await send(admin, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: await accountId(MATRIX_ACCOUNTS.impersonated) },
    });
    if (res.statusCode !== 200) throw new Error(`impersonation answered ${res.statusCode}: ${res.body}`);
    return admin;
  }

  function send(as: Credentials | undefined, options: InjectOptions) {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    if (as?.cookie) headers.cookie = as.cookie;
    if (as?.bearer) headers.authorization = `Bearer ${as.bearer}`;
    if (as?.host) headers.host = as.host;
    if (mutates(method)) headers[CSRF_HEADER] = as?.csrf ?? 'anonymous';
    return h.app.inject({ ...options, headers: { ...headers, ...(options.headers as object) } });
  }

  const apiKeyOwner = await signIn(MATRIX_ACCOUNTS.apiKey);
  for (const who of whos) credentials.set(who, await establish(who));
  return {
    call(caller, options) {
      return send(caller === 'anonymous' ? undefined : credentials.get(caller), options);
    },
    async restore(who) {
      credentials.set(who, await establish(who));
    },
  };
}
