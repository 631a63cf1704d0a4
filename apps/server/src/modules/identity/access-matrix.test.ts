import { CSRF_HEADER } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemoIdentity } from '../../ingest/demo/demo-identity.js';
import { demo, PARTNER_HOST, type SignedIn, sessionCookie } from '../../test/identity-harness.js';
import { testConfig } from '../../test/test-config.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';

type Who = 'anonymous' | keyof typeof demo;
type RouteClass = {
  name: string;
  url: (ids: Record<string, number>) => string;
  host?: string;
  expect: Partial<Record<Who, number>>;
};

/**
 * Every role against every kind of route, through the real access hook. Where a class has no
 * feature route yet (module-gated), a probe route declares the same access a feature would.
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
    },
  },
  {
    name: "another tenant's user on the partner site",
    url: (ids) => `/api/admin/users/${ids.vendor}`,
    host: PARTNER_HOST,
    expect: { anonymous: 401, superadmin: 200, clientadmin: 200, partner: 403 },
  },
];

describe('access matrix: roles × route classes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions = new Map<Who, SignedIn | null>();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoIdentity(database.db);
    app = await buildApp({ config: testConfig(), database, jobs: undefined });
    for (const flag of ['fin_query', 'fin_reporter'] as const) {
      app.get(`/api/__probe/${flag}`, { config: { access: { signedIn: true, module: flag } } }, async () => ({
        ok: true,
      }));
    }
    sessions.set('anonymous', null);
    for (const [who, email] of Object.entries(demo)) {
      if (who === 'unverified') continue;
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
});
