import { DASHBOARD_PATH, MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { type ApiError, isApiError } from './api-error';
import { reportCallFailure } from './client-error-report';
import { wasErrorShown } from './shown-errors';

/**
 * How a failed call is treated unless its screen opted out (spec: calls-errors section 8):
 *
 * - 401 signs the browser out and returns after sign-in.
 * - 403 on loading data: "Page access restricted. Please contact admin." and the dashboard, so the
 *   user never sits on a page of refusals. 403 on an action (a mutation): "You are not authorized.
 *   Please contact admin." and the user stays where they are, their page is still theirs to see.
 * - A failure nobody anticipated (network, 5xx, a broken contract, a bug, a refused CSRF token):
 *   the alerted-team toast and a real report, at once.
 * - Any other answer (400, 404, 409, 422, 423, 429 ...) is the calling screen's to show. If it has
 *   not shown it (see shown-errors) once its own handlers and next render have run, the catalogue's
 *   default toast says so: 422 "Validation failed. Please check.", 400 "Action invalid. Please
 *   check", anything else the alerted-team toast, reported so that toast stays true.
 *
 * A call with `meta: LOCAL_ERRORS` (sign-in, the session probe, search) is left entirely to its
 * screen; `meta: ANSWERS_SHOWN_BY_SCREEN` declares that its screen shows every answer itself while
 * 401, 403 and unexpected failures stay global.
 */
export type CallKind = 'query' | 'mutation';
export type GlobalErrorKind =
  | 'ignored'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-authorized'
  | 'failure'
  | 'answer';

export function classifyError(error: unknown, call: CallKind): GlobalErrorKind {
  if (error instanceof DOMException && error.name === 'AbortError') return 'ignored';
  if (!isApiError(error)) return 'failure';
  if (error.status === 401) return 'unauthenticated';
  if (error.status === 403) {
    // A refused CSRF token is a 403 too, but not a permission problem: it is a failure to report.
    if (error.code === 'csrf_failed') return 'failure';
    return call === 'mutation' ? 'not-authorized' : 'forbidden';
  }
  if (error.status === 0 || error.status >= 500 || error.code === 'invalid_response') return 'failure';
  return 'answer';
}

export const FORBIDDEN_TOAST_ID = 'forbidden';
const NOT_AUTHORIZED_TOAST_ID = 'not-authorized';
const FAILURE_TOAST_ID = 'generic-error';

type DefaultToast = { id: string; message: string; report: boolean };

/** The catalogue's default toast for an answer no screen showed. */
export function defaultToastFor(error: ApiError): DefaultToast {
  if (error.status === 422)
    return { id: 'validation-failed', message: MESSAGES.toast.validationFailed, report: false };
  if (error.status === 400)
    return { id: 'action-invalid', message: MESSAGES.toast.actionInvalid, report: false };
  return { id: FAILURE_TOAST_ID, message: MESSAGES.toast.genericError, report: true };
}

/** Set on a query or mutation whose screen handles failures itself. */
export type ErrorHandlingMeta = { localErrors?: boolean; answersShownByScreen?: boolean };
/** Everything is the screen's: sign-in, the session probe, search (spec: handled locally). */
export const LOCAL_ERRORS: ErrorHandlingMeta = { localErrors: true };
/** The screen words every answer itself, in ways that need not go through errorMessage. */
export const ANSWERS_SHOWN_BY_SCREEN: ErrorHandlingMeta = { answersShownByScreen: true };

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

/**
 * How long a screen has to show an answer before the default toast. A mutation's awaiting catch
 * runs within microtasks; an error rendered from query or mutation state follows TanStack's batched
 * notification (a zero-delay timer) and React's synchronous store render, well inside this.
 */
export const SCREEN_HANDLING_GRACE_MS = 100;

function toastUnshownAnswer(error: ApiError): void {
  if (wasErrorShown(error) || handled.has(error)) return;
  handled.add(error);
  const toast = defaultToastFor(error);
  notifications.show({ id: toast.id, color: 'red', message: toast.message });
  if (toast.report) reportCallFailure(error);
}

export function handleGlobalError(error: unknown, meta: ErrorHandlingMeta | undefined, call: CallKind): void {
  if (meta?.localErrors) return;
  const kind = classifyError(error, call);
  if (kind === 'ignored') return;
  if (kind === 'answer') {
    if (meta?.answersShownByScreen || !isApiError(error)) return;
    setTimeout(() => toastUnshownAnswer(error), SCREEN_HANDLING_GRACE_MS);
    return;
  }
  if (typeof error === 'object' && error !== null) handled.add(error);
  switch (kind) {
    case 'unauthenticated':
      bridge?.signOutLocally();
      return;
    case 'forbidden':
      notifications.show({ id: FORBIDDEN_TOAST_ID, color: 'red', message: MESSAGES.toast.forbidden });
      bridge?.navigate(DASHBOARD_PATH);
      return;
    case 'not-authorized':
      notifications.show({
        id: NOT_AUTHORIZED_TOAST_ID,
        color: 'red',
        message: MESSAGES.toast.notAuthorized,
      });
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
