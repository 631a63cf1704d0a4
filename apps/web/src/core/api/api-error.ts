import { MESSAGES } from '@fin-atlas/domain';
import { markErrorShown } from './shown-errors';

export type FieldIssue = { path: string; message: string };

/** A failed call, carrying the server's envelope so screens can show its message and field details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | undefined;
  /** The call that failed, for the error report a FIN Admin reads. */
  readonly method: string | undefined;
  readonly path: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    requestId?: string;
    method?: string;
    path?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
  }

  /** Zod failures arrive as [{ path, message }]; anything else yields no field issues. */
  get fieldIssues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    const issues: FieldIssue[] = [];
    for (const item of this.details) {
      if (typeof item !== 'object' || item === null) continue;
      const { path, message } = item as { path?: unknown; message?: unknown };
      if (typeof message !== 'string') continue;
      issues.push({ path: Array.isArray(path) ? path.join('.') : String(path ?? ''), message });
    }
    return issues;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The text a user should read for a failure: the server's own message when it sent one. Asking for
 * it is how a screen shows a failure, so the failure counts as shown (see shown-errors).
 */
export function errorMessage(error: unknown): string {
  markErrorShown(error);
  if (error instanceof ApiError) {
    // A refused CSRF token is a 403 too, but its remedy (reload) is in the server's message.
    if (error.status === 403 && error.code !== 'csrf_failed') return MESSAGES.toast.forbidden;
    if (error.message) return error.message;
  }
  return MESSAGES.toast.genericError;
}
