import { type ClientErrorBody, CSRF_HEADER } from '@fin-atlas/domain';
import { APP_REVISION } from '../revision';
import { isApiError } from './api-error';
import { getCsrfToken } from './http';

const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;
// Identical reports in a row (a failing poll) are one incident, not one per tick.
const REPEAT_WINDOW_MS = 10_000;
let last: { fingerprint: string; at: number } | null = null;

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Tells the server about a failure the user saw, so the "our team has been alerted" toast is true.
 * Goes around the http wrapper on purpose: a failing report must never raise another report.
 */
export function reportClientError(body: Omit<ClientErrorBody, 'page' | 'revision'>): void {
  const fingerprint = `${body.kind}|${body.message}|${body.api_path ?? ''}|${body.status ?? ''}`;
  const now = Date.now();
  if (last && last.fingerprint === fingerprint && now - last.at < REPEAT_WINDOW_MS) return;
  last = { fingerprint, at: now };
  const payload: ClientErrorBody = {
    ...body,
    message: body.message.slice(0, MAX_MESSAGE) || 'Unknown error',
    stack: body.stack ? body.stack.slice(0, MAX_STACK) : null,
    page: currentPage().slice(0, 2000),
    revision: APP_REVISION,
  };
  void fetch('/api/client_errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: getCsrfToken() ?? 'anonymous' },
    body: JSON.stringify(payload),
    keepalive: true,
  }).catch(() => undefined);
}

/** The report for a failed call; the request id ties it to the server's log line. */
export function reportCallFailure(error: unknown): void {
  if (isApiError(error)) {
    reportClientError({
      kind: 'api',
      message: error.message,
      status: error.status,
      code: error.code,
      method: error.method ?? null,
      api_path: error.path ?? null,
      request_id: error.requestId ?? null,
    });
    return;
  }
  reportRuntimeError(error);
}

export function reportRuntimeError(error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  reportClientError({
    kind: 'runtime',
    message,
    stack: error instanceof Error ? (error.stack ?? null) : null,
  });
}

/** Test seam: forget the last report so repeated tests are not deduplicated. */
export function resetClientErrorReports(): void {
  last = null;
}
