import { CSRF_HEADER, type JobProgress } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../../db/schema/index.js';
import { BOUNDED_JOB_POLICY, deadLetterQueue } from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { demo } from '../../test/identity-harness.js';
import { type LiveServer, startLiveServer } from '../../test/live-server.js';
import { readProgressStream } from '../../test/progress-stream.js';
import type { TestDatabase } from '../../test/test-database.js';
import { progressChannelFor } from '../progress/index.js';
import { computeReportRun, REPORT_FAILED, REPORT_QUEUE, registerReportJob } from './report-job.js';
import { newRunToken, REPORT_INTERRUPTED, runProgressKey } from './report-run-store.js';

/** The whole server with its pg-boss worker: running a report queues the real job. */
describe('report job', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let base: string;
  let cookie: string;
  let csrf: string;
  let userId: number;
  let live: LiveServer;

  beforeAll(async () => {
    live = await startLiveServer(demo.vendor);
    ({ database, jobs, base, cookie, csrf, userId } = live);
  }, 240_000);
  afterAll(async () => live.close());

  async function readEvents(progressPath: string): Promise<JobProgress[]> {
    const stream = await fetch(`${base}/api/progress/${progressPath}`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    return readProgressStream(stream, () => registerReportJob(jobs.boss, database));
  }

  it('streams a credit-union report from Preparing... to 100, never more than 10 points apart', async () => {
    const institutions = await database.query<{ id: number }>(
      `select id from institutions where fi_type = 'credit_union' and active order by latest_assets desc limit 41`,
    );
    const [subject, ...peers] = institutions.map((r) => Number(r.id));
    const headers = { cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrf };
    const group = (await (
      await fetch(`${base}/api/peer_groups`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Forty credit unions',
          builder: 'quick',
          criteria: { institution_ids: peers },
        }),
      })
    ).json()) as { id: number };

    // The worker is off until the browser watches, so the whole run is on the stream.
    await jobs.boss.offWork(REPORT_QUEUE);
    const res = await fetch(`${base}/api/self_serve_reports/runs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ report_id: 11, bank_id: subject, peer_group_id: group.id }),
    });
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as {
      report: { id: number; report_token: string; progress_key: string; status: string };
    };
    expect(report.status).toBe('Preparing...');
    const early = await fetch(`${base}/api/self_serve_reports/view?id=${report.id}&report_id=11`, {
      headers: { cookie },
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'The report is still being prepared; it can be viewed when its progress reaches 100.',
    );
    const events = await readEvents(report.progress_key);
    const progress = events.map((e) => e.progress);
    expect(events[0]).toMatchObject({ status: 'Preparing...', progress: 0, kind: 'report' });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    for (let i = 1; i < progress.length; i++) {
      expect((progress[i] as number) - (progress[i - 1] as number)).toBeLessThanOrEqual(10);
    }
    expect(events.at(-1)).toMatchObject({ state: 'done', result: { report_id: report.id } });

    const view = (await (
      await fetch(`${base}/api/self_serve_reports/view?id=${report.id}&report_id=11`, { headers: { cookie } })
    ).json()) as { metrics: unknown[]; peer_group: { peer_count: number } };
    expect(view.metrics).toHaveLength(25);
    expect(view.peer_group.peer_count).toBe(40);
  });

  /** A run row with its progress at 'Preparing...', as opening a report leaves it. */
  async function newRun(reportId: number) {
    const [institution] = await database.query<{ id: number }>(
      `select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 1`,
    );
    const [run] = await database.db
      .insert(reportRuns)
      .values({
        token: newRunToken(),
        userId,
        reportType: 'reporter',
        reportId,
        institutionId: Number(institution?.id),
        institutionIds: [Number(institution?.id)],
        fiType: 'bank',
        dataVersion: 0,
      })
      .returning();
    if (!run) throw new Error('no run');
    await progressChannelFor(database).start({
      key: runProgressKey(run),
      kind: 'report',
      userId,
      groupId: null,
    });
    return run;
  }
  const runState = async (id: number) =>
    (await database.query<{ state: string }>('select state from report_runs where id = $1', [id]))[0]?.state;

  async function settled(key: string): Promise<JobProgress | null> {
    const channel = progressChannelFor(database);
    for (let i = 0; i < 300; i++) {
      const record = await channel.read(key);
      if (record && record.state !== 'running') return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return channel.read(key);
  }

  it('a run that cannot be computed says it tries again, then fails with a message on its last attempt', async () => {
    const run = await newRun(9999);
    const channel = progressChannelFor(database);
    const key = runProgressKey(run);
    await expect(
      computeReportRun(database, { runId: run.id }, { attempt: { retryCount: 0, final: false } }),
    ).rejects.toThrow();
    expect(await channel.read(key)).toMatchObject({
      state: 'running',
      status: 'Interrupted by an error: trying again',
    });
    expect(await runState(run.id)).toBe('running');

    await expect(computeReportRun(database, { runId: run.id })).rejects.toThrow();
    expect(await channel.read(key)).toMatchObject({ state: 'failed', error: REPORT_FAILED });
    expect(await runState(run.id)).toBe('failed');
  });

  it('the retry of an attempt that died mid-run computes the same run again, to 100, once', async () => {
    await jobs.boss.offWork(REPORT_QUEUE);
    const run = await newRun(1);
    const key = runProgressKey(run);
    const jobId = await jobs.boss.send(REPORT_QUEUE, { runId: run.id });
    // A worker claims the job, reports 10% and dies: nothing of it runs any more.
    const [claimed] = await jobs.boss.fetch(REPORT_QUEUE);
    expect(claimed?.id).toBe(jobId);
    await progressChannelFor(database).update(key, 10, 'Computing 0 of 10');
    // What pg-boss does once the job's heartbeat stops: fail the attempt, which retries it.
    await jobs.boss.fail(REPORT_QUEUE, String(jobId), { message: 'job heartbeat timeout' });
    await registerReportJob(jobs.boss, database);
    expect(await settled(key)).toMatchObject({ state: 'done', progress: 100, result: { report_id: run.id } });
    expect(await runState(run.id)).toBe('done');
    const runs = await database.query<{ n: number }>(
      'select count(*)::int as n from report_runs where token = $1',
      [run.token],
    );
    expect(runs[0]?.n).toBe(1);
  });

  it('a job pg-boss gives up on (its process died on every attempt) fails its run with a message', async () => {
    const run = await newRun(1);
    await progressChannelFor(database).update(runProgressKey(run), 10, 'Computing 0 of 10');
    // The copy pg-boss puts in the dead-letter queue after the last attempt failed.
    await jobs.boss.send(deadLetterQueue(REPORT_QUEUE), { runId: run.id });
    expect(await settled(runProgressKey(run))).toMatchObject({ state: 'failed', error: REPORT_INTERRUPTED });
    expect(await runState(run.id)).toBe('failed');
  });

  it('report jobs expire, beat and retry: a dead worker is noticed by pg-boss', async () => {
    const queue = await jobs.boss.getQueue(REPORT_QUEUE);
    expect(queue).toMatchObject({
      expireInSeconds: BOUNDED_JOB_POLICY.expireInSeconds,
      heartbeatSeconds: BOUNDED_JOB_POLICY.heartbeatSeconds,
      retryLimit: BOUNDED_JOB_POLICY.retryLimit,
      deadLetter: deadLetterQueue(REPORT_QUEUE),
    });
  });
});
