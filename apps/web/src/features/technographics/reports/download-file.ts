import { apiErrorSchema, MESSAGES } from '@fin-atlas/domain';

/** The file name the server gave in Content-Disposition, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a server-generated file with the session cookie and saves it under the server's
 * name. A refusal comes back as the server's message, so the page can show why.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
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
}
