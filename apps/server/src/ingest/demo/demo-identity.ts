import {
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  ROLE,
  type RoleName,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../crypto/secrets.js';
import type { Database, Db } from '../../db/database.js';
import { groups, partners, pricingSchedules, userGroups, users } from '../../db/schema/index.js';

/** Demo only: documented in README, never valid outside a demo database. */
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_PARTNER_HOST = 'cu.localhost';
/** The FI persona: a banker whose company is one active demo bank (`assignDemoPersonaInstitution`). */
export const DEMO_FI_EMAIL = 'fi@demo.finatlas.test';

const all = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>;
const only = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, true]));

type DemoGroup = {
  key: string;
  name: string;
  groupTypeId: number;
  partner?: boolean;
  modules: Record<string, boolean>;
  enterprise: Record<string, boolean>;
  /** A FIN Query pricing schedule the demo company starts with, so its lists can be bought at once. */
  pricing?: { name: string; costPerFiPerElement: number; minimumPrice: number; tokenBalance: number };
};

const DEMO_GROUPS: DemoGroup[] = [
  { key: 'staff', name: 'FIN Atlas Staff (demo)', groupTypeId: 1, modules: {}, enterprise: {} },
  {
    key: 'vendor',
    name: 'Summit Ridge Software (demo)',
    groupTypeId: 3,
    modules: all(PURCHASED_MODULE_FLAGS),
    enterprise: all(ENTERPRISE_PERMISSIONS),
  },
  {
    key: 'bank',
    name: 'Prairie State Bank (demo)',
    groupTypeId: 3,
    modules: only<PurchasedModuleFlag>([
      'fin_technographics',
      'fin_advisor',
      'fin_reporter',
      'fin_profile',
      'fin_digital_channels',
      'fin_industry_reporter',
    ]),
    enterprise: only<EnterprisePermission>(['fi_analytics', 'digital_channel']),
  },
  {
    key: 'limited',
    name: 'Harbor Analytics (demo)',
    groupTypeId: 3,
    modules: only<PurchasedModuleFlag>(['fin_technographics', 'fin_reporter']),
    enterprise: {},
  },
  {
    key: 'mortgage',
    name: 'Keystone Mortgage Analytics (demo)',
    groupTypeId: 3,
    modules: only<PurchasedModuleFlag>(['fin_query', 'fin_technographics', 'fin_profile']),
    enterprise: only<EnterprisePermission>(['prospect_list', 'contact_details', 'mbc']),
    pricing: {
      name: 'Keystone demo pricing',
      costPerFiPerElement: 0.05,
      minimumPrice: 10,
      tokenBalance: 250_000,
    },
  },
  {
    key: 'partner',
    name: 'CU Alliance Members (demo)',
    groupTypeId: 2,
    partner: true,
    modules: only<PurchasedModuleFlag>(['fin_advisor', 'fin_reporter', 'fin_profile']),
    enterprise: only<EnterprisePermission>(['fi_analytics']),
  },
];

type DemoUser = {
  email: string;
  userName: string;
  role: RoleName;
  companyType: string;
  companyName: string;
  group: string;
  isFiMenu?: boolean;
  partner?: boolean;
  verified?: boolean;
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'superadmin@demo.finatlas.test',
    userName: 'Avery Quinn',
    role: ROLE.FIN_ADMIN,
    companyType: 'Other',
    companyName: 'FIN Atlas',
    group: 'staff',
  },
  {
    email: 'clientadmin@demo.finatlas.test',
    userName: 'Jordan Ellis',
    role: ROLE.CLIENT_ADMIN,
    companyType: 'Vendor',
    companyName: 'Summit Ridge Software',
    group: 'vendor',
  },
  {
    email: 'vendor@demo.finatlas.test',
    userName: 'Riley Chen',
    role: ROLE.USER,
    companyType: 'Vendor',
    companyName: 'Summit Ridge Software',
    group: 'vendor',
  },
  {
    email: DEMO_FI_EMAIL,
    userName: 'Morgan Patel',
    role: ROLE.USER,
    companyType: 'Bank',
    companyName: 'Prairie State Bank',
    group: 'bank',
    isFiMenu: true,
  },
  {
    email: 'partner@demo.finatlas.test',
    userName: 'Casey Brooks',
    role: ROLE.PARTNER_ADMIN,
    companyType: 'Credit Union',
    companyName: 'CU Alliance',
    group: 'partner',
    isFiMenu: true,
    partner: true,
  },
  {
    email: 'mortgage@demo.finatlas.test',
    userName: 'Dana Whitfield',
    role: ROLE.USER,
    companyType: 'Vendor',
    companyName: 'Keystone Mortgage Analytics',
    group: 'mortgage',
  },
  {
    email: 'limited@demo.finatlas.test',
    userName: 'Taylor Reed',
    role: ROLE.USER,
    companyType: 'Analyst',
    companyName: 'Harbor Analytics',
    group: 'limited',
  },
  {
    email: 'unverified@demo.finatlas.test',
    userName: 'Sam Ortiz',
    role: ROLE.USER,
    companyType: 'Vendor',
    companyName: 'Summit Ridge Software',
    group: 'vendor',
    verified: false,
  },
];

/** Creates the demo tenants and accounts once; a database that already has them is left alone. */
export async function seedDemoIdentity(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USERS[0]?.email ?? ''));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [partner] = await tx
      .insert(partners)
      .values({
        name: 'CU Alliance (demo)',
        brandName: 'CU Alliance Insights',
        primaryColor: '#0f766e',
        hostNames: [DEMO_PARTNER_HOST],
      })
      .returning();
    const groupIds = new Map<string, number>();
    for (const g of DEMO_GROUPS) {
      const [row] = await tx
        .insert(groups)
        .values({
          name: g.name,
          groupTypeId: g.groupTypeId,
          partnerId: g.partner ? (partner?.id ?? null) : null,
          purchasedModules: g.modules,
          enterprisePermissions: g.enterprise,
        })
        .returning();
      if (row) groupIds.set(g.key, row.id);
      if (row && g.pricing) {
        await tx.insert(pricingSchedules).values({
          groupId: row.id,
          name: g.pricing.name,
          costPerFiPerElement: g.pricing.costPerFiPerElement,
          minimumPrice: g.pricing.minimumPrice,
          tokenBalance: g.pricing.tokenBalance,
        });
      }
    }
    for (const u of DEMO_USERS) {
      const groupId = groupIds.get(u.group) ?? null;
      const isClientGroup = DEMO_GROUPS.find((g) => g.key === u.group)?.groupTypeId === 3;
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          userName: u.userName,
          passwordHash,
          role: u.role,
          companyType: u.companyType,
          companyName: u.companyName,
          isFiMenu: u.isFiMenu ?? false,
          isDemoUser: true,
          clientGroupId: isClientGroup ? groupId : null,
          partnerId: u.partner ? (partner?.id ?? null) : null,
          emailVerifiedAt: u.verified === false ? null : new Date(),
        })
        .returning();
      if (row && groupId !== null) await tx.insert(userGroups).values({ userId: row.id, groupId });
    }
  });
  return true;
}

/** Community-bank size the FI persona's bank is chosen near: about $1 billion of assets ($000). */
const PERSONA_ASSETS = 1_000_000;

/**
 * The FI persona's own bank, chosen deterministically from the loaded data: an active bank that
 * filed at the latest period, was never the target of a merger or failure and whose name is unique
 * (so the typeahead finds exactly it), the one closest to a community bank's size. Null when the
 * database holds no such bank.
 */
export async function demoPersonaInstitution(
  database: Pick<Database, 'query'>,
): Promise<{ id: number; name: string } | null> {
  // Candidates nearest the size first, then their names counted: asking "is this name unique" of
  // every bank in one statement made the planner, without statistics after a bulk load, compare
  // every institution with every bank (about 30 s of every start at national scale).
  const candidates = await database.query<{ id: number; name: string }>(
    `select i.id, i.name
       from institutions i
      where i.fi_type = 'bank' and i.active and i.latest_assets is not null
        and i.latest_period = (select max(latest_period) from institutions where fi_type = 'bank')
        and not exists (select 1 from structure_events e where e.target_id = i.id)
      order by abs(i.latest_assets - $1), i.id
      limit 50`,
    [PERSONA_ASSETS],
  );
  if (candidates.length === 0) return null;
  const counts = await database.query<{ name: string; n: number }>(
    `select lower(name) as name, count(*)::int as n from institutions
      where lower(name) = any($1::text[]) group by 1`,
    [candidates.map((c) => c.name.toLowerCase())],
  );
  const unique = new Set(counts.filter((c) => Number(c.n) === 1).map((c) => c.name));
  const row = candidates.find((c) => unique.has(c.name.toLowerCase()));
  return row ? { id: Number(row.id), name: row.name } : null;
}

/**
 * Names the FI persona's company after its bank in the loaded data (the seed's placeholder name
 * matches no demo institution), unless it already names an active bank that filed at the latest
 * period. Leaves the account alone when either is missing; safe to run on every start.
 */
export async function assignDemoPersonaInstitution(
  database: Pick<Database, 'query'>,
): Promise<string | null> {
  const institution = await demoPersonaInstitution(database);
  if (!institution) return null;
  const rows = await database.query<{ id: number }>(
    `update users u set company_name = $1, updated_at = now()
      where u.email = $2 and u.is_demo_user
        and not exists (
          select 1 from institutions i
           where lower(i.name) = lower(coalesce(u.company_name, '')) and i.fi_type = 'bank' and i.active
             and i.latest_period = (select max(latest_period) from institutions where fi_type = 'bank'))
      returning u.id`,
    [institution.name, DEMO_FI_EMAIL],
  );
  return rows.length > 0 ? institution.name : null;
}
