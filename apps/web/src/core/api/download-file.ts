import { apiErrorSchema, CSRF_HEADER, MESSAGES } from '@fin-atlas/domain';
import { getCsrfToken } from './http';

/** The file name the server gave in Content-Disposition, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** A download made with a request body (a query to run), rather than a link. */
export type FileRequest = { method: 'POST'; body: unknown };

/**
 * Downloads a server-generated file with the session cookie and saves it under the server's
 * name; the answer's headers come back (an order's number and payment). A refusal comes back as
 * the server's message, so the page can show why.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  request?: FileRequest,
): Promise<Headers> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...(request
        ? {
            method: request.method,
            headers: { 'content-type': 'application/json', [CSRF_HEADER]: getCsrfToken() ?? 'anonymous' },
            body: JSON.stringify(request.body),
          }
        : {}),
    });
  } catch {
    throw new Error(MESSAGES.toast.genericError);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new Error(
      parsed.success && response.status < 500 ? parsed.data.error.message : MESSAGES.toast.genericError,
    );
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return response.headers;
}
