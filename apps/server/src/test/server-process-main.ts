// One server node as its own OS process, for tests that need several (two-node.test.ts), started by
// server-process.ts. It is composed as main.ts composes the served app (its own pool, its own
// pg-boss, every module's workers), listens on a free port, and takes commands over the IPC channel:
// stop or start its job workers and send a job through its own queue, which a test cannot otherwise
// reach inside another process.
import type { PgBoss } from 'pg-boss';
import { buildApp } from '../app.js';
import { MODULE_JOBS } from '../app-modules.js';
import { loadConfig } from '../config/config.js';
import { databaseTarget, openDatabase } from '../db/database.js';
import { prepareDatabase } from '../ingest/prepare-database.js';
import { type JobRegistration, startJobQueue } from '../jobs/job-queue.js';
import { registerPingJob } from '../jobs/ping-job.js';
import type { ServerCommand, ServerProcessMessage } from './server-process.js';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
await prepareDatabase(database, { demoIdentity: config.demoData });
const jobs = await startJobQueue(database, {
  jobs: MODULE_JOBS,
  config,
  onError: (error) => console.error('job queue error', error),
});
const app = await buildApp({ config, database, jobs });
await app.listen({ port: 0, host: '127.0.0.1' });

const send = (message: ServerProcessMessage) => process.send?.(message);

/** The registrations started again: the queue's own ping job and every module's jobs. */
const REGISTRATIONS: readonly JobRegistration[] = [registerPingJob, ...MODULE_JOBS];

/**
 * The queue as a registration sees it, except that `work` only starts workers of the chosen queues:
 * the registrations themselves are the only place that knows each queue's handler and options.
 */
function workingOnly(boss: PgBoss, queues: ReadonlySet<string> | null): PgBoss {
  return new Proxy(boss, {
    get(target, property) {
      if (property === 'work') {
        const work = target.work.bind(target) as (name: string, ...rest: unknown[]) => Promise<string>;
        return (name: string, ...rest: unknown[]) =>
          queues === null || queues.has(name) ? work(name, ...rest) : Promise.resolve('');
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function queueNames(queues: readonly string[] | undefined): Promise<readonly string[]> {
  return queues ?? (await jobs.boss.getQueues()).map((queue) => queue.name);
}

async function run(command: ServerCommand): Promise<unknown> {
  switch (command.cmd) {
    case 'stop-workers': {
      // Waits for jobs in hand to finish, so nothing of this node's runs after the answer.
      for (const name of await queueNames(command.queues)) await jobs.boss.offWork(name);
      return null;
    }
    case 'start-workers': {
      const names = await queueNames(command.queues);
      for (const name of names) await jobs.boss.offWork(name);
      const wanted = command.queues ? new Set(names) : null;
      for (const register of REGISTRATIONS)
        await register(workingOnly(jobs.boss, wanted), database, undefined, config);
      return null;
    }
    case 'send':
      return jobs.boss.send(command.queue, command.data);
  }
}

process.on('message', (message: { id: number; command: ServerCommand }) => {
  run(message.command).then(
    (value) => send({ type: 'reply', id: message.id, value }),
    (error: unknown) => send({ type: 'reply', id: message.id, error: String(error) }),
  );
});

// A test runner that dies must not leave servers behind holding connections to its database.
process.on('disconnect', () => process.exit(1));

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  })();
});

const address = app.server.address();
send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
