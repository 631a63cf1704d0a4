import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';
import { registerPeerGroupJob } from '../modules/peer-groups/peer-group-job.js';
import { registerProfileJob } from '../modules/profile/profile-job.js';
import { registerReportJob } from '../modules/reports/report-job.js';
import { registerPingJob } from './ping-job.js';

export type JobQueue = {
  readonly boss: PgBoss;
  stop(): Promise<void>;
};

/**
 * pg-boss runs on the application's own database in both modes: on PostgreSQL it opens its own pool
 * (so any number of worker processes share the queue), on PGlite it shares the in-process instance.
 */
export async function startJobQueue(
  database: Database,
  options: { onError?: (error: Error) => void } = {},
): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false })
      : new PgBoss({ connectionString: database.connectionString, max: 4 });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  await registerPingJob(boss, database);
  await registerPeerGroupJob(boss, database);
  await registerReportJob(boss, database);
  await registerProfileJob(boss, database);
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
