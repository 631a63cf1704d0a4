import { CSRF_HEADER, type JobProgress } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { demo } from '../../test/identity-harness.js';
import { type LiveServer, startLiveServer } from '../../test/live-server.js';
import { readProgressStream } from '../../test/progress-stream.js';
import type { TestDatabase } from '../../test/test-database.js';
import { progressChannelFor } from '../progress/index.js';
import { computeReportRun, REPORT_FAILED, REPORT_QUEUE, registerReportJob } from './report-job.js';
import { newRunToken, runProgressKey } from './report-run-store.js';

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
    const res = await fetch(
      `${base}/api/self_serve_reports?report_id=11&bank_id=${subject}&peer_group_id=${group.id}`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
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

  it('a run that cannot be computed fails with a message on its progress', async () => {
    const [institution] = await database.query<{ id: number }>('select id from institutions limit 1');
    const [run] = await database.db
      .insert(reportRuns)
      .values({
        token: newRunToken(),
        userId,
        reportType: 'reporter',
        reportId: 9999,
        institutionId: Number(institution?.id),
        institutionIds: [Number(institution?.id)],
        fiType: 'bank',
        dataVersion: 0,
      })
      .returning();
    if (!run) throw new Error('no run');
    const channel = progressChannelFor(database);
    await channel.start({ key: runProgressKey(run), kind: 'report', userId, groupId: null });
    await expect(computeReportRun(database, { runId: run.id })).rejects.toThrow();
    expect(await channel.read(runProgressKey(run))).toMatchObject({
      state: 'failed',
      error: REPORT_FAILED,
    });
    const stored = await database.query<{ state: string }>('select state from report_runs where id = $1', [
      run.id,
    ]);
    expect(stored[0]?.state).toBe('failed');
  });
});
