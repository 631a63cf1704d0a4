import type { FastifyInstance } from 'fastify';
import type { ActivityRecorder } from '../activity/activity-recorder.js';
import type { AppConfig } from '../config/config.js';
import type { Database, Db } from '../db/database.js';
import type { JobQueue, JobRegistration } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';

/** What the composition root hands every module's routes. */
export type ModuleContext = {
  /** Records what users do (sign-ins, page views, reports, files...), batched off the request path. */
  activity: ActivityRecorder;
  config: AppConfig;
  database: Database;
  db: Db;
  /** Absent in tests that run no queue: job-starting routes then answer that jobs are unavailable. */
  jobs: JobQueue | undefined;
  mailer: Mailer;
  /** Build in-memory caches once the server is up rather than on the first request. */
  warmCaches: boolean;
};

/**
 * A module's one public registration (`register` in its index.ts): the routes it serves and the jobs
 * it runs. `app.ts` registers the routes, `main.ts` hands the jobs to the queue.
 */
export type AppModule = {
  /** The spec module's name, the same as its folder on the server and on the web. */
  readonly name: string;
  readonly routes?: (app: FastifyInstance, context: ModuleContext) => Promise<void>;
  readonly jobs?: readonly JobRegistration[];
};
