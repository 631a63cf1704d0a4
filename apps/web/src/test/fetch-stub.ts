import { vi } from 'vitest';
import {
  dataStatusFixture,
  enabledModulesFixture,
  figuresFixture,
  menuFixture,
  profileFixture,
  workspaceFixture,
} from './fixtures';

export type StubRequest = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};
export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = StubReply | ((request: StubRequest) => StubReply);

export const SIGNED_OUT: StubReply = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Please sign in to continue.', requestId: 'req-1' } },
};

/** What the signed-in frame asks for on every page; a test overrides any of them. */
export const SHELL_DEFAULTS: Record<string, Route> = {
  'GET /api/ui_modules': { body: { ui_modules: menuFixture() } },
  'GET /api/users/enabled_modules': { body: enabledModulesFixture() },
  'GET /api/users/profile': { body: profileFixture() },
  'GET /api/home/figures': { body: figuresFixture() },
  'GET /api/home/workspace': { body: workspaceFixture() },
  'GET /api/data/status': { body: dataStatusFixture() },
  'GET /api/users/subscriptions': { body: { subscriptions: [], unseen_deliveries: 0 } },
  'GET /api/status/latest_revision': { body: { revision: 'test-revision' } },
  'GET /api/site_banner': { body: { banner: null } },
  'POST /api/client_errors': { status: 204 },
  'POST /api/session/keep_alive': { status: 204 },
  'POST /api/activity/page_views': { status: 204 },
};

/**
 * Replaces fetch at the network boundary: routes are keyed "METHOD /path" (query ignored). The
 * session and site calls default to a signed-out visitor on the main site; anything else
 * unexpected fails loudly as a 599 so a test never passes on a call it did not plan for.
 */
export function stubFetch(routes: Record<string, Route> = {}) {
  const calls: StubRequest[] = [];
  const table: Record<string, Route> = {
    'GET /api/session': SIGNED_OUT,
    'GET /api/site': { body: { partner: null } },
    ...SHELL_DEFAULTS,
    ...routes,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const route = table[`${method} ${url.pathname}`];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? route(request)
        : route
      : {
          status: 599,
          body: { error: { code: 'unplanned', message: `No stub for ${method} ${url.pathname}` } },
        };
    const status = reply.status ?? 200;
    const body = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}
