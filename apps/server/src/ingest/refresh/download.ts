import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The validators a server gave for a file: asked again, they tell whether it changed. */
export type Validators = { etag: string | null; lastModified: string | null };

export type DownloadOutcome =
  /** 404 or 410: the release is not published (yet). */
  | { kind: 'not-yet' }
  /** 304: the copy already imported is current. */
  | { kind: 'unchanged' }
  | { kind: 'complete'; file: string; byteSize: number; sha256: string; validators: Validators };

/** Worth trying again: a 5xx, a network error, a download cut short. The partial file is kept. */
export class TransientDownloadError extends Error {
  override name = 'TransientDownloadError';
}

/** Trying again will not help (403, 400 ...): the release is recorded failed until the next check. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

export type DownloadRequest = {
  url: string;
  /** Where the complete file goes; `<target>.part` holds a download in progress. */
  target: string;
  /** The validators of the copy already imported: a 304 means nothing to do. */
  current?: Validators;
  /** The validators the partial file on disk was started with: resumed only if they still hold. */
  partial?: Validators;
  /** Called before the first byte is written, with the validators the bytes belong to. */
  onStart?: (validators: Validators, totalBytes: number | undefined, resumedFrom: number) => Promise<void>;
  onBytes?: (bytes: number) => void;
  signal?: AbortSignal;
};

const partPath = (target: string) => `${target}.part`;

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

function requestHeaders(request: DownloadRequest, resumeFrom: number): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'FIN Atlas regulator refresh' };
  const partial = request.partial;
  const ifRange = partial?.etag ?? partial?.lastModified;
  if (resumeFrom > 0 && ifRange) {
    // If-Range: the server sends the rest only if the file is still the one the bytes came from,
    // else the whole new file (200), which restarts the download.
    headers.range = `bytes=${resumeFrom}-`;
    headers['if-range'] = ifRange;
    return headers;
  }
  if (request.current?.etag) headers['if-none-match'] = request.current.etag;
  else if (request.current?.lastModified) headers['if-modified-since'] = request.current.lastModified;
  return headers;
}

/** The total size a 206 announces ("bytes 100-999/1000"), checking it continues where we stopped. */
function rangeTotal(contentRange: string | null, resumeFrom: number): number | undefined {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(contentRange ?? '');
  if (!match || Number(match[1]) !== resumeFrom) {
    throw new TransientDownloadError(
      `the server resumed at the wrong place (${contentRange ?? 'no Content-Range'})`,
    );
  }
  return match[2] === '*' ? undefined : Number(match[2]);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function fetchOrTransient(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new TransientDownloadError(`${url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
}

/**
 * Downloads one release: conditionally (an unchanged file downloads nothing), resuming a partial
 * file with a Range request when its validators still hold, and checking the size against what the
 * server announced: a short file stays `.part` (a TransientDownloadError) and is never handed on.
 */
export async function downloadRelease(request: DownloadRequest): Promise<DownloadOutcome> {
  const part = partPath(request.target);
  await mkdir(path.dirname(request.target), { recursive: true });
  const resumeFrom = await sizeOf(part);
  const response = await fetchOrTransient(request.url, {
    headers: requestHeaders(request, resumeFrom),
    redirect: 'follow',
    signal: request.signal,
  });
  if (response.status === 304) return { kind: 'unchanged' };
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return { kind: 'not-yet' };
  }
  if (response.status === 416) {
    // The partial file is no prefix of the current one: start again from nothing.
    await response.body?.cancel();
    await rm(part, { force: true });
    throw new TransientDownloadError(
      `${request.url}: the partial download no longer matches; starting again`,
    );
  }
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    await response.body?.cancel();
    throw new TransientDownloadError(
      `${request.url} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new DownloadError(`${request.url} answered ${response.status} ${response.statusText}`.trim());
  }
  const resumed = response.status === 206;
  const length = response.headers.get('content-length');
  const total = resumed
    ? rangeTotal(response.headers.get('content-range'), resumeFrom)
    : length === null
      ? undefined
      : Number(length);
  const validators: Validators = {
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
  await request.onStart?.(validators, total, resumed ? resumeFrom : 0);
  if (resumed) request.onBytes?.(resumeFrom);
  const body = response.body
    ? Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>)
    : Readable.from([]);
  body.on('data', (chunk: Buffer) => request.onBytes?.(chunk.length));
  try {
    await pipeline(body, createWriteStream(part, { flags: resumed ? 'a' : 'w' }));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new TransientDownloadError(
      `${request.url}: the download was cut short (${(error as Error).message})`,
    );
  }
  const byteSize = await sizeOf(part);
  if (total !== undefined && byteSize !== total) {
    throw new TransientDownloadError(
      `${request.url}: the download was cut short (${byteSize} of ${total} bytes); it resumes at the next attempt`,
    );
  }
  const sha256 = await sha256Of(part);
  await rm(request.target, { force: true });
  await rename(part, request.target);
  return { kind: 'complete', file: request.target, byteSize, sha256, validators };
}

/** Forgets a partial download (its validators no longer hold, or the file proved unusable). */
export async function discardDownload(target: string): Promise<void> {
  await rm(partPath(target), { force: true });
  await rm(target, { force: true });
}
