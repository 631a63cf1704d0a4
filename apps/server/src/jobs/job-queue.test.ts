import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { type JobQueue, startJobQueue } from './job-queue.js';
import { PING_QUEUE } from './ping-job.js';

describe('job queue', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startJobQueue(database);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  it('runs a job sent through the queue and stores its result', async () => {
    const sentAt = new Date().toISOString();
    const jobId = await jobs.boss.send(PING_QUEUE, { sentAt });
    expect(jobId).toBeTruthy();
    let rows: (typeof jobRuns.$inferSelect)[] = [];
    for (let attempt = 0; attempt < 100 && rows.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await database.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.jobId, String(jobId)));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]?.queue).toBe(PING_QUEUE);
    expect(rows[0]?.result).toMatchObject({ sentAt });
  });
});
