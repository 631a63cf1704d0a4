import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, SESSION_COOKIE } from '@fin-atlas/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { typed } from './contracts.js';
import type { Access } from './route-access.js';

/**
 * The API documents itself: an OpenAPI 3.1 document generated from the routes' zod contracts, served
 * at /api/openapi.json and browsable at /api/docs, both for the users the docs' access admits.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Every failure's body (http/error-envelope.ts): documented once, referenced by every operation. */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Machine-readable, e.g. validation_failed, unauthenticated, forbidden.'),
      message: z.string().describe('A sentence meant for the user.'),
      details: z
        .unknown()
        .optional()
        .describe('For a broken contract (422): [{ path, message }], one per problem.'),
      requestId: z.string().describe('Also in the x-request-id header and the server log.'),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The body of every failed call.' });

const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The route's access rule in words, e.g. "Requires: signed in; module fin_reporter." */
export function describeAccess(access: Access | undefined): string {
  if (!access) return '';
  if ('public' in access) return 'Public: no sign-in needed.';
  const needs = ['signed in'];
  if (access.ability) needs.push(`ability ${access.ability}`);
  if (access.anyAbility) needs.push(`any ability of ${access.anyAbility.join(', ')}`);
  if (access.module) needs.push(`module ${access.module}`);
  if (access.anyModule) needs.push(`any module of ${access.anyModule.join(', ')}`);
  if (access.enterprise) needs.push(`enterprise permission ${access.enterprise}`);
  if (access.menuPath) needs.push(`the menu entry ${access.menuPath} open to the caller`);
  if (access.impersonating) needs.push('only while impersonating');
  if (access.notImpersonating) needs.push('never while impersonating');
  return `Requires: ${needs.join('; ')}.`;
}

const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A FIN API key: `Authorization: Bearer <key>`. For users whose groups have the fin_api enterprise permission; created with POST /api/users/fin_api_key. A key stops working when the permission is withdrawn.',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by signing in (POST /api/session).',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      'Sent on every call but GET, HEAD and OPTIONS: the csrf_token of the session answer with the session cookie; any non-empty value with an API key or on a public call.',
  },
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Security = { [scheme in keyof typeof SECURITY_SCHEMES]?: string[] }[];

function securityFor(access: Access | undefined, method: RouteOptions['method']): Security {
  const safe = [method].flat().every((m) => SAFE_METHODS.has(String(m).toUpperCase()));
  if (access && 'public' in access) return safe ? [] : [{ csrf: [] }];
  return safe
    ? [{ apiKey: [] }, { session: [] }]
    : [
        { apiKey: [], csrf: [] },
        { session: [], csrf: [] },
      ];
}

const toJsonSchemas = createJsonSchemaTransform({ skipList: [] });
const toComponents = createJsonSchemaTransformObject({});

const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
const isDocumented = (url: string) => url.startsWith('/api/') && !isDocsRoute(url);

/** The API's version: the server package's. */
function packageVersion(): string {
  const file = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export type ApiDocs = {
  /** Registers a module's routes under its tag. */
  tagRoutes: (tag: string, register: () => Promise<void>) => Promise<void>;
  /**
   * Serves the document at /api/openapi.json and the browsable reference (Swagger UI, its assets from
   * the npm package) at /api/docs, both under `access`. Called after every other route, so the
   * document lists them all and the access gate is in place for the reference's own routes.
   */
  serve: (access: Access) => Promise<void>;
};

/**
 * Starts collecting the routes for the document. Registered before any route (the collector sees only
 * routes registered after it) and before the access gate's check that refuses a route without access.
 * Each operation gets its module's tag, its access rule in words, its security schemes and the error
 * envelope as its default answer.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<ApiDocs> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FIN Atlas API',
        version: packageVersion(),
        description:
          'Every request and response body is a zod contract of packages/domain. Every failure answers the ErrorEnvelope; a request that breaks its contract answers 422 `validation_failed` with the first problem in the message and every problem by field in `details`.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform({ schema, url, route, ...document }) {
      if (!isDocumented(url)) return { schema: { hide: true }, url };
      const { multipart, ...declared } = (schema ?? {}) as FastifySchema;
      const response = {
        ...(declared.response as object | undefined),
        default: {
          description: 'The error envelope: every failure, with its status.',
          content: { 'application/json': { schema: errorEnvelopeSchema } },
        },
      };
      const converted = toJsonSchemas({
        ...document,
        route,
        url,
        schema: { ...declared, response, ...(multipart ? { body: multipart } : {}) },
      });
      const access = route.config?.access;
      const description = [describeAccess(access), declared.description].filter(Boolean).join('\n\n');
      return {
        url,
        schema: {
          ...converted.schema,
          ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
          description,
          security: securityFor(access, route.method),
        },
      };
    },
    transformObject(document) {
      const object = toComponents(document);
      // The envelope is only ever an answer: its input twin is never referenced.
      const { components } = object as { components?: { schemas?: Record<string, unknown> } };
      delete components?.schemas?.ErrorEnvelopeInput;
      return object;
    },
  });

  let tag: string | undefined;
  // The reference's own routes (page, assets, /json, /yaml) come from the plugin, which declares no
  // access: they take the docs' while it registers them.
  let docsAccess: Access | undefined;
  app.addHook('onRoute', (route) => {
    if (tag && isDocumented(route.url)) route.schema = { ...route.schema, tags: [tag] };
    if (docsAccess && isDocsRoute(route.url)) {
      route.config = { ...route.config, access: docsAccess };
    }
  });

  return {
    async tagRoutes(name, register) {
      tag = name;
      try {
        await register();
      } finally {
        tag = undefined;
      }
    },
    async serve(access) {
      typed(app).get(
        OPENAPI_PATH,
        {
          config: { access },
          schema: { tags: ['docs'], summary: 'This OpenAPI document', response: { 200: documentSchema } },
        },
        async () => app.swagger() as z.output<typeof documentSchema>,
      );
      docsAccess = access;
      try {
        await app.register(swaggerUi, {
          routePrefix: DOCS_PREFIX,
          // Assets come from the package itself; the app's CSP ('self' only) covers the page as it is.
          staticCSP: false,
          validatorUrl: false,
          theme: { title: 'FIN Atlas API reference' },
        });
      } finally {
        docsAccess = undefined;
      }
    },
  };
}
