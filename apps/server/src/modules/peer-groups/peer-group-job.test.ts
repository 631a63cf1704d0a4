import { CSRF_HEADER } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue.js';
import { demo } from '../../test/identity-harness.js';
import { type LiveServer, startLiveServer } from '../../test/live-server.js';
import { readProgressStream } from '../../test/progress-stream.js';
import type { TestDatabase } from '../../test/test-database.js';
import { PEER_GROUP_QUEUE, registerPeerGroupJob } from './peer-group-job.js';

/** The whole server with its pg-boss worker: saving an advanced group queues the real job. */
describe('peer group computation job', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let base: string;
  let cookie: string;
  let csrf: string;
  let live: LiveServer;

  beforeAll(async () => {
    live = await startLiveServer(demo.fi);
    ({ database, jobs, base, cookie, csrf } = live);
  });
  afterAll(async () => live.close());

  it('streams progress from Preparing... to 100 and stores the members the preview promised', async () => {
    const criteria = {
      fi_type: 'credit_union',
      ranges: { assets: { min: 20_000 }, deposit_accounts: { min: 500 } },
    };
    const headers = { cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrf };
    const preview = (await (
      await fetch(`${base}/api/peer_groups/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ builder: 'advanced', criteria }),
      })
    ).json()) as { member_ids: number[] };
    expect(preview.member_ids.length).toBeGreaterThan(0);

    // The worker is busy elsewhere until the browser watches, so the whole run is on the stream.
    await jobs.boss.offWork(PEER_GROUP_QUEUE);
    const saved = await fetch(`${base}/api/peer_groups`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Credit unions with members', builder: 'advanced', criteria }),
    });
    expect(saved.status).toBe(201);
    const group = (await saved.json()) as { id: number; progress_key: string; status: string };
    expect(group.status).toBe('computing');

    const stream = await fetch(`${base}/api/progress/${group.progress_key}`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    const events = await readProgressStream(stream, () => registerPeerGroupJob(jobs.boss, database));
    const progress = events.map((e) => e.progress);
    expect(events[0]?.status).toBe('Preparing...');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.at(-1)).toMatchObject({ state: 'done', result: { peer_count: preview.member_ids.length } });

    const detail = (await (
      await fetch(`${base}/api/peer_groups/${group.id}`, { headers: { cookie } })
    ).json()) as {
      members: number[];
      status: string;
    };
    expect(detail.status).toBe('ready');
    expect(detail.members).toEqual([...preview.member_ids].sort((a, b) => a - b));
  });
});
