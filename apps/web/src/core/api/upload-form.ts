import { apiErrorSchema, CSRF_HEADER, MESSAGES } from '@fin-atlas/domain';
import { ApiError } from './api-error';
import { getCsrfToken, type ResponseSchema } from './http';

/**
 * Sends a multipart form (text fields and one file) the way the JSON calls go: with the session's
 * CSRF token, and with failures as ApiError so global handling and screens treat them alike.
 */
export async function uploadForm<T>(
  path: string,
  fields: Record<string, string>,
  file: File,
  schema: ResponseSchema<T>,
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', [CSRF_HEADER]: getCsrfToken() ?? 'anonymous' },
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: MESSAGES.toast.genericError,
      method: 'POST',
      path,
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.error.code : 'http_error',
      message: parsed.success ? parsed.data.error.message : MESSAGES.toast.genericError,
      requestId: parsed.success ? parsed.data.error.requestId : undefined,
      method: 'POST',
      path,
    });
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: response.status,
    code: 'invalid_response',
    message: MESSAGES.toast.genericError,
    method: 'POST',
    path,
  });
}
