import { CSRF_HEADER, SESSION_COOKIE } from '@fin-atlas/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, onRouteHookHandler } from 'fastify';
import { type ActivityRecorder, createActivityRecorder } from '../activity/activity-recorder.js';
import { buildApp } from '../app.js';
import { MODULE_JOBS } from '../app-modules.js';
import { mailOutbox, users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../ingest/demo/demo-identity.js';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.js';
import { testConfig } from './test-config.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export type SignedIn = { cookie: string; csrf: string; userId: number };
export type Harness = {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's activity recorder: `flush()` writes what requests recorded, for a test to read. */
  activity: ActivityRecorder;
  /** The job queue with every module's workers, when the harness was started with `jobs: true`. */
  jobs: JobQueue | undefined;
  /** A call as a signed-in user (cookie and CSRF token attached) or anonymously. */
  call(as: SignedIn | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string, host?: string): Promise<SignedIn>;
  latestMail(to: string): Promise<typeof mailOutbox.$inferSelect | undefined>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
};

export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/**
 * The real app on a fresh database holding the demo tenants and accounts; mail lands in the outbox.
 * `onRoute` sees every route as it registers (the route matrix and the fuzz test walk them); `jobs`
 * starts pg-boss with every module's workers, as a served process runs them; `dataSet` starts with
 * the demo data set of the tests (DEMO_TEST_DATA_SET) already loaded.
 */
export async function startHarness(
  env: Record<string, string> = {},
  options: { onRoute?: onRouteHookHandler; jobs?: boolean; dataSet?: boolean } = {},
): Promise<Harness> {
  const database = await openTestDatabase({ demo: true, dataSet: options.dataSet ?? false });
  const config = testConfig(env);
  const jobs = options.jobs ? await startJobQueue(database, { jobs: MODULE_JOBS, config }) : undefined;
  // The recorder logs through the app, which is built with it.
  const logs: { app?: FastifyInstance } = {};
  const activity = createActivityRecorder(database, {
    log: { error: (details, message) => logs.app?.log.error(details, message) },
  });
  const app = await buildApp({ config, database, jobs, activity, onRoute: options.onRoute });
  logs.app = app;
  const call: Harness['call'] = (as, options) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (as) headers.cookie = as.cookie;
    if (method !== 'GET' && !(CSRF_HEADER in headers)) headers[CSRF_HEADER] = as?.csrf ?? 'anonymous';
    return app.inject({ ...options, headers });
  };
  return {
    app,
    activity,
    database,
    jobs,
    call,
    async signIn(email, password = DEMO_PASSWORD, host) {
      const res = await call(null, {
        method: 'POST',
        url: '/api/session',
        payload: { email, password },
        headers: host ? { host } : {},
      });
      const cookie = sessionCookie(res);
      if (res.statusCode !== 200 || !cookie)
        throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
      const body = res.json();
      return { cookie, csrf: body.csrf_token, userId: body.user.id };
    },
    async latestMail(to) {
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return mail;
    },
    async userId(email) {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    async close() {
      await app.close();
      await jobs?.stop();
      await database.drop();
    },
  };
}

export const demo = {
  superadmin: 'superadmin@demo.finatlas.test',
  clientadmin: 'clientadmin@demo.finatlas.test',
  vendor: 'vendor@demo.finatlas.test',
  fi: 'fi@demo.finatlas.test',
  partner: 'partner@demo.finatlas.test',
  limited: 'limited@demo.finatlas.test',
  mortgage: 'mortgage@demo.finatlas.test',
  unverified: 'unverified@demo.finatlas.test',
} as const;

export const PARTNER_HOST = 'cu.localhost';
