import { progressKey } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { closeProgressChannel, type ProgressRecord, progressChannelFor } from './progress-channel.js';

const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for progress events');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('progress channel', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await closeProgressChannel(database);
    await database.drop();
  });

  it('stores every change and delivers it, in order, to a subscriber of the key', async () => {
    const channel = progressChannelFor(database);
    const key = progressKey.report('tok-1');
    const seen: ProgressRecord[] = [];
    const other: ProgressRecord[] = [];
    const unsubscribe = await channel.subscribe(key, (record) => seen.push(record));
    await channel.subscribe(progressKey.report('someone-else'), (record) => other.push(record));

    const started = await channel.start({ key, kind: 'report', userId: null, groupId: null });
    expect(started).toMatchObject({ progress: 0, status: 'Preparing...', state: 'running', version: 1 });
    await channel.update(key, 40, 'Reading peers', 20);
    await channel.update(key, 70.4);
    await channel.finish(key, { result: { rows: 12 } });
    // Nothing moves a finished job any more.
    expect(await channel.update(key, 10, 'late')).toBeNull();

    await waitFor(() => seen.length === 4);
    expect(seen.map((r) => [r.progress, r.status, r.state, r.version])).toEqual([
      [0, 'Preparing...', 'running', 1],
      [40, 'Reading peers', 'running', 2],
      [70, 'Reading peers', 'running', 3],
      [100, 'Done', 'done', 4],
    ]);
    expect(seen[1]?.breakpoint_progress).toBe(20);
    expect(seen[3]?.result).toEqual({ rows: 12 });
    expect(seen[3]?.finished_at).not.toBeNull();
    expect(other).toEqual([]);

    const stored = await channel.read(key);
    expect(stored).toMatchObject({ progress: 100, state: 'done', version: 4 });
    unsubscribe();
  });

  it('delivers a finished job with a result far larger than a NOTIFY payload may be', async () => {
    const channel = progressChannelFor(database);
    const key = progressKey.report('tok-large');
    const seen: ProgressRecord[] = [];
    const unsubscribe = await channel.subscribe(key, (record) => seen.push(record));
    await channel.start({ key, kind: 'report', userId: null, groupId: null });
    const markets = Array.from({ length: 2000 }, (_, i) => ({ market: `County ${i}`, share: i / 7 }));
    const finished = await channel.finish(key, { result: { markets } });
    expect(finished?.state).toBe('done');
    await waitFor(() => seen.some((r) => r.state === 'done'));
    expect(seen.find((r) => r.state === 'done')?.result).toEqual({ markets });
    unsubscribe();
  });

  it('starting the same key again restarts it at 0 with a higher version; failure keeps the message', async () => {
    const channel = progressChannelFor(database);
    const key = progressKey.peerGroup(77);
    await channel.start({ key, kind: 'peer_group', userId: null, groupId: null });
    await channel.update(key, 50);
    const restarted = await channel.start({ key, kind: 'peer_group', userId: null, groupId: null });
    expect(restarted).toMatchObject({ progress: 0, state: 'running', version: 3 });
    const failed = await channel.fail(key, 'The peer group could not be computed.');
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'The peer group could not be computed.',
      progress: 0,
    });
    expect(await channel.read('peer_group/0')).toBeNull();
  });
});

// Two API nodes: a job on one publishes, a browser streaming from the other hears it.
describe.runIf(process.env.TEST_DATABASE_URL)('progress channel across PostgreSQL connections', () => {
  let database: TestDatabase;
  let otherNode: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    otherNode = await openDatabase({ kind: 'postgres', connectionString: database.connectionString ?? '' });
  });
  afterAll(async () => {
    await closeProgressChannel(otherNode);
    await otherNode.close();
    await closeProgressChannel(database);
    await database.drop();
  });

  it('delivers changes published on one connection to a subscriber on another', async () => {
    const key = progressKey.report('cross-node');
    const seen: number[] = [];
    await progressChannelFor(otherNode).subscribe(key, (record) => seen.push(record.progress));
    const publisher = progressChannelFor(database);
    await publisher.start({ key, kind: 'report', userId: null, groupId: null });
    for (const step of [10, 20, 30, 40, 50, 60, 70, 80, 90]) await publisher.update(key, step);
    await publisher.finish(key);
    await waitFor(() => seen.includes(100));
    expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});
