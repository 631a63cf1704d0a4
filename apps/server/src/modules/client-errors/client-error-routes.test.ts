import { CLIENT_ERROR_LIMITS, clientErrorListSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

const report = (extra: Record<string, unknown> = {}) => ({
  kind: 'api',
  message: 'Sorry, an error has occurred.',
  page: '/analytics/reporter/metrics?report=3',
  revision: 'abc123',
  status: 500,
  code: 'internal_error',
  method: 'GET',
  api_path: '/api/reports/3',
  request_id: 'req-77',
  ...extra,
});

describe('client error log', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  describe('client error log', () => {
    it('records reports from anyone, with the user when signed in, for FIN Admins to read', async () => {
      const anonymous = await h.call(null, {
        method: 'POST',
        url: '/api/client_errors',
        payload: report({ page: '/sign_in', api_path: '/api/session', message: 'anonymous failure' }),
      });
      expect(anonymous.statusCode).toBe(204);
      const vendor = await h.signIn(demo.vendor);
      const signedIn = await h.call(vendor, {
        method: 'POST',
        url: '/api/client_errors',
        payload: report({ kind: 'runtime', stack: 'TypeError: x is undefined\n    at render' }),
      });
      expect(signedIn.statusCode).toBe(204);

      const admin = await h.signIn(demo.superadmin);
      const list = clientErrorListSchema.parse(
        (await h.call(admin, { url: '/api/super_admin/client_errors' })).json(),
      );
      expect(list.total).toBeGreaterThanOrEqual(2);
      expect(list.errors[0]).toMatchObject({
        kind: 'runtime',
        page: '/analytics/reporter/metrics?report=3',
        request_id: 'req-77',
        user: { email: demo.vendor },
        stack: expect.stringContaining('TypeError'),
      });
      expect(list.errors[1]).toMatchObject({
        message: 'anonymous failure',
        user: null,
        ip: expect.any(String),
      });

      const filtered = clientErrorListSchema.parse(
        (await h.call(admin, { url: '/api/super_admin/client_errors?q=anonymous' })).json(),
      );
      expect(filtered.errors.map((e) => e.message)).toEqual(['anonymous failure']);
    });

    it('keeps the log to FIN Admins', async () => {
      expect((await h.call(null, { url: '/api/super_admin/client_errors' })).statusCode).toBe(401);
      const clientAdmin = await h.signIn(demo.clientadmin);
      expect((await h.call(clientAdmin, { url: '/api/super_admin/client_errors' })).statusCode).toBe(403);
    });

    it('refuses malformed, oversized and cross-site reports', async () => {
      const invalid = await h.call(null, {
        method: 'POST',
        url: '/api/client_errors',
        payload: report({ kind: 'novel', extra: true }),
      });
      expect(invalid.statusCode).toBe(422);
      const huge = await h.call(null, {
        method: 'POST',
        url: '/api/client_errors',
        payload: report({ stack: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) }),
      });
      expect(huge.statusCode).toBe(413);
      const noCsrf = await h.app.inject({ method: 'POST', url: '/api/client_errors', payload: report() });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('stops a crash loop after the per-minute limit', async () => {
      const limited = await h.signIn(demo.limited);
      const statuses: number[] = [];
      for (let i = 0; i <= CLIENT_ERROR_LIMITS.perMinute; i++) {
        const res = await h.call(limited, { method: 'POST', url: '/api/client_errors', payload: report() });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, CLIENT_ERROR_LIMITS.perMinute).every((s) => s === 204)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
