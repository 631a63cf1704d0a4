import { CLIENT_GROUP_TYPE_ID, CSRF_HEADER, type MenuModule, ROLE } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { hashPassword } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { groups, userGroups, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD, seedDemoIdentity } from '../../ingest/demo/demo-identity.js';
import { demo, PARTNER_HOST, type SignedIn, sessionCookie } from '../../test/identity-harness.js';
import { testConfig } from '../../test/test-config.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';

/** Guest and Viewer are not demo accounts; the test adds them to a prospecting client group. */
const EXTRA_USERS = {
  guest: { email: 'guest@matrix.finatlas.test', role: ROLE.GUEST },
  viewer: { email: 'viewer@matrix.finatlas.test', role: ROLE.VIEWER },
} as const;
type Who = 'anonymous' | keyof typeof demo | keyof typeof EXTRA_USERS;
type RouteClass = {
  name: string;
  url: (ids: Record<string, number>) => string;
  host?: string;
  expect: Partial<Record<Who, number>>;
};

/**
 * Every role against every kind of route, through the real access hook. The probe routes declare a
 * single module the way a feature route does, for modules whose features are not all built yet.
 * Guest and Viewer belong to a client group that bought Technographics, FIN Query and FIN CRM but
 * no analytics module, so their rows show a purchase opening a route, a missing purchase closing
 * one, and a role ability (CRM access, import tools) that a purchase alone does not give.
 */
const CLASSES: RouteClass[] = [
  {
    name: 'public',
    url: () => '/api/site',
    expect: {
      anonymous: 200,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 200,
      partner: 200,
      limited: 200,
      guest: 200,
      viewer: 200,
    },
  },
  {
    name: 'signed-in',
    url: () => '/api/users/enabled_modules',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 200,
      partner: 200,
      limited: 200,
      guest: 200,
      viewer: 200,
    },
  },
  {
    name: 'module-gated (FIN Query)',
    url: () => '/api/__probe/fin_query',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 200,
      viewer: 200,
    },
  },
  {
    name: 'module-gated (Reporter)',
    url: () => '/api/__probe/fin_reporter',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 200,
      partner: 200,
      limited: 200,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'enterprise-gated (FIN API key)',
    url: () => '/api/users/fin_api_key',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'module-gated feature (Technographics coverage requests)',
    url: () => '/api/technographics/coverage_requests',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 200,
      partner: 403,
      limited: 200,
      guest: 200,
      viewer: 200,
    },
  },
  {
    name: 'analytics (peer groups: Reporter, Advisor or FIN Profile)',
    url: () => '/api/peer_groups',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 200,
      partner: 200,
      limited: 200,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'CRM access (FIN CRM bought and a role with CRM access)',
    url: () => '/api/crm_lists/solutions',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'import tools (conference import, outside the FI menu)',
    url: () => '/api/conferences',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 200,
      fi: 403,
      partner: 403,
      limited: 200,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'super-admin features (the users of user groups)',
    url: () => '/api/super_admin/user_groups/users?group_ids=1',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 403,
      vendor: 403,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'client admin console',
    url: () => '/api/admin/users',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 403,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'partner admin console (partner site)',
    url: () => '/api/admin/users',
    host: PARTNER_HOST,
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 200,
      vendor: 403,
      fi: 403,
      partner: 200,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: 'super admin',
    url: () => '/api/super_admin/mailbox',
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 403,
      vendor: 403,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: "another tenant's user (fi@, bank client group)",
    url: (ids) => `/api/admin/users/${ids.fi}`,
    expect: {
      anonymous: 401,
      superadmin: 200,
      clientadmin: 403,
      vendor: 403,
      fi: 403,
      partner: 403,
      limited: 403,
      guest: 403,
      viewer: 403,
    },
  },
  {
    name: "another tenant's user on the partner site",
    url: (ids) => `/api/admin/users/${ids.vendor}`,
    host: PARTNER_HOST,
    expect: { anonymous: 401, superadmin: 200, clientadmin: 200, partner: 403 },
  },
];

async function addProspectingUsers(db: Db): Promise<void> {
  const [group] = await db
    .insert(groups)
    .values({
      name: 'Matrix Prospecting (test)',
      groupTypeId: CLIENT_GROUP_TYPE_ID,
      purchasedModules: { fin_technographics: true, fin_query: true, fin_crm: true },
      enterprisePermissions: {},
    })
    .returning();
  if (!group) throw new Error('group insert returned nothing');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { email, role } of Object.values(EXTRA_USERS)) {
    const [user] = await db
      .insert(users)
      .values({
        email,
        userName: role,
        passwordHash,
        role,
        companyType: 'Vendor',
        clientGroupId: group.id,
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await db.insert(userGroups).values({ userId: user.id, groupId: group.id });
  }
}

describe('access matrix: roles × route classes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions = new Map<Who, SignedIn | null>();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoIdentity(database.db);
    await addProspectingUsers(database.db);
    app = await buildApp({ config: testConfig(), database, jobs: undefined });
    for (const flag of ['fin_query', 'fin_reporter'] as const) {
      app.get(`/api/__probe/${flag}`, { config: { access: { signedIn: true, module: flag } } }, async () => ({
        ok: true,
      }));
    }
    sessions.set('anonymous', null);
    const accounts: [string, string][] = [
      ...Object.entries(demo).filter(([who]) => who !== 'unverified'),
      ...Object.entries(EXTRA_USERS).map(([who, { email }]): [string, string] => [who, email]),
    ];
    for (const [who, email] of accounts) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email, password: 'Demo-2026!' },
        headers: { [CSRF_HEADER]: 'anonymous' },
      });
      const body = res.json();
      sessions.set(who as Who, {
        cookie: sessionCookie(res) ?? '',
        csrf: body.csrf_token,
        userId: body.user.id,
      });
      ids[who] = body.user.id;
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  for (const routeClass of CLASSES) {
    it(routeClass.name, async () => {
      const actual: Partial<Record<Who, number>> = {};
      for (const who of Object.keys(routeClass.expect) as Who[]) {
        const session = sessions.get(who);
        const res = await app.inject({
          url: routeClass.url(ids),
          headers: {
            ...(session ? { cookie: session.cookie } : {}),
            ...(routeClass.host ? { host: routeClass.host } : {}),
          },
        });
        actual[who] = res.statusCode;
      }
      expect(actual).toEqual(routeClass.expect);
    });
  }

  // Spec section 2: Conference Import is hidden without import-tool access, and FIN CRM is disabled
  // without CRM access, even where the client group bought FIN CRM.
  it('menu: FIN CRM disabled and conference import hidden without the abilities', async () => {
    const menuOf = async (who: Who) => {
      const res = await app.inject({
        url: '/api/ui_modules',
        headers: { cookie: sessions.get(who)?.cookie ?? '' },
      });
      expect(res.statusCode).toBe(200);
      return new Map((res.json().ui_modules as MenuModule[]).map((m) => [m.path, m]));
    };
    const vendorMenu = await menuOf('vendor');
    expect(vendorMenu.get('/crm_data')?.enabled).toBe(true);
    expect(vendorMenu.has('/technographics/fin_query/conference_import')).toBe(true);
    for (const who of ['guest', 'viewer'] as const) {
      const menu = await menuOf(who);
      expect(menu.get('/crm_data')?.enabled).toBe(false);
      expect(menu.get('/technographics/crm_data')?.enabled).toBe(false);
      expect(menu.get('/technographics/fin_query/query')?.enabled).toBe(true);
      expect(menu.has('/technographics/fin_query/conference_import')).toBe(false);
      const enabled = await app.inject({
        url: '/api/users/enabled_modules',
        headers: { cookie: sessions.get(who)?.cookie ?? '' },
      });
      expect(enabled.json().enabled_paths).not.toContain('/crm_data');
    }
  });
});
