import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';
import { registerPingJob } from './ping-job.js';

/** A module's job: creates its queue and starts its worker on the given pg-boss instance. */
export type JobRegistration = (boss: PgBoss, database: Database) => Promise<void>;

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
  options: {
    /** The modules' jobs, from the composition root; the queue knows no module. */
    jobs?: readonly JobRegistration[];
    onError?: (error: Error) => void;
  } = {},
): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false })
      : new PgBoss({ connectionString: database.connectionString, max: 4 });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  await registerPingJob(boss, database);
  for (const register of options.jobs ?? []) await register(boss, database);
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
