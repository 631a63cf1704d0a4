import { fromPglite, PgBoss } from 'pg-boss';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './bounded-job.js';
import { registerPingJob } from './ping-job.js';

/**
 * A module's job: creates its queue and starts its worker on the given pg-boss instance. Settings
 * default to the production ones (`DEFAULT_JOB_SETTINGS`). `config` is the process's configuration,
 * for jobs that reach outside the database (scheduled deliveries send mail with links to the app).
 */
export type JobRegistration = (
  boss: PgBoss,
  database: Database,
  settings?: JobSettings,
  config?: AppConfig,
) => Promise<void>;

export type JobQueue = {
  readonly boss: PgBoss;
  stop(): Promise<void>;
};

/**
 * How often pg-boss looks for jobs that expired or lost their heartbeat. Its default (a minute) is
 * right for a server; the crash tests shorten it so a killed job is retried within seconds.
 */
export type QueueMaintenance = { superviseIntervalSeconds?: number; monitorIntervalSeconds?: number };

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
    settings?: JobSettings;
    maintenance?: QueueMaintenance;
    /** The process's configuration, handed to every job (required by jobs that send mail). */
    config?: AppConfig;
  } = {},
): Promise<JobQueue> {
  const maintenance = options.maintenance ?? {};
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false, ...maintenance })
      : new PgBoss({ connectionString: database.connectionString, max: 4, ...maintenance });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  await registerPingJob(boss, database);
  const settings = options.settings ?? DEFAULT_JOB_SETTINGS;
  for (const register of options.jobs ?? []) await register(boss, database, settings, options.config);
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
