import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { monogramSvg } from '../monogram.js';
import { logoContent, servedLogo } from './logo-store.js';

/**
 * An image never needs to run or load anything: opened as a document of its own (a logo in a tab),
 * an SVG may only style itself, and runs sandboxed.
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// Every use revalidates: a replaced or removed logo shows at once, an unchanged one costs a 304.
const CACHE_CONTROL = 'public, no-cache';

const etagOf = (hash: string) => `"${hash}"`;

function imageHeaders(reply: FastifyReply, etag: string): void {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', IMAGE_CSP);
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}

/**
 * GET /images/institutions/{id}.svg: the uploaded logo with its stored type when there is one,
 * otherwise the monogram. The ETag is the image's SHA-256, so it changes whenever the logo does.
 */
export async function serveLogo(db: Db, id: number, request: FastifyRequest, reply: FastifyReply) {
  const found = await servedLogo(db, id);
  if (!found) throw notFound('Logo not found.');
  if (found.logo) {
    const etag = etagOf(found.logo.sha256);
    if (notModified(request, etag)) {
      imageHeaders(reply, etag);
      return reply.code(304).send();
    }
    // Read with its own type and hash: a logo replaced in between is served whole and consistent.
    const stored = await logoContent(db, id);
    if (stored) {
      imageHeaders(reply, etagOf(stored.sha256));
      return reply.type(stored.contentType).send(stored.content);
    }
    // Removed in between: the monogram is what the path serves now.
  }
  const svg = monogramSvg(id, found.name);
  const etag = etagOf(createHash('sha256').update(svg).digest('hex'));
  imageHeaders(reply, etag);
  if (notModified(request, etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}
