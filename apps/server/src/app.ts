import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { APP_MODULES } from './app-modules.js';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import type { ModuleContext } from './http/app-module.js';
import { registerErrorEnvelope } from './http/error-envelope.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { watchRevision } from './http/status/revision.js';
import { statusRoutes } from './http/status/routes.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { defaultWebDistDir } from './paths.js';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  jobs: JobQueue | undefined;
  /** Defaults to the outbox-backed mailer (SMTP when configured). */
  mailer?: Mailer;
  /**
   * Build the in-memory search and report caches once the server is up (the served app), rather
   * than on the first request. Tests leave it off: the warm-up would compete with their queries.
   */
  warmCaches?: boolean;
};

const REQUEST_ID = /^[\w.-]{1,128}$/;

export async function buildApp({
  config,
  database,
  jobs,
  mailer,
  warmCaches = false,
}: AppDeps): Promise<FastifyInstance> {
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
  await app.register(cookie);
  // Uploads (conference and CRM lists, files to identify) are read as streams by their routes, with
  // their own size limits; nothing is buffered before access control has run.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });

  const context: ModuleContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer: mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, log: app.log }),
    warmCaches,
  };
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const [first, ...rest] = APP_MODULES;
  await first?.routes?.(app, context);
  await statusRoutes(app, {
    database,
    revision: watchRevision(webDistDir),
    jobQueueRunning: () => jobs !== undefined,
  });
  for (const module of rest) await module.routes?.(app, context);
  await registerWebApp(app, webDistDir);
  return app;
}
