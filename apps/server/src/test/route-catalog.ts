import type {
  LightMyRequestResponse,
  onRouteHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { Access } from '../http/route-access.js';

/** One method of one registered route, with what it declared. */
export type CatalogRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  /** Its input contracts (zod), so generated input can take their shape and reach the handler. */
  contracts: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
  /** Reads a multipart form (an upload, its fields in `contracts.body`) rather than JSON. */
  multipart: boolean;
};

/**
 * Routes outside the access gate by design: the load balancer's probes and the web app's pages (its
 * files and the index page every client route loads), which hold no data. Every other route must
 * declare its access, or the route matrix fails.
 */
export const UNGATED_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/', '/*']);

/** Readiness needs the job queue, which no test app runs: its 503 is the right answer there. */
export const NOT_READY_IN_TESTS = 'GET /readyz';

export type RouteWatch = {
  onRoute: onRouteHookHandler;
  /** Every registered route, once the app is ready (HEAD twins of GET routes left out). */
  routes(): CatalogRoute[];
  /** Whether the request behind an answer got past the access gate. */
  passedGate(res: LightMyRequestResponse): boolean;
};

const zod = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

/**
 * Watches routes as they register (buildApp's onRoute). A route-level preParsing hook runs after the
 * app-level ones, so it runs only for a request the gate let through: that tells a handler's own
 * 401/403 (a tenant rule) from the gate's decision, which the route declared.
 */
export function watchRoutes(): RouteWatch {
  const registered: RouteOptions[] = [];
  const passed = new Set<string>();
  const markPassed: preParsingHookHandler = async (request, _reply, payload) => {
    passed.add(String(request.id));
    return payload;
  };
  return {
    onRoute(route) {
      registered.push(route);
      route.preParsing = [...[route.preParsing ?? []].flat(), markPassed];
    },
    routes() {
      // Read after registration: plugins' hooks may replace a route's config (the API docs' access).
      const all = registered.flatMap((route) =>
        [route.method].flat().map((method) => ({ method: String(method), route })),
      );
      const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.route.url));
      return (
        all
          // Fastify derives HEAD from the GET route with the same options: the GET stands for both.
          .filter(({ method, route }) => !(method === 'HEAD' && gets.has(route.url)))
          .map(({ method, route }) => ({
            method,
            url: route.url,
            access: route.config?.access,
            contracts: {
              params: zod(route.schema?.params),
              querystring: zod(route.schema?.querystring),
              body: zod(route.schema?.body ?? route.schema?.multipart),
            },
            multipart: route.schema?.multipart !== undefined,
          }))
      );
    },
    passedGate: (res) => passed.has(String(res.headers['x-request-id'])),
  };
}

export const routeKey = (route: Pick<CatalogRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The route's path with each `:param` (and a trailing wildcard) filled in by `value`, encoded. */
export function fillPath(
  url: string,
  value: (param: string) => string,
  encode: (text: string) => string = encodeURIComponent,
): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => encode(value(name)))
    .replace(/\*$/, () => encode(value('*')));
}

export const mutates = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
