import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { expectedMigrationCount } from './db/migrate.js';
import { type JobQueue, startJobQueue } from './jobs/job-queue.js';
import { testConfig } from './test/test-config.js';
import { openTestDatabase, type TestDatabase } from './test/test-database.js';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>FIN Atlas</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'revision.json'), JSON.stringify({ revision: 'build-1234abcd' }));
  writeFileSync(
    path.join(dir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(20_000))});`,
  );
  return dir;
}

describe('HTTP surface', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startJobQueue(database);
    app = await buildApp({ config: testConfig({ WEB_DIST_DIR: fakeWebBuild() }), database, jobs });
    const probe = { config: { access: { public: true as const } } };
    // Probe routes, registered before the app is ready, that exercise the shared error handling.
    app.post('/api/__echo', probe, async (request) => request.body);
    app.get('/api/__boom', probe, async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/__zod', probe, async () => z.object({ name: z.string().min(1) }).parse({ name: '' }));
  });
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.drop();
  });

  it('reports the revision baked into the served web build', async () => {
    const res = await app.inject({ url: '/api/status/latest_revision' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revision: 'build-1234abcd' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is healthy and ready once migrated with the job queue running', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const expected = expectedMigrationCount();
    expect(expected).toBeGreaterThan(0);
    // Anyone can reach the probes: they say ready or not, never the engine or the schema's state.
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('serves the app for every client route and keeps API misses as JSON', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page', '/analytics/reporter/metrics?x=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const api = await app.inject({ url: '/api/no_such_call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'No route for GET /api/no_such_call',
        requestId: api.headers['x-request-id'],
      },
    });
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(20_000);
  });

  it('sends security headers and a request id on every response', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The legacy header agrees with frame-ancestors 'none': no framing at all.
    expect(res.headers['x-frame-options']).toBe('DENY');
    const api = await app.inject({ url: '/api/session' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const generated = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a 400 envelope, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it('refuses to register an API route that declares no access rule', async () => {
    const bare = await buildApp({ config: testConfig(), database, jobs });
    expect(() => bare.get('/api/__undeclared', async () => ({}))).toThrow(/declares no access rule/);
    await bare.close();
  });

  it('hides internal failure details behind a generic 500 envelope', async () => {
    const res = await app.inject({ url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'internal_error',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('turns contract violations into a 422 listing each field', async () => {
    const res = await app.inject({ url: '/api/__zod' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0].path).toBe('name');
  });
});
