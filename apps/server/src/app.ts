import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { registerErrorEnvelope } from './http/error-envelope.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/job-queue.js';
import { readRevision } from './modules/status/revision.js';
import { statusRoutes } from './modules/status/routes.js';
import { defaultWebDistDir } from './paths.js';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  jobs: JobQueue | undefined;
};

const REQUEST_ID = /^[\w.-]{1,128}$/;

export async function buildApp({ config, database, jobs }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A caller's request id (from a proxy or another service) is kept so logs join up across hops.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorEnvelope(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(compress, { threshold: 1024 });

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await statusRoutes(app, {
    database,
    revision: readRevision(webDistDir),
    jobQueueRunning: () => jobs !== undefined,
  });
  await registerWebApp(app, webDistDir);
  return app;
}
