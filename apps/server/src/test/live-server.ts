import { CSRF_HEADER } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { MODULE_JOBS } from '../app-modules.js';
import { DEMO_PASSWORD } from '../ingest/demo/demo-identity.js';
import { loadDemoDataSet } from '../ingest/demo/load-demo.js';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.js';
import { scoreIntentSignals } from '../modules/fin-intent/index.js';
import { fitVendorFitModels } from '../modules/vendor-fit/index.js';
import { testConfig } from './test-config.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export type LiveServer = {
  database: TestDatabase;
  jobs: JobQueue;
  app: FastifyInstance;
  base: string;
  cookie: string;
  csrf: string;
  userId: number;
  close(): Promise<void>;
};

/**
 * The whole server listening on a port with its pg-boss worker, on a demo data set (small unless `scale` says otherwise), and one
 * demo user signed in over HTTP: for jobs whose progress streams to a real client.
 */
export async function startLiveServer(email: string, options: { scale?: number } = {}): Promise<LiveServer> {
  const database = await openTestDatabase({ demo: true });
  await loadDemoDataSet(database, { latestPeriod: '2026-06-30', scale: options.scale ?? 0.02 });
  // The model passes the jobs run after a load are done first, as on a server that has settled:
  // what a live server is measured on is the requests, not a refit still running in the background.
  await scoreIntentSignals(database);
  await fitVendorFitModels(database);
  const config = testConfig();
  const jobs = await startJobQueue(database, { jobs: MODULE_JOBS, config });
  const app = await buildApp({ config, database, jobs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signedIn = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'anonymous' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await signedIn.json()) as { csrf_token: string; user: { id: number } };
  return {
    database,
    jobs,
    app,
    base,
    cookie,
    csrf: body.csrf_token,
    userId: body.user.id,
    async close() {
      await app.close();
      await jobs.stop();
      await database.drop();
    },
  };
}
