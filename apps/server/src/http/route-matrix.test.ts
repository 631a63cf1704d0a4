import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  type Callers,
  ENDS_CREDENTIALS,
  EVERY_IDENTITY,
  expectedDecision,
  startCallers,
} from '../test/access-identities.js';
import { type Harness, startHarness } from '../test/identity-harness.js';
import {
  type CatalogRoute,
  fillPath,
  mutates,
  NOT_READY_IN_TESTS,
  type RouteWatch,
  routeKey,
  UNGATED_ROUTES,
  watchRoutes,
} from '../test/route-catalog.js';

/** A valid id that names no record, so an allowed call changes nothing (deletes included). */
const NO_SUCH_ID = '2147483646';
const CALLERS: readonly Caller[] = ['anonymous', ...EVERY_IDENTITY];
/** About 2,000 requests; a slow machine must not fail the walk through vitest's default timeout. */
const WALK_TIMEOUT_MS = 300_000;

/** Allowed calls a handler still refuses, for a reason the declared access cannot state. */
const HANDLER_REFUSALS: ReadonlySet<string> = new Set([
  // An API key has no session to show or to keep alive.
  'GET /api/session as apiKey',
  'POST /api/session/keep_alive as apiKey',
  // Subscriptions are never offered on a partner's site (spec header rule): a site the access cannot name.
  'GET /api/users/subscriptions as partnerSite',
  'GET /api/subscriptions/:id as partnerSite',
  'DELETE /api/subscriptions/:id as partnerSite',
  'GET /api/subscriptions/:id/deliveries/:deliveryId/file as partnerSite',
]);

/** A well-formed, harmless call: the matrix is about who gets through, not what the route does. */
function probe(route: CatalogRoute) {
  const url = fillPath(route.url, (param) => (/id$/i.test(param) ? NO_SUCH_ID : 'matrix-probe-0000'));
  return { method: route.method as 'GET', url, ...(mutates(route.method) ? { payload: {} } : {}) };
}

function describeAnswer(res: LightMyRequestResponse): string {
  const code = res.headers['content-type']?.includes('json') ? res.json()?.error?.code : undefined;
  return `${res.statusCode}${code ? ` ${code}` : ''}`;
}

/**
 * Every registered route × every kind of caller, expected answers generated from the route's
 * declared access: a route added tomorrow is in the matrix without anyone listing it.
 */
describe('route matrix: every route × every identity gets the answer its declared access says', () => {
  let h: Harness;
  let watch: RouteWatch;
  let callers: Callers;
  let routes: CatalogRoute[];

  beforeAll(async () => {
    watch = watchRoutes();
    h = await startHarness({}, { onRoute: watch.onRoute });
    await h.app.ready();
    routes = watch.routes();
    callers = await startCallers(h);
  });
  afterAll(async () => h?.close());

  it('finds every route with its access declared', () => {
    expect(routes.length).toBeGreaterThan(150);
    const undeclared = routes.filter((r) => !r.access && !UNGATED_ROUTES.has(r.url)).map(routeKey);
    expect(undeclared).toEqual([]);
  });

  it(
    'lets through exactly the callers the access allows, and never answers 5xx',
    async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        for (const caller of CALLERS) {
          const expected = expectedDecision(route.access, caller);
          const res = await callers.call(caller, probe(route));
          const passed = watch.passedGate(res);
          const row = `${routeKey(route)} as ${caller}`;
          const refusedByHandler =
            passed && [401, 403].includes(res.statusCode) && !HANDLER_REFUSALS.has(row);
          const serverError = res.statusCode >= 500 && routeKey(route) !== NOT_READY_IN_TESTS;
          if ((passed ? 'allow' : res.statusCode) !== expected || refusedByHandler || serverError)
            wrong.push(`${row}: expected ${expected}, got ${describeAnswer(res)}`);
          if (passed && caller !== 'anonymous' && ENDS_CREDENTIALS.has(routeKey(route)))
            await callers.restore(caller);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('leaves every identity signed in (no call outside ENDS_CREDENTIALS ended a session)', async () => {
    const lost: string[] = [];
    for (const who of EVERY_IDENTITY) {
      const res = await callers.call(who, { url: '/api/users' });
      if (res.statusCode !== 200) lost.push(`${who}: ${describeAnswer(res)}`);
    }
    expect(lost).toEqual([]);
  });
});
