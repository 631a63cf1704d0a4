import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';
import { testConfig } from '../test/test-config.js';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi.js';

type Registered = { method: string; url: string; schema: FastifySchema | undefined };
type Operation = {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const INPUT_PARTS = ['params', 'querystring', 'body', 'multipart'] as const;
const isApi = (url: string) =>
  url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
/** Fastify's /a/:id is OpenAPI's /a/{id}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API contracts and their OpenAPI document', () => {
  let h: Harness;
  let app: FastifyInstance;
  const registered: Registered[] = [];
  let apiUser: SignedIn;
  let document: Document;

  beforeAll(async () => {
    h = await startHarness();
    // A second app on the same database, watched while its routes register.
    app = await buildApp({
      config: testConfig(),
      database: h.database,
      jobs: undefined,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') registered.push({ method, url: route.url, schema: route.schema });
        }
      },
    });
    await app.ready();
    apiUser = await h.signIn(demo.vendor);
    const res = await h.call(apiUser, { url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const apiRoutes = () => registered.filter((r) => isApi(r.url));

  it('has every API route declare its contract', () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
    const missing = apiRoutes().flatMap(({ method, url, schema }) => {
      const declares = (part: string) => schema !== undefined && part in schema;
      const takesInput = INPUT_PARTS.some(declares);
      const problems: string[] = [];
      if (!takesInput && !declares('response')) problems.push('declares no schema');
      if (url.includes(':') && !declares('params'))
        problems.push('reads path parameters without a params schema');
      if (!declares('response')) problems.push('declares no response');
      return problems.map((p) => `${method} ${url} ${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('documents every registered API route as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const undocumented = apiRoutes()
      .map(({ method, url }) => `${method} ${openApiPath(url)}`)
      .filter((operation) => !documented.has(operation));
    expect(undocumented).toEqual([]);
    expect(documented.size).toBe(new Set(apiRoutes().map((r) => `${r.method} ${r.url}`)).size);
  });

  it('tags each operation with its module and states its access, security and error envelope', () => {
    const reports = document.paths['/api/self_serve_reports/reporter_reports']?.get;
    expect(reports?.tags).toEqual(['reporter']);
    expect(reports?.description).toContain('Requires: signed in; module fin_reporter.');
    expect(reports?.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(reports?.responses.default?.content?.['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/ErrorEnvelope' },
    });
    const signIn = document.paths['/api/session']?.post;
    expect(signIn?.tags).toEqual(['identity']);
    expect(signIn?.description).toContain('Public');
    expect(signIn?.security).toEqual([{ csrf: [] }]);
    const createGroup = document.paths['/api/admin/groups']?.post;
    expect(createGroup?.security).toEqual([
      { apiKey: [], csrf: [] },
      { session: [], csrf: [] },
    ]);
    expect(createGroup?.requestBody?.content['application/json']).toBeDefined();
    const upload = document.paths['/api/conferences']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']).toBeDefined();
    const components = (document as unknown as { components: Record<string, Record<string, unknown>> })
      .components;
    expect(Object.keys(components.securitySchemes ?? {}).sort()).toEqual(['apiKey', 'csrf', 'session']);
    expect(components.schemas?.ErrorEnvelope).toBeDefined();
    expect(document.paths['/api/metrics/values']?.get?.parameters?.map((p) => p.name)).toContain(
      'institution_ids',
    );
  });

  it('lets fin_api users and FIN Admins read the document and the reference, and no one else', async () => {
    const admin = await h.signIn(demo.superadmin);
    const fi = await h.signIn(demo.fi);
    expect((await h.call(admin, { url: OPENAPI_PATH })).statusCode).toBe(200);
    expect((await h.call(fi, { url: OPENAPI_PATH })).statusCode).toBe(403);
    expect((await h.call(null, { url: OPENAPI_PATH })).statusCode).toBe(401);

    const page = await h.call(apiUser, { url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const script = page.body.match(/src="([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await h.call(apiUser, { url: new URL(script ?? '', `http://x${DOCS_PREFIX}/`).pathname });
    expect(asset.statusCode).toBe(200);
    expect((await h.call(apiUser, { url: `${DOCS_PREFIX}/json` })).json().openapi).toBe('3.1.0');
    for (const url of [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/static/swagger-ui.css`]) {
      expect((await h.call(fi, { url })).statusCode, url).toBe(403);
      expect((await h.call(null, { url })).statusCode, url).toBe(401);
    }
  });

  it('answers a broken contract with the one 422 shape on any route', async () => {
    const admin = await h.signIn(demo.superadmin);
    // An author's sentence stands alone; zod's own wording follows the field it is about.
    const cases: [string, string, string][] = [
      ['/api/admin/users?per_page=7', 'per_page', 'Validation failed. Unsupported page size.'],
      [
        '/api/metrics/values?metric_ids=roa&institution_ids=x&periods=2025-06-30',
        'institution_ids',
        'Validation failed. institution_ids: must be a comma-separated list of ids',
      ],
      ['/api/peer_groups/abc', 'id', 'Validation failed. id: Invalid input: expected number, received NaN'],
      [
        '/api/technographics/coverage_requests?status=maybe',
        'status',
        'Validation failed. Status must be open, added or declined.',
      ],
    ];
    for (const [url, path, message] of cases) {
      const res = await h.call(admin, { url });
      expect(res.statusCode, url).toBe(422);
      const { error } = res.json();
      expect(Object.keys(error).sort(), url).toEqual(['code', 'details', 'message', 'requestId']);
      expect(error.code, url).toBe('validation_failed');
      expect(error.message, url).toBe(message);
      expect(error.details[0].path, url).toBe(path);
      expect(error.requestId, url).toBe(res.headers['x-request-id']);
    }
    // The access gate answers first: a stranger learns nothing about the input.
    expect((await h.call(null, { url: '/api/admin/users?per_page=7' })).statusCode).toBe(401);
    const fi = await h.signIn(demo.fi);
    expect((await h.call(fi, { url: '/api/admin/users?per_page=7' })).statusCode).toBe(403);
  });
});
