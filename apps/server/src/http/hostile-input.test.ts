import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';
import { errorMessageOf, multipartBody } from '../test/org-list-test-support.js';

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
  let admin: SignedIn;
  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
    admin = await h.signIn(demo.superadmin);
  });
  afterAll(async () => h.close());

  it('answers ids above 2^31-1 as names of no record', async () => {
    expectEnvelope(await h.call(null, { url: '/images/institutions/2147483648.svg' }), [404]);
    expectEnvelope(await h.call(vendor, { url: '/api/peer_groups/2147483648' }), [404, 422]);
    expectEnvelope(await h.call(vendor, { url: '/api/institutions/9999999999' }), [404, 422]);
    expectEnvelope(await h.call(vendor, { url: '/api/conferences/2147483648' }), [404, 422]);
    // Found by the fuzz test: an id list, the arrangement ids and a stored position.
    const big = '2147483648';
    expectEnvelope(
      await h.call(admin, { url: `/api/super_admin/user_groups/users?group_ids=1,${big}` }),
      [422],
    );
    const view = `/api/self_serve_reports/view?id=1&report_id=1&report_view=period&period_id=${big}0&page_no=1e12`;
    expectEnvelope(await h.call(vendor, { url: view }), [422]);
    expectEnvelope(
      await h.call(vendor, { url: `/api/self_serve_reports?report_id=1&bank_id=1&institution_ids=1,${big}` }),
      [404, 422],
    );
    const arrangement = `/api/user_section_configurations?financial_institution_id=0&report_id=${big}`;
    expectEnvelope(await h.call(vendor, { url: arrangement }), [422]);
    expectEnvelope(
      await h.call(vendor, {
        method: 'PUT',
        url: '/api/user_sections/set',
        payload: { user_sections: [{ section_id: 'bank', position: Number(big) }] },
      }),
      [422],
    );
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
    // An upload's fields and file name are read from the stream, outside the contracts.
    const uploads = [
      await multipartBody({ name: 'Expo\u0000' }, { name: 'a.csv', data: 'Name\nAcme\n' }),
      await multipartBody({ name: 'Expo' }, { name: 'a\u0000.csv', data: 'Name\nAcme\n' }),
    ];
    for (const url of ['/api/conferences', '/api/crm_lists'])
      for (const { payload, headers } of uploads)
        expectEnvelope(await h.call(vendor, { method: 'POST', url, payload, headers }), [422]);
  });

  it("answers a partner that does not exist as the caller's mistake, not a broken foreign key", async () => {
    const partner = { partner_id: 2_000_000 };
    const fi = await h.userId(demo.fi);
    expectEnvelope(
      await h.call(admin, { method: 'PUT', url: `/api/admin/users/${fi}`, payload: partner }),
      [422],
    );
    const [group] = (await h.call(admin, { url: '/api/admin/groups' })).json().groups;
    expectEnvelope(
      await h.call(admin, { method: 'PUT', url: `/api/admin/groups/${group.id}`, payload: partner }),
      [422],
    );
    const newUser = {
      email: 'p@partnerless.example',
      user_name: 'P',
      role: 'User',
      group_ids: [],
      ...partner,
    };
    expectEnvelope(await h.call(admin, { method: 'POST', url: '/api/admin/users', payload: newUser }), [422]);
  });

  it('refuses JSON nested deeper than any contract, however deep it goes', async () => {
    // 200,000 levels fit in the body limit and overflowed the recursive NUL check: a 500.
    const bodies = [
      `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
      `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    ];
    for (const payload of bodies) {
      const res = await h.call(vendor, {
        method: 'POST',
        url: '/api/peer_groups/preview',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectEnvelope(res, [422]);
      expect(errorMessageOf(res)).toContain('levels deep');
    }
  });

  it('answers an address that does not decode, or a path parameter past the router limit, in the envelope', async () => {
    for (const url of ['/api/peer_groups/%E0%A4%A', '/images/institutions/%zz.svg', '/%c0%af'])
      expectEnvelope(await h.call(vendor, { url }), [400]);
    // A GET that long falls through to the web app's wildcard (a 404 envelope); a PUT has none.
    const url = `/api/password/reset/${'x'.repeat(200)}`;
    expectEnvelope(await h.call(null, { method: 'PUT', url, payload: {} }), [414]);
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
