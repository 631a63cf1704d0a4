import { CSRF_HEADER, sessionResponseSchema } from '@fin-atlas/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { ApiError } from './api-error';
import { buildUrl, http, setCsrfToken, subscribeToGuestHeader } from './http';

describe('http', () => {
  it('parses the error envelope into an ApiError with status, code, message, details and request id', async () => {
    stubFetch({
      'POST /api/sign_up': {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Validation failed.',
            details: [
              { path: ['password'], message: 'Password needs a digit.' },
              { path: 'email', message: 'Bad' },
            ],
            requestId: 'req-42',
          },
        },
      },
    });
    const error = await http.post('/api/sign_up', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.message).toBe('Validation failed.');
    expect(apiError.requestId).toBe('req-42');
    expect(apiError.fieldIssues).toEqual([
      { path: 'password', message: 'Password needs a digit.' },
      { path: 'email', message: 'Bad' },
    ]);
  });

  it('turns a body without the envelope into a generic error rather than showing it', async () => {
    stubFetch({ 'GET /api/broken': { status: 502, body: '<html>Bad gateway</html>' } });
    const error = (await http.get('/api/broken').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_error');
    expect(error.message).toMatch(/Sorry, an error has occurred/);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await http.get('/api/session').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });

  it("sends 'anonymous' as the CSRF token on state-changing calls before sign-in", async () => {
    const { calls } = stubFetch({ 'POST /api/password/forgot': { body: { message: 'ok' } } });
    await http.post('/api/password/forgot', { email: 'a@b.test' });
    expect(calls[0]?.headers.get(CSRF_HEADER)).toBe('anonymous');
  });

  it("sends the session's CSRF token when signed in, on every state-changing method but not on GET", async () => {
    const { calls } = stubFetch({
      'GET /api/admin/users': { body: {} },
      'PUT /api/admin/users/3': { body: {} },
      'DELETE /api/admin/users/3': { status: 204 },
    });
    setCsrfToken('csrf-token-0123456789abcdef');
    await http.get('/api/admin/users');
    await http.put('/api/admin/users/3', { role: 'User' });
    await http.delete('/api/admin/users/3');
    expect(calls.map((c) => [c.method, c.headers.get(CSRF_HEADER)])).toEqual([
      ['GET', null],
      ['PUT', 'csrf-token-0123456789abcdef'],
      ['DELETE', 'csrf-token-0123456789abcdef'],
    ]);
  });

  it('refreshes a stale CSRF token from the session once and retries the call', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'POST /api/session': (req) =>
        req.headers.get(CSRF_HEADER) === 'csrf-token-0123456789abcdef'
          ? { body: sessionFixture('FIN Admin') }
          : { status: 403, body: { error: { code: 'csrf_failed', message: 'Reload the page.' } } },
    });
    const session = await http.post<{ user: { role: { name: string } } }>('/api/session', {
      email: 'a@b.test',
    });
    expect(session.user.role.name).toBe('FIN Admin');
    expect(calls.map((c) => `${c.method} ${c.headers.get(CSRF_HEADER)}`)).toEqual([
      'POST anonymous',
      'GET null',
      'POST csrf-token-0123456789abcdef',
    ]);
  });

  it('gives up after one CSRF retry', async () => {
    const { calls } = stubFetch({
      'POST /api/sign_up': {
        status: 403,
        body: { error: { code: 'csrf_failed', message: 'Reload the page.' } },
      },
    });
    const error = (await http.post('/api/sign_up', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('csrf_failed');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('sends JSON with same-origin credentials and returns undefined for 204', async () => {
    const { fetchStub } = stubFetch({ 'DELETE /api/session': { status: 204 } });
    await expect(http.delete('/api/session')).resolves.toBeUndefined();
    const init = fetchStub.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('same-origin');
  });

  it('tells subscribers when a response carries the guest header, and stops after unsubscribing', async () => {
    stubFetch({
      'GET /api/session': {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } },
        headers: { 'x-fin-guest': '1' },
      },
      'GET /api/site': { body: { partner: null } },
    });
    const listener = vi.fn();
    const unsubscribe = subscribeToGuestHeader(listener);
    await http.get('/api/session').catch(() => undefined);
    await http.get('/api/site');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await http.get('/api/session').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('validates a response against its domain schema', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture() } });
    const session = await http.get('/api/session', { schema: sessionResponseSchema });
    expect(session.user.email).toBe('vendor@demo.finatlas.test');

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/session': { body: { user: null } } });
    const error = (await http
      .get('/api/session', { schema: sessionResponseSchema })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_response');

    // Lenient reads log the drift and still hand over the data.
    const body: unknown = await http.get('/api/session', { schema: sessionResponseSchema, lenient: true });
    expect(body).toEqual({ user: null });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('builds query strings, skipping empty values and joining lists', () => {
    expect(buildUrl('/api/admin/users', { q: '', page: 2, per_page: 25, x: undefined })).toBe(
      '/api/admin/users?page=2&per_page=25',
    );
    expect(buildUrl('/api/super_admin/user_groups/users', { group_ids: [1, 2] })).toBe(
      '/api/super_admin/user_groups/users?group_ids=1%2C2',
    );
  });
});
