import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';
import { multipartBody } from '../test/org-list-test-support.js';

type Answer = { statusCode: number; json: () => unknown };

/** A refusal the user can act on: a 4xx (never a 5xx) in the error envelope. */
function expectEnvelope(res: Answer, statuses: readonly number[]): void {
  expect(statuses).toContain(res.statusCode);
  expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

// The probe's three root causes of 500s: ids past PostgreSQL's integer, NUL in text, broken uploads.
describe('hostile input gets a clear 4xx, never a 500', () => {
  let h: Harness;
  let vendor: SignedIn;
  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('answers ids above 2^31-1 as names of no record', async () => {
    expectEnvelope(await h.call(null, { url: '/images/institutions/2147483648.svg' }), [404]);
    expectEnvelope(await h.call(vendor, { url: '/api/peer_groups/2147483648' }), [404, 422]);
    expectEnvelope(await h.call(vendor, { url: '/api/institutions/9999999999' }), [404, 422]);
    expectEnvelope(await h.call(vendor, { url: '/api/conferences/2147483648' }), [404, 422]);
  });

  it('refuses text with a NUL character', async () => {
    expectEnvelope(
      await h.call(null, {
        method: 'POST',
        url: '/api/sign_up',
        payload: { user_name: 'Dana\u0000Lee', email: 'dana@nul.example', password: 'Correct-horse-9' },
      }),
      [422],
    );
    expectEnvelope(
      await h.call(null, {
        method: 'POST',
        url: '/api/client_errors',
        payload: { kind: 'runtime', message: 'boom\u0000', page: '/dashboard' },
      }),
      [422],
    );
    expectEnvelope(await h.call(vendor, { url: '/api/institutions/search?q=%00' }), [422]);
    expectEnvelope(await h.call(vendor, { url: '/api/search?query=core%00' }), [422]);
  });

  it('refuses a truncated or boundary-less upload', async () => {
    const { payload, headers } = await multipartBody(
      { name: 'Expo' },
      { name: 'a.csv', data: 'Name\nAcme\n' },
    );
    const truncated = payload.subarray(0, payload.length - 20);
    for (const url of ['/api/conferences', '/api/crm_lists']) {
      expectEnvelope(await h.call(vendor, { method: 'POST', url, payload: truncated, headers }), [422]);
      expectEnvelope(
        await h.call(vendor, {
          method: 'POST',
          url,
          payload: 'no parts here',
          headers: { 'content-type': 'multipart/form-data' },
        }),
        [400, 422],
      );
    }
  });
});
