// One server process for the crash tests (jobs/crash-recovery.test.ts), started by crash-server.ts.
// It is composed as main.ts composes the served app (configuration from the environment, migrations,
// demo data on first start, pg-boss with every module's jobs, the HTTP API), with test-only knobs
// read here and nowhere else:
//   CRASH_DEMO_SCALE      the size of the generated demo data set loaded on first start
//   CRASH_HOLD_DEMO_LOAD  a demo-load step (part of its progress message): once the load reports it,
//                         inside the load's one transaction, the process blocks until it is killed
//   CRASH_HOLD_JOBS_AT    a progress: a job that reports a step at or above it waits there forever
// pg-boss looks for jobs that lost their heartbeat every second instead of every minute, and job
// heartbeats are its minimum (10 s), so a killed job is retried within seconds of the restart.
// Events go to stdout as lines (`crash:<event> <detail>`): a pipe to the parent is written
// synchronously on Linux, so a line is out before the process blocks.
import { loadConfig } from '../config/config.js';
import { databaseTarget, openDatabase } from '../db/database.js';
import { prepareDatabase } from '../ingest/prepare-database.js';
import { BOUNDED_JOB_POLICY } from '../jobs/bounded-job.js';
import { startJobQueue } from '../jobs/job-queue.js';

const say = (event: string, detail = '') => process.stdout.write(`crash:${event} ${detail}\n`);

/** Blocks the whole process, open transaction included, until it is killed. */
function blockUntilKilled(): never {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) Atomics.wait(cell, 0, 0);
}

const holdDemoAt = process.env.CRASH_HOLD_DEMO_LOAD;
const holdJobsAt = process.env.CRASH_HOLD_JOBS_AT ? Number(process.env.CRASH_HOLD_JOBS_AT) : null;

const config = loadConfig();
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
await prepareDatabase(database, {
  demoIdentity: true,
  demoInstitutions: {
    scale: Number(process.env.CRASH_DEMO_SCALE ?? 0.01),
    onProgress: (message) => {
      say('demo', message);
      if (holdDemoAt && message.includes(holdDemoAt)) {
        say('holding-demo-load', message);
        blockUntilKilled();
      }
    },
  },
});
const [counted] = await database.query<{ n: number }>('select count(*)::int as n from institutions');
say('institutions', String(counted?.n ?? 0));

// The app is loaded only now: a process killed during the demo load never needs it.
const { buildApp } = await import('../app.js');
const { MODULE_JOBS } = await import('../app-modules.js');
const jobs = await startJobQueue(database, {
  jobs: MODULE_JOBS,
  config,
  onError: (error) => console.error('job queue error', error),
  maintenance: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
  settings: {
    policy: { ...BOUNDED_JOB_POLICY, heartbeatSeconds: 10 },
    pause: (progress) => {
      if (holdJobsAt === null || progress < holdJobsAt) return Promise.resolve();
      say('holding-job', String(progress));
      return new Promise(() => {});
    },
  },
});
const app = await buildApp({ config, database, jobs });
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  })();
});
// A test runner that dies must not leave a server behind holding its database.
process.stdin.on('end', () => process.exit(1));
process.stdin.resume();

const address = app.server.address();
say('listening', String(typeof address === 'object' && address ? address.port : 0));
