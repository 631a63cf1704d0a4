import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

// Impersonation shows a FIN Admin what the user sees; it must leave nothing behind in the user's name.
describe('what an impersonating admin may not do', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('creates no API key, revokes none and changes none of the user’s own settings', async () => {
    const admin = await h.signIn(demo.superadmin);
    const vendorId = await h.userId(demo.vendor);
    const started = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: vendorId },
    });
    expect(started.statusCode).toBe(200);

    expect((await h.call(admin, { url: '/api/users/fin_api_key' })).statusCode).toBe(200);
    expect((await h.call(admin, { method: 'POST', url: '/api/users/fin_api_key' })).statusCode).toBe(403);
    expect((await h.call(admin, { method: 'DELETE', url: '/api/users/fin_api_key' })).statusCode).toBe(403);
    const rename = await h.call(admin, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { user_name: 'Renamed by the admin', company_name: '' },
    });
    expect(rename.statusCode).toBe(403);
    expect((await h.call(admin, { url: '/api/users/profile' })).json().user_name).not.toBe(
      'Renamed by the admin',
    );

    await h.call(admin, { method: 'DELETE', url: '/api/super_admin/mock_users' });
    const vendor = await h.signIn(demo.vendor);
    expect((await h.call(vendor, { method: 'POST', url: '/api/users/fin_api_key' })).statusCode).toBe(201);
  });
});
