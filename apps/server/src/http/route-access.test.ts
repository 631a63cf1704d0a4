import { ROLE } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../crypto/secrets.js';
import { users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../ingest/demo/demo-identity.js';
import { demo, type Harness, startHarness } from '../test/identity-harness.js';
import { testConfig } from '../test/test-config.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * The only routes any signed-in user may call whatever they bought: their own account, the shell
 * around every page, and the jobs they started. Everything else is paid data and names its modules.
 */
const OPEN_TO_EVERY_SIGNED_IN_USER = new Set([
  // The shell's page views: the caller's own activity, counted under the modules the pages belong to.
  '/api/activity/page_views',
  '/api/data/status',
  '/api/demo_requests',
  '/api/downloads/stamp',
  '/api/groups',
  '/api/home/figures',
  // The home page itself: each of its lists is narrowed to the modules bought inside the route.
  '/api/home/workspace',
  '/api/progress/industry_reports/:token',
  '/api/progress/peer_group/:id',
  '/api/progress/reports/:token',
  '/api/session',
  '/api/session/keep_alive',
  // The shell's banner (an app config FIN Admins set), shown above every signed-in page.
  '/api/site_banner',
  '/api/ui_modules',
  '/api/users',
  '/api/users/enabled_modules',
  '/api/users/enterprise_value',
  '/api/users/profile',
  '/api/users/subscriptions',
  // The user's own standing orders: what each delivers answers to its target's access (a saved
  // query's FIN Query and prospect list) when subscribing and before every delivery.
  '/api/subscriptions',
  '/api/subscriptions/find',
  '/api/subscriptions/:id',
  '/api/subscriptions/:id/deliveries/:deliveryId/file',
  '/guides/:file',
  // A guide a FIN Admin uploaded in place of the generated one: the same menu link, the same readers.
  '/guides/uploads/:file',
]);

type Access = Record<string, unknown>;

describe('paid data only for those who paid', () => {
  it('lets no route outside the account and the shell answer on sign-in alone', async () => {
    const database = await openTestDatabase({ demo: false });
    const bare: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database,
      jobs: undefined,
      onRoute: (route) => {
        const access = (route.config as { access?: Access } | undefined)?.access;
        const signInOnly = access?.signedIn === true && Object.keys(access).length === 1;
        if (signInOnly && !OPEN_TO_EVERY_SIGNED_IN_USER.has(route.url))
          bare.push(`${route.method} ${route.url}`);
      },
    });
    await app.ready();
    await app.close();
    await database.drop();
    expect(bare).toEqual([]);
  });

  describe('a signed-in user whose groups bought nothing', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
      await h.database.db.insert(users).values({
        userName: 'Gale Guest',
        email: 'guest@nothing-bought.example',
        companyType: 'Vendor',
        role: ROLE.GUEST,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: new Date(),
      });
    });
    afterAll(async () => h.close());

    it('gets no metric values, rankings, statements, metric trees or institution records', async () => {
      const guest = await h.signIn('guest@nothing-bought.example');
      const analyst = await h.signIn(demo.limited);
      // No institutions are loaded here: a payer's answer may be 404, but never the guest's 403.
      const id = 1;
      const paid = [
        `/api/metrics/values?metric_ids=roa&institution_ids=${id}&periods=2026-09-30&national=true`,
        '/api/metrics/ranking?metric_id=roa&period=2026-09-30',
        '/api/financial_statements',
        '/api/metrics/catalog',
        '/api/metric_tree_relationships/tree_descriptions',
        `/api/institutions/${id}`,
        '/api/institutions/search?q=bank',
      ];
      for (const url of paid) {
        expect((await h.call(guest, { url })).statusCode, url).toBe(403);
        expect((await h.call(analyst, { url })).statusCode, url).not.toBe(403);
      }
      expect((await h.call(guest, { url: '/api/users' })).statusCode).toBe(200);
    });
  });
});
