import { MESSAGES } from '@fin-atlas/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { ApiError } from './api-error';
import { classifyError, handleGlobalError, registerErrorBridge, wasHandledGlobally } from './global-errors';

const apiError = (status: number, code = 'x') =>
  new ApiError({ status, code, message: 'm', method: 'GET', path: '/api/x', requestId: 'req-9' });

describe('global call handling', () => {
  it('classifies failures as the spec’s error catalogue does', () => {
    expect(classifyError(apiError(401))).toBe('unauthenticated');
    expect(classifyError(apiError(403))).toBe('forbidden');
    expect(classifyError(apiError(403, 'csrf_failed'))).toBe('failure');
    expect(classifyError(apiError(500))).toBe('failure');
    expect(classifyError(apiError(0, 'network_error'))).toBe('failure');
    expect(classifyError(apiError(200, 'invalid_response'))).toBe('failure');
    expect(classifyError(new TypeError('bug'))).toBe('failure');
    // Business answers belong to the screen that asked.
    expect(classifyError(apiError(422))).toBe('local');
    expect(classifyError(apiError(404))).toBe('local');
    expect(classifyError(new DOMException('aborted', 'AbortError'))).toBe('local');
  });

  it('signs out on 401, goes to the dashboard on 403, and reports other failures', async () => {
    const { calls } = stubFetch();
    const bridge = { navigate: vi.fn(), signOutLocally: vi.fn() };
    const unregister = registerErrorBridge(bridge);
    const unauthenticated = apiError(401);
    handleGlobalError(unauthenticated, undefined);
    expect(bridge.signOutLocally).toHaveBeenCalledOnce();
    expect(wasHandledGlobally(unauthenticated)).toBe(true);

    handleGlobalError(apiError(403), undefined);
    expect(bridge.navigate).toHaveBeenCalledWith('/dashboard');

    handleGlobalError(apiError(502), undefined);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/client_errors')).toBe(true));
    const report = calls.find((c) => c.path === '/api/client_errors');
    expect(report?.body).toMatchObject({
      kind: 'api',
      status: 502,
      method: 'GET',
      api_path: '/api/x',
      request_id: 'req-9',
      revision: 'test-revision',
    });
    expect(report?.headers.get('x-csrf-token')).toBe('anonymous');
    unregister();
  });

  it('leaves calls that handle their own errors alone', () => {
    const bridge = { navigate: vi.fn(), signOutLocally: vi.fn() };
    const unregister = registerErrorBridge(bridge);
    const error = apiError(401);
    handleGlobalError(error, { localErrors: true });
    handleGlobalError(apiError(422), undefined);
    expect(bridge.signOutLocally).not.toHaveBeenCalled();
    expect(wasHandledGlobally(error)).toBe(false);
    unregister();
    expect(MESSAGES.toast.genericError).toMatch(/our team has been alerted/);
  });
});
