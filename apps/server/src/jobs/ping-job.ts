import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';
import { jobRuns } from '../db/schema/index.js';

export const PING_QUEUE = 'system.ping';

export type PingPayload = { sentAt: string };

/** The smallest real job: proves that a job sent through the queue is picked up and its result stored. */
export async function registerPingJob(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(PING_QUEUE);
  await boss.work<PingPayload>(PING_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      const result = { receivedAt: new Date().toISOString(), sentAt: job.data.sentAt };
      await database.db
        .insert(jobRuns)
        .values({ queue: PING_QUEUE, jobId: job.id, payload: job.data, result });
    }
  });
}
