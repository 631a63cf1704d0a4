import { apiErrorSchema, CSRF_HEADER, GUEST_HEADER, MESSAGES } from '@fin-atlas/domain';
import { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Structural, so any domain zod schema fits without the web importing zod itself. */
export type ResponseSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type RequestOptions<T> = {
  query?: Query;
  body?: unknown;
  schema?: ResponseSchema<T>;
  /**
   * Log a contract mismatch instead of failing the call. Only for responses the whole app depends
   * on (the session), where a drifted field deep inside must not lock every user out.
   */
  lenient?: boolean;
  signal?: AbortSignal;
  /** Lets the call finish while the page unloads (counts sent as the user leaves). */
  keepalive?: boolean;
};

// Anonymous callers still send a non-empty token: the server refuses state changes without the header,
// which is what stops a cross-site form from posting (a form cannot set custom headers).
const ANONYMOUS_CSRF_TOKEN = 'anonymous';
let csrfToken: string | null = null;

/** The session module owns the token; the wrapper only attaches it. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

type GuestListener = () => void;
const guestListeners = new Set<GuestListener>();

/** Called whenever a response says the session cookie had expired; returns the unsubscribe. */
export function subscribeToGuestHeader(listener: GuestListener): () => void {
  guestListeners.add(listener);
  return () => {
    guestListeners.delete(listener);
  };
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type CallInfo = { method: string; path: string };

function toApiError(status: number, body: unknown, call: CallInfo, headerRequestId?: string): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details, requestId } = parsed.data.error;
    return new ApiError({
      status,
      code,
      message: message || MESSAGES.toast.genericError,
      details,
      requestId: requestId ?? headerRequestId,
      ...call,
    });
  }
  // A proxy or crash page without our envelope: nothing in it is meant for users.
  return new ApiError({
    status,
    code: 'http_error',
    message: MESSAGES.toast.genericError,
    requestId: headerRequestId,
    ...call,
  });
}

/**
 * Learns the token of whatever session the browser's cookie carries. A page that never asked for
 * the session (a public page reloaded while a cookie is still valid) otherwise sends 'anonymous'
 * and the server rightly refuses it.
 */
async function refreshCsrfToken(): Promise<void> {
  try {
    const response = await fetch('/api/session', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await readJson(response)) as { csrf_token?: unknown } | undefined;
    csrfToken = response.ok && typeof body?.csrf_token === 'string' ? body.csrf_token : null;
  } catch {
    // The retry below reports whatever failure remains.
  }
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken ?? ANONYMOUS_CSRF_TOKEN;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive && { keepalive: true }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: MESSAGES.toast.genericError,
      method,
      path,
    });
  }

  if (response.headers.get(GUEST_HEADER)) {
    for (const listener of [...guestListeners]) listener();
  }

  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(
      response.status,
      body,
      { method, path },
      response.headers.get('x-request-id') ?? undefined,
    );
    if (error.code === 'csrf_failed' && !retried) {
      await refreshCsrfToken();
      return request(method, path, options, true);
    }
    throw error;
  }
  if (!options.schema) return body as T;

  const parsed = options.schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`Response of ${method} ${path} does not match its contract`, parsed.error);
  if (options.lenient) return body as T;
  // A response that breaks the shared contract is a bug to surface, not data to render half-right.
  throw new ApiError({
    status: response.status,
    code: 'invalid_response',
    message: MESSAGES.toast.genericError,
    requestId: response.headers.get('x-request-id') ?? undefined,
    method,
    path,
  });
}

export const http = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('DELETE', path, options),
};
