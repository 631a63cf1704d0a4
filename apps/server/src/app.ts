import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { type ActivityRecorder, createActivityRecorder } from './activity/activity-recorder.js';
import { APP_MODULES } from './app-modules.js';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import type { AppModule, ModuleContext } from './http/app-module.js';
import { installContracts } from './http/contracts.js';
import { frameworkErrorEnvelope, registerErrorEnvelope } from './http/error-envelope.js';
import { LOG_REDACTION, safeErrorSerializer } from './http/log-safety.js';
import { registerOpenApi } from './http/openapi.js';
import type { Access } from './http/route-access.js';
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
   * Defaults to a recorder writing to `database`; tests hand their own to flush it, the bench one
   * that records nothing. Either way the app closes it (writing what is queued) as it closes.
   */
  activity?: ActivityRecorder;
  /**
   * Build the in-memory search and report caches once the server is up (the served app), rather
   * than on the first request. Tests leave it off: the warm-up would compete with their queries.
   */
  warmCaches?: boolean;
  /** Sees every route as it registers, before anything is added to it (tests check the contracts). */
  onRoute?: onRouteHookHandler;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
};

/** The OpenAPI document and reference: for API users, and FIN Admins, whose groups have everything. */
const API_DOCS: Access = { signedIn: true, enterprise: 'fin_api' };

/** Fastify's types take hops as a function: the nearest `hops` senders are trusted. */
const trustedProxies = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The largest JSON body any call takes (the biggest are peer groups of 5,000 ids). */
export const JSON_BODY_LIMIT = 1024 * 1024;

const REQUEST_ID = /^[\w.-]{1,128}$/;

export async function buildApp({
  config,
  database,
  jobs,
  mailer,
  activity,
  warmCaches = false,
  onRoute,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { err: safeErrorSerializer },
      redact: LOG_REDACTION,
      ...(logStream && { stream: logStream }),
    },
    // A caller's request id (from a proxy or another service) is kept so logs join up across hops.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    // JSON calls are small; uploads stream through multipart with their own limits.
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: frameworkErrorEnvelope,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorEnvelope(app);
  installContracts(app);
  const docs = await registerOpenApi(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Uploads (conference and CRM lists, files to identify) are read as streams by their routes, with
  // their own size limits; nothing is buffered before access control has run.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });

  const recorder = activity ?? createActivityRecorder(database, { log: app.log });
  // onClose runs once in-flight requests are done and before the caller closes the database: what
  // they recorded is written, and nothing after.
  app.addHook('onClose', async () => recorder.close());
  const context: ModuleContext = {
    activity: recorder,
    config,
    database,
    db: database.db,
    jobs,
    mailer: mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, log: app.log }),
    warmCaches,
  };
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const [first, ...rest] = APP_MODULES;
  const registerModule = (module: AppModule) =>
    docs.tagRoutes(module.name, async () => module.routes?.(app, context));
  if (first) await registerModule(first);
  await docs.tagRoutes('status', () =>
    statusRoutes(app, {
      database,
      revision: watchRevision(webDistDir),
      jobQueueRunning: () => jobs !== undefined,
    }),
  );
  for (const module of rest) await registerModule(module);
  await docs.serve(API_DOCS);
  await registerWebApp(app, webDistDir);
  return app;
}
