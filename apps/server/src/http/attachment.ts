import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file name made from something a user named (a saved query, a list): lower-case words joined
 * by dashes, nothing a file system or a Content-Disposition header could trip on.
 */
export function fileSlug(name: string | null | undefined, fallback: string): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The media types of the two download formats (DOWNLOAD_FORMATS). */
export const DOWNLOAD_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The Content-Disposition of a download saved under `fileName` (already a slug with its extension). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;

/** A download answer: its type, the name it is saved under, never cached (it names who downloaded it). */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; fileName: string; body: Readable | Buffer | string },
) {
  return reply
    .type(file.type)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
