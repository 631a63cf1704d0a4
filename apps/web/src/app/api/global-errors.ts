import { DASHBOARD_PATH, MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { isApiError } from './api-error';
import { reportCallFailure } from './client-error-report';

/**
 * How a failed call is treated when its screen did not opt out (spec: calls-errors section 8):
 * 401 signs the browser out and returns after sign-in, 403 says so and goes to the dashboard, and
 * a failure nobody anticipated (network, 5xx, a broken contract, a bug) gets the alerted-team toast
 * and a real report. Other 4xx answers (422 validation, 404, 409, 423, 429) belong to the screen
 * that made the call, which shows them where the user is looking.
 */
export type GlobalErrorKind = 'unauthenticated' | 'forbidden' | 'failure' | 'local';

export function classifyError(error: unknown): GlobalErrorKind {
  if (error instanceof DOMException && error.name === 'AbortError') return 'local';
  if (!isApiError(error)) return 'failure';
  if (error.status === 401) return 'unauthenticated';
  // A refused CSRF token is a 403 too, but not a permission problem: it is a failure to report.
  if (error.status === 403) return error.code === 'csrf_failed' ? 'failure' : 'forbidden';
  if (error.status === 0 || error.status >= 500 || error.code === 'invalid_response') return 'failure';
  return 'local';
}

/** Set on a query or mutation whose screen handles every failure itself (sign-in, search, segment save). */
export type ErrorHandlingMeta = { localErrors?: boolean };
export const LOCAL_ERRORS: ErrorHandlingMeta = { localErrors: true };

export type ErrorBridge = {
  navigate: (to: string) => void;
  /** Drops the signed-in state and stored data; the route guard then remembers the page and signs in. */
  signOutLocally: () => void;
};

let bridge: ErrorBridge | null = null;
const handled = new WeakSet<object>();

/** The router-side half: registered by a component inside the router, removed when it unmounts. */
export function registerErrorBridge(next: ErrorBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = null;
  };
}

/** Whether the global handler already told the user, so a screen's own catch stays quiet. */
export function wasHandledGlobally(error: unknown): boolean {
  return typeof error === 'object' && error !== null && handled.has(error);
}

export const FORBIDDEN_TOAST_ID = 'forbidden';
const FAILURE_TOAST_ID = 'generic-error';

export function handleGlobalError(error: unknown, meta: ErrorHandlingMeta | undefined): void {
  if (meta?.localErrors) return;
  const kind = classifyError(error);
  if (kind === 'local') return;
  if (typeof error === 'object' && error !== null) handled.add(error);
  switch (kind) {
    case 'unauthenticated':
      bridge?.signOutLocally();
      return;
    case 'forbidden':
      notifications.show({ id: FORBIDDEN_TOAST_ID, color: 'red', message: MESSAGES.toast.forbidden });
      bridge?.navigate(DASHBOARD_PATH);
      return;
    case 'failure':
      notifications.show({
        id: FAILURE_TOAST_ID,
        color: 'red',
        message:
          isApiError(error) && error.code === 'csrf_failed' ? error.message : MESSAGES.toast.genericError,
      });
      reportCallFailure(error);
      return;
  }
}
