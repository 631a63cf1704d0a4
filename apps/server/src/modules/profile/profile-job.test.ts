import { progressKey } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterQueue } from '../../jobs/bounded-job.js';
import { type JobQueue, startJobQueue } from '../../jobs/job-queue.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { type ProgressRecord, progressChannelFor } from '../progress/index.js';
import {
  PROFILE_FAILED,
  PROFILE_INTERRUPTED,
  PROFILE_QUEUE,
  preparationUsable,
  prepareProfile,
  registerProfileJob,
} from './profile-job.js';

/** The profile preparation's failure paths, on the real queue (no institutions needed). */
describe('profile preparation job', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startJobQueue(database, { jobs: [registerProfileJob] });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  const started = async (token: string) => {
    const key = progressKey.report(token);
    await progressChannelFor(database).start({ key, kind: 'report', userId: null, groupId: null });
    await progressChannelFor(database).update(key, 15, 'Computing deposit market shares by county and MSA');
    return key;
  };
  const settled = async (key: string): Promise<ProgressRecord | null> => {
    for (let i = 0; i < 200; i++) {
      const record = await progressChannelFor(database).read(key);
      if (record?.state !== 'running') return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return progressChannelFor(database).read(key);
  };

  it('says it tries again after an error, and fails with a message on its last attempt', async () => {
    const key = await started('fin_profile-test-missing');
    const job = { institutionId: 2_000_000_000, token: 'fin_profile-test-missing', stamp: 0 };
    await expect(
      prepareProfile(database, job, { attempt: { retryCount: 0, final: false } }),
    ).rejects.toThrow();
    expect(await progressChannelFor(database).read(key)).toMatchObject({
      state: 'running',
      status: 'Interrupted by an error: trying again',
    });
    await expect(prepareProfile(database, job)).rejects.toThrow();
    expect(await progressChannelFor(database).read(key)).toMatchObject({
      state: 'failed',
      error: PROFILE_FAILED,
    });
  });

  it('a preparation pg-boss gives up on fails with a message, unless a newer one is moving', async () => {
    const dead = await started('fin_profile-test-dead');
    const alive = await started('fin_profile-test-alive');
    // The dead one's process stopped minutes ago; the other moved just now.
    await database.query(`update job_progress set updated_at = now() - interval '5 minutes' where key = $1`, [
      dead,
    ]);
    // Sent first, so handled before the dead one is seen failed (the queue runs them in order).
    for (const token of ['fin_profile-test-alive', 'fin_profile-test-dead']) {
      await jobs.boss.send(deadLetterQueue(PROFILE_QUEUE), { institutionId: 1, token, stamp: 0 });
    }
    expect(await settled(dead)).toMatchObject({ state: 'failed', error: PROFILE_INTERRUPTED });
    expect(await progressChannelFor(database).read(alive)).toMatchObject({ state: 'running', progress: 15 });
  });

  it('a running preparation whose progress stopped moving is not worth waiting for', async () => {
    const key = await started('fin_profile-test-usable');
    const record = await progressChannelFor(database).read(key);
    expect(preparationUsable(record, 0)).toBe(true);
    expect(preparationUsable(record, 0, Date.parse(record?.updated_at ?? '') + 10 * 60_000)).toBe(false);
  });
});
