import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  type Callers,
  ENDS_CREDENTIALS,
  expectedDecision,
  startCallers,
  type Who,
} from '../test/access-identities.js';
import { forgedCredentials, hostileRequest } from '../test/hostile-requests.js';
import { type Harness, startHarness } from '../test/identity-harness.js';
import {
  type CatalogRoute,
  mutates,
  NOT_READY_IN_TESTS,
  type RouteWatch,
  routeKey,
  watchRoutes,
} from '../test/route-catalog.js';

/** Fixed, so a run is repeatable; FUZZ_SEED=<n> explores other inputs (and reproduces a report). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_512);
/**
 * Runs per route: bounded so the file stays well under a minute on a 2-core machine. FUZZ_RUNS=<n>
 * sets the signed-in runs per route when hunting (with other seeds) rather than guarding.
 */
const RUNS = { reached: Number(process.env.FUZZ_RUNS ?? 10), anonymousPublic: 8, anonymousRefused: 2 };
/** About 2,000 requests; a slow machine must not fail the walk through vitest's default timeout. */
const WALK_TIMEOUT_MS = 300_000;
/** Callers who get through every gate between them, so the input reaches the handler. */
const REACHING: readonly Who[] = ['superadmin', 'impersonating'];
/**
 * Fuzzed calls come from addresses of their own: the failed sign-ins and mails they cause must not
 * lock out or rate-limit the signing in of the callers (from the default address) between routes.
 */
const ADDRESS = { signedIn: '203.0.113.10', anonymous: '198.51.100.7' };

const preview = (text: unknown, length = 160) => {
  const s = Buffer.isBuffer(text) ? text.toString('latin1') : String(text ?? '');
  return JSON.stringify(s.length > length ? `${s.slice(0, length)}…(${s.length})` : s);
};

function describeRequest(request: InjectOptions): string {
  const headers = Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  return `${request.method} ${preview(request.url, 200)} [${headers.join(', ')}] body ${preview(request.payload)}`;
}

/** What is wrong with an answer: a 5xx, or a refusal that is not the error envelope. */
function answerProblem(route: CatalogRoute, res: LightMyRequestResponse): string | null {
  if (routeKey(route) === NOT_READY_IN_TESTS && res.statusCode === 503) return null;
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  // 2xx and 3xx may be anything the route sends: JSON, a file, an event stream, a page.
  if (res.statusCode < 400) return null;
  let body: { error?: { code?: unknown; message?: unknown; requestId?: unknown } } | undefined;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${preview(res.body)}`;
  }
  const error = body?.error;
  const enveloped =
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    error.requestId === res.headers['x-request-id'];
  return enveloped ? null : `answered ${res.statusCode} without the error envelope: ${preview(res.body)}`;
}

/** The seed of one route's run: fixed per route, so adding a route leaves the others' inputs alone. */
function routeSeed(route: CatalogRoute, caller: Caller): number {
  let hash = SEED;
  for (const char of `${routeKey(route)} ${caller}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('fuzz: random and hostile input never gets a 5xx or an answer outside the error envelope', () => {
  let h: Harness;
  let watch: RouteWatch;
  let callers: Callers;
  let routes: CatalogRoute[];

  beforeAll(async () => {
    watch = watchRoutes();
    // The harness's database is a throwaway copy of the template: the random writes do not matter.
    h = await startHarness({}, { onRoute: watch.onRoute });
    await h.app.ready();
    // HEAD answers carry no body to check.
    routes = watch.routes().filter((r) => r.method !== 'HEAD');
    callers = await startCallers(h, REACHING);
  });
  afterAll(async () => h?.close());

  async function fuzz(route: CatalogRoute, caller: Caller, numRuns: number): Promise<string | null> {
    const anonymous = caller === 'anonymous';
    const credentials = anonymous ? forgedCredentials : fc.constant({});
    const property = fc.asyncProperty(hostileRequest(route), credentials, async (request, forged) => {
      const res = await callers.call(caller, {
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...forged },
        remoteAddress: anonymous ? ADDRESS.anonymous : ADDRESS.signedIn,
      });
      const problem = answerProblem(route, res);
      if (problem) throw new Error(`${describeRequest(request)} ${problem}`);
    });
    // No shrinking: each step is a request, and the failing request is printed whole anyway.
    const details = await fc.check(property, { seed: routeSeed(route, caller), numRuns, endOnFailure: true });
    if (!details.failed) return null;
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
    return `${routeKey(route)} as ${caller} (FUZZ_SEED=${SEED}, run seed ${details.seed}): ${error}`;
  }

  /** After a route that may have changed who the caller is, the caller is signed in as before. */
  async function keepSignedIn(route: CatalogRoute, who: Who): Promise<string | null> {
    if (ENDS_CREDENTIALS.has(routeKey(route))) {
      await callers.restore(who);
      return null;
    }
    if (!mutates(route.method)) return null;
    const res = await callers.call(who, { url: '/api/users' });
    if (res.statusCode === 200) return null;
    await callers.restore(who);
    return `${routeKey(route)} as ${who}: random input ended the caller's session (then ${res.statusCode})`;
  }

  it(
    'as a caller the route lets through (its input reaches the handler)',
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const who = REACHING.find((w) => expectedDecision(route.access, w) === 'allow');
        if (!who) {
          failures.push(`${routeKey(route)}: no fuzz caller gets through its access`);
          continue;
        }
        const failure = await fuzz(route, who, RUNS.reached);
        if (failure) failures.push(failure);
        const lost = await keepSignedIn(route, who);
        if (lost) failures.push(lost);
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'anonymously, with forged credentials',
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const reaches = expectedDecision(route.access, 'anonymous') === 'allow';
        const failure = await fuzz(
          route,
          'anonymous',
          reaches ? RUNS.anonymousPublic : RUNS.anonymousRefused,
        );
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
