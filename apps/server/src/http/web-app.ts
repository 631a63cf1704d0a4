import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFoundEnvelope } from './error-envelope.js';

const API_PREFIXES = ['/api/', '/api?', '/healthz', '/readyz'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built single-page app. Every unknown non-API GET answers index.html so deep links and
 * reloads on any client route work; hashed assets are cached forever, index.html never.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebBuild = existsSync(indexFile);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The static handler refuses directory requests, and "/" is one.
  app.get('/', (_request, reply) => {
    if (!hasWebBuild) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || isApiPath(request.url)) return sendNotFoundEnvelope(request, reply);
    if (!hasWebBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    // Sent, not returned: a returned reply is awaited as a thenable, which hangs one more set of
    // stream listeners on the response (past Node's leak warning under app.inject).
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
