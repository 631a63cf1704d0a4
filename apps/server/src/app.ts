import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { registerErrorEnvelope } from './http/error-envelope.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { groupAdminRoutes } from './modules/admin/group-admin-routes.js';
import { superAdminRoutes } from './modules/admin/super-admin-routes.js';
import { userAdminRoutes } from './modules/admin/user-admin-routes.js';
import { advisorRoutes } from './modules/advisor/advisor-routes.js';
import { conferenceRoutes } from './modules/conferences/conference-routes.js';
import { crmRoutes } from './modules/crm-enrichment/crm-routes.js';
import { downloadRoutes } from './modules/downloads/download-routes.js';
import { financialDataRoutes } from './modules/financial-data/financial-data-routes.js';
import { registerAccessControl } from './modules/identity/access-control.js';
import { accountRoutes } from './modules/identity/account-routes.js';
import type { IdentityDeps } from './modules/identity/deps.js';
import { sessionRoutes } from './modules/identity/session-routes.js';
import { createSiteResolver } from './modules/identity/site.js';
import { ssoRoutes } from './modules/identity/sso-routes.js';
import { userRoutes } from './modules/identity/user-routes.js';
import { institutionRoutes } from './modules/institutions/institution-routes.js';
import { marketReportRoutes } from './modules/market-reports/market-report-routes.js';
import { peerGroupRoutes } from './modules/peer-groups/peer-group-routes.js';
import { profileRoutes } from './modules/profile/profile-routes.js';
import { progressRoutes } from './modules/progress/progress-routes.js';
import { reportRoutes } from './modules/reports/report-routes.js';
import { shellRoutes } from './modules/shell/shell-routes.js';
import { watchRevision } from './modules/status/revision.js';
import { statusRoutes } from './modules/status/routes.js';
import { technographicsRoutes } from './modules/technographics/technographics-routes.js';
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

  const identity: IdentityDeps = {
    db: database.db,
    config,
    mailer: mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, log: app.log }),
    sites: createSiteResolver(database.db),
  };
  registerAccessControl(app, {
    db: identity.db,
    sites: identity.sites,
    secureCookies: config.secureCookies,
    sessionSecret: config.sessionSecret,
  });

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await statusRoutes(app, {
    database,
    revision: watchRevision(webDistDir),
    jobQueueRunning: () => jobs !== undefined,
  });
  for (const routes of [
    sessionRoutes,
    accountRoutes,
    ssoRoutes,
    userRoutes,
    userAdminRoutes,
    groupAdminRoutes,
    superAdminRoutes,
    shellRoutes,
  ]) {
    await routes(app, identity);
  }
  await institutionRoutes(app, { database });
  await financialDataRoutes(app, { database });
  await progressRoutes(app, { database });
  await peerGroupRoutes(app, { database, jobs });
  await reportRoutes(app, { database, jobs });
  await advisorRoutes(app, { database });
  await profileRoutes(app, { database, jobs });
  await technographicsRoutes(app, { database, warmCaches });
  await marketReportRoutes(app, { database });
  await downloadRoutes(app, { database });
  await conferenceRoutes(app, { database });
  await crmRoutes(app, { database });
  await registerWebApp(app, webDistDir);
  return app;
}
