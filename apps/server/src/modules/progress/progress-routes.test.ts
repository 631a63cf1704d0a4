import { progressKey } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { readProgressStream } from '../../test/progress-stream.js';
import { progressChannelFor } from './progress-channel.js';
import { MAX_STREAMS_PER_CALLER } from './progress-routes.js';

/** Reads a server-sent event stream to its end, returning each event's data. */

describe('progress API', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let base: string;

  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => h.close());

  const startFor = async (who: SignedIn, key: string) => {
    const [user] = await h.database.query<{ client_group_id: number | null }>(
      'select client_group_id from users where id = $1',
      [who.userId],
    );
    return progressChannelFor(h.database).start({
      key,
      kind: key.startsWith(progressKey.report('')) ? 'report' : 'peer_group',
      userId: who.userId,
      groupId: user?.client_group_id ?? null,
    });
  };

  it('answers the snapshot to the starter and their tenant, Record not found to anyone else', async () => {
    await startFor(vendor, progressKey.report('tok-json'));
    const mine = await h.call(vendor, { url: '/api/progress/reports/tok-json' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      key: 'reports/tok-json',
      progress: 0,
      status: 'Preparing...',
      state: 'running',
    });
    expect(mine.json()).not.toHaveProperty('user_id');
    expect((await h.call(sameTenant, { url: '/api/progress/reports/tok-json' })).statusCode).toBe(200);

    const foreign = await h.call(otherTenant, { url: '/api/progress/reports/tok-json' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Record not found');
    const unknown = await h.call(vendor, { url: '/api/progress/reports/never-started' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Record not found');
    expect((await h.call(null, { url: '/api/progress/reports/tok-json' })).statusCode).toBe(401);
    expect((await h.call(vendor, { url: '/api/progress/peer_group/abc' })).statusCode).toBe(422);
  });

  it('streams every change as a server-sent event and ends the stream at 100', async () => {
    const key = progressKey.peerGroup(4242);
    await startFor(vendor, key);
    const response = await fetch(`${base}/api/progress/peer_group/4242`, {
      headers: { cookie: vendor.cookie, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = readProgressStream(response);
    const channel = progressChannelFor(h.database);
    for (const step of [25, 50, 75]) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await channel.update(key, step, `Step ${step}`);
    }
    await channel.finish(key, { result: { peer_count: 12 } });
    const received = await events;
    expect(received.map((e) => e.progress)).toEqual([0, 25, 50, 75, 100]);
    expect(received[0]?.status).toBe('Preparing...');
    expect(received.at(-1)).toMatchObject({ state: 'done', result: { peer_count: 12 } });
  });

  it('a stream opened after the job finished gets the final snapshot and ends', async () => {
    const key = progressKey.report('tok-done');
    await startFor(vendor, key);
    await progressChannelFor(h.database).finish(key);
    const response = await fetch(`${base}/api/progress/reports/tok-done`, {
      headers: { cookie: vendor.cookie, accept: 'text/event-stream' },
    });
    expect((await readProgressStream(response)).map((e) => [e.progress, e.state])).toEqual([[100, 'done']]);
  });

  it('caps the streams one session holds open, and frees a place when one ends', async () => {
    const key = progressKey.report('tok-many');
    await startFor(vendor, key);
    const open = () => {
      const controller = new AbortController();
      const response = fetch(`${base}/api/progress/reports/tok-many`, {
        headers: { cookie: vendor.cookie, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      return { controller, response };
    };
    const streams = Array.from({ length: MAX_STREAMS_PER_CALLER }, open);
    for (const s of streams) expect((await s.response).status).toBe(200);
    const refused = await fetch(`${base}/api/progress/reports/tok-many`, {
      headers: { cookie: vendor.cookie, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_streams');
    // Reading the progress as JSON holds no stream, so it is never refused.
    expect((await h.call(vendor, { url: '/api/progress/reports/tok-many' })).statusCode).toBe(200);

    streams[0]?.controller.abort();
    await expect
      .poll(async () => {
        const again = open();
        const status = (await again.response).status;
        again.controller.abort();
        return status;
      })
      .toBe(200);
    for (const s of streams) s.controller.abort();
  });
});
