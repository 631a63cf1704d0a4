import { MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { describeFailure } from '../forms/field-errors';
import { notifyError } from '../notify';
import { ApiError, errorMessage } from './api-error';
import {
  ANSWERS_SHOWN_BY_SCREEN,
  classifyError,
  handleGlobalError,
  LOCAL_ERRORS,
  registerErrorBridge,
  SCREEN_HANDLING_GRACE_MS,
  wasHandledGlobally,
} from './global-errors';
import { markErrorShown } from './shown-errors';

const apiError = (status: number, code = 'x', method = 'GET') =>
  new ApiError({ status, code, message: 'm', method, path: '/api/x', requestId: 'req-9' });

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

describe('global call handling', () => {
  let bridge: { navigate: Mock<(to: string) => void>; signOutLocally: Mock<() => void> };
  let unregister: () => void;
  beforeEach(() => {
    vi.spyOn(notifications, 'show');
    bridge = { navigate: vi.fn<(to: string) => void>(), signOutLocally: vi.fn<() => void>() };
    unregister = registerErrorBridge(bridge);
  });
  afterEach(() => {
    unregister();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('classifies failures as the spec’s error catalogue does', () => {
    expect(classifyError(apiError(401), 'query')).toBe('unauthenticated');
    expect(classifyError(apiError(403), 'query')).toBe('forbidden');
    expect(classifyError(apiError(403), 'mutation')).toBe('not-authorized');
    expect(classifyError(apiError(403, 'csrf_failed'), 'mutation')).toBe('failure');
    expect(classifyError(apiError(500), 'query')).toBe('failure');
    expect(classifyError(apiError(0, 'network_error'), 'mutation')).toBe('failure');
    expect(classifyError(apiError(200, 'invalid_response'), 'query')).toBe('failure');
    expect(classifyError(new TypeError('bug'), 'query')).toBe('failure');
    // Business answers are the screen's to show first.
    for (const status of [400, 404, 409, 422, 423, 429])
      expect(classifyError(apiError(status), 'query')).toBe('answer');
    expect(classifyError(new DOMException('aborted', 'AbortError'), 'query')).toBe('ignored');
  });

  it('signs out on 401, goes to the dashboard on a refused page load, and reports failures', async () => {
    const { calls } = stubFetch();
    const unauthenticated = apiError(401);
    handleGlobalError(unauthenticated, undefined, 'query');
    expect(bridge.signOutLocally).toHaveBeenCalledOnce();
    expect(wasHandledGlobally(unauthenticated)).toBe(true);

    handleGlobalError(apiError(403), undefined, 'query');
    expect(toasts()).toEqual([MESSAGES.toast.forbidden]);
    expect(bridge.navigate).toHaveBeenCalledWith('/dashboard');

    handleGlobalError(apiError(502), undefined, 'query');
    expect(toasts().at(-1)).toBe(MESSAGES.toast.genericError);
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
  });

  it('refuses an action in place: "You are not authorized" and no trip to the dashboard', () => {
    const refused = apiError(403, 'forbidden', 'POST');
    handleGlobalError(refused, undefined, 'mutation');
    expect(toasts()).toEqual([MESSAGES.toast.notAuthorized]);
    expect(bridge.navigate).not.toHaveBeenCalled();
    // The screen's own catch then stays quiet instead of toasting a second time.
    notifyError(refused);
    expect(toasts()).toHaveLength(1);
  });

  it('gives an answer no screen showed the catalogue’s default toast', () => {
    vi.useFakeTimers();
    const { calls } = stubFetch();
    handleGlobalError(apiError(422, 'validation_failed', 'POST'), undefined, 'mutation');
    handleGlobalError(apiError(400, 'bad_request', 'PUT'), undefined, 'mutation');
    handleGlobalError(apiError(404, 'not_found'), undefined, 'query');
    // The screen gets its chance first.
    expect(toasts()).toEqual([]);
    vi.advanceTimersByTime(SCREEN_HANDLING_GRACE_MS);
    expect(toasts()).toEqual([
      MESSAGES.toast.validationFailed,
      MESSAGES.toast.actionInvalid,
      MESSAGES.toast.genericError,
    ]);
    // "Our team has been alerted" is only said of what was reported; the user's own input is not.
    expect(
      calls.filter((c) => c.path === '/api/client_errors').map((c) => (c.body as { status: number }).status),
    ).toEqual([404]);
  });

  it('stays quiet about an answer the screen showed, however it showed it', () => {
    vi.useFakeTimers();
    const inForm = apiError(422, 'validation_failed', 'POST');
    const inToast = apiError(409, 'conflict', 'POST');
    const inline = apiError(404, 'not_found');
    const ownWords = apiError(400, 'bad_request', 'POST');
    for (const error of [inForm, inToast, ownWords]) handleGlobalError(error, undefined, 'mutation');
    handleGlobalError(inline, undefined, 'query');
    describeFailure(inForm, ['name']);
    notifyError(inToast);
    errorMessage(inline);
    markErrorShown(ownWords);
    vi.advanceTimersByTime(SCREEN_HANDLING_GRACE_MS);
    expect(toasts()).toEqual(['m']);
  });

  it('leaves calls that handle their own errors alone', () => {
    vi.useFakeTimers();
    const { calls } = stubFetch();
    const error = apiError(401);
    handleGlobalError(error, LOCAL_ERRORS, 'query');
    handleGlobalError(apiError(500), LOCAL_ERRORS, 'query');
    handleGlobalError(apiError(422), LOCAL_ERRORS, 'mutation');
    handleGlobalError(apiError(404), ANSWERS_SHOWN_BY_SCREEN, 'query');
    handleGlobalError(new DOMException('aborted', 'AbortError'), undefined, 'query');
    vi.advanceTimersByTime(SCREEN_HANDLING_GRACE_MS);
    expect(bridge.signOutLocally).not.toHaveBeenCalled();
    expect(wasHandledGlobally(error)).toBe(false);
    expect(toasts()).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('keeps 401 and unexpected failures global for screens that only show their answers', () => {
    handleGlobalError(apiError(401), ANSWERS_SHOWN_BY_SCREEN, 'query');
    handleGlobalError(apiError(503), ANSWERS_SHOWN_BY_SCREEN, 'query');
    expect(bridge.signOutLocally).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([MESSAGES.toast.genericError]);
  });
});
