import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.js';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';

const jsonOf = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

describe('request bodies', () => {
  let h: Harness;
  let analyst: SignedIn;
  beforeAll(async () => {
    h = await startHarness();
    analyst = await h.signIn(demo.limited);
  });
  afterAll(async () => h.close());

  it('are checked for access before they are read', async () => {
    // Larger than any limit the server ever had: refused for who sends it, not for its size.
    const res = await h.call(null, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: jsonOf(12 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('are at most a megabyte of JSON', async () => {
    expect(JSON_BODY_LIMIT).toBe(1024 * 1024);
    const res = await h.call(analyst, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: jsonOf(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });
});
