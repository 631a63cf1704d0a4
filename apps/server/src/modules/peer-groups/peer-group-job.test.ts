import { CSRF_HEADER, progressKey } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterQueue } from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { demo } from '../../test/identity-harness.js';
import { type LiveServer, startLiveServer } from '../../test/live-server.js';
import { readProgressStream } from '../../test/progress-stream.js';
import type { TestDatabase } from '../../test/test-database.js';
import { progressChannelFor } from '../progress/index.js';
import {
  computePeerGroup,
  PEER_GROUP_INTERRUPTED,
  PEER_GROUP_QUEUE,
  registerPeerGroupJob,
} from './peer-group-job.js';

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

  /** Saves an advanced group with the worker off, so the test decides what happens to its job. */
  async function savedComputing(name: string) {
    await jobs.boss.offWork(PEER_GROUP_QUEUE);
    const saved = await fetch(`${base}/api/peer_groups`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrf },
      body: JSON.stringify({
        name,
        builder: 'advanced',
        criteria: { fi_type: 'credit_union', ranges: { assets: { min: 50_000 } } },
      }),
    });
    expect(saved.status).toBe(201);
    const group = (await saved.json()) as { id: number };
    const [row] = await database.query<{ revision: number }>(
      'select revision from peer_groups where id = $1',
      [group.id],
    );
    return { id: group.id, revision: Number(row?.revision) };
  }
  const members = async (id: number) =>
    (
      await database.query<{ n: number }>(
        'select count(*)::int as n from peer_group_members where peer_group_id = $1',
        [id],
      )
    )[0]?.n;

  it('a computation started again (a retry after a crash) stores the members once', async () => {
    const group = await savedComputing('Computed twice');
    const job = { peerGroupId: group.id, revision: group.revision };
    await computePeerGroup(database, job);
    const once = await members(group.id);
    expect(once).toBeGreaterThan(0);
    await progressChannelFor(database).start({
      key: progressKey.peerGroup(group.id),
      kind: 'peer_group',
      userId: null,
      groupId: null,
    });
    await computePeerGroup(database, job, { attempt: { retryCount: 1, final: true } });
    expect(await members(group.id)).toBe(once);
    const detail = (await (
      await fetch(`${base}/api/peer_groups/${group.id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
    };
    expect(detail.status).toBe('ready');
    await registerPeerGroupJob(jobs.boss, database);
  });

  it('a computation pg-boss gives up on (its process died on every attempt) fails the group with a message', async () => {
    const group = await savedComputing('Never finished');
    const key = progressKey.peerGroup(group.id);
    await progressChannelFor(database).update(key, 40, 'Filtering by assets');
    // The copy pg-boss puts in the dead-letter queue after the last attempt failed.
    await jobs.boss.deleteQueuedJobs(PEER_GROUP_QUEUE);
    await jobs.boss.send(deadLetterQueue(PEER_GROUP_QUEUE), {
      peerGroupId: group.id,
      revision: group.revision,
    });
    let record = await progressChannelFor(database).read(key);
    for (let i = 0; i < 200 && record?.state === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      record = await progressChannelFor(database).read(key);
    }
    expect(record).toMatchObject({ state: 'failed', error: PEER_GROUP_INTERRUPTED });
    const detail = (await (
      await fetch(`${base}/api/peer_groups/${group.id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
    };
    expect(detail.status).toBe('failed');
    await registerPeerGroupJob(jobs.boss, database);
  });
});
