import { userProfileSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';
import { PASSWORD_CHANGED } from './user-settings-routes.js';

describe('user settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('reads and updates the profile, and audits the change', async () => {
    expect((await h.call(null, { url: '/api/users/profile' })).statusCode).toBe(401);
    const vendor = await h.signIn(demo.vendor);
    const before = userProfileSchema.parse((await h.call(vendor, { url: '/api/users/profile' })).json());
    expect(before).toMatchObject({
      email: demo.vendor,
      company_name: 'Summit Ridge Software',
      sign_in_method: 'password',
      can_manage_settings: true,
      fin_api: true,
    });
    const bad = await h.call(vendor, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { user_name: '  ', company_name: 'X' },
    });
    expect(bad.statusCode).toBe(422);
    const res = await h.call(vendor, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { user_name: ' Riley Q. Chen ', company_name: 'Summit Ridge' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_name: 'Riley Q. Chen', company_name: 'Summit Ridge' });
    expect((await h.call(vendor, { url: '/api/users' })).json().user_name).toBe('Riley Q. Chen');

    const admin = await h.signIn(demo.superadmin);
    const audit = (await h.call(admin, { url: '/api/super_admin/audit_log?q=profile_updated' })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'profile_updated', actor: { email: demo.vendor } });
  });

  it('keeps a Viewer out of settings changes', async () => {
    const admin = await h.signIn(demo.superadmin);
    const limitedId = await h.userId(demo.limited);
    const setRole = (role: string) =>
      h.call(admin, { method: 'PUT', url: `/api/admin/users/${limitedId}`, payload: { role } });
    expect((await setRole('Viewer')).statusCode).toBe(200);
    const viewer = await h.signIn(demo.limited);
    const profile = (await h.call(viewer, { url: '/api/users/profile' })).json();
    expect(profile.can_manage_settings).toBe(false);
    const res = await h.call(viewer, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { user_name: 'Taylor', company_name: '' },
    });
    expect(res.statusCode).toBe(403);
    expect((await setRole('User')).statusCode).toBe(200);
  });

  it('changes the password only with the current one, ends other sessions and keeps this one', async () => {
    const here = await h.signIn(demo.fi);
    const elsewhere = await h.signIn(demo.fi);
    const change = (payload: Record<string, string>) =>
      h.call(here, { method: 'PUT', url: '/api/users/password', payload });

    const wrong = await change({
      current_password: 'not-it-0000',
      password: 'Prairie-New-2026',
      password_confirmation: 'Prairie-New-2026',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details).toEqual([
      { path: 'current_password', message: 'The current password is not correct.' },
    ]);
    const weak = await change({
      current_password: 'Demo-2026!',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details[0].path).toBe('password');
    const mismatch = await change({
      current_password: 'Demo-2026!',
      password: 'Prairie-New-2026',
      password_confirmation: 'Prairie-New-2027',
    });
    expect(mismatch.statusCode).toBe(422);

    const ok = await change({
      current_password: 'Demo-2026!',
      password: 'Prairie-New-2026',
      password_confirmation: 'Prairie-New-2026',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PASSWORD_CHANGED);
    expect((await h.call(here, { url: '/api/users' })).statusCode).toBe(200);
    expect((await h.call(elsewhere, { url: '/api/users' })).statusCode).toBe(401);
    await expect(h.signIn(demo.fi)).rejects.toThrow(/answered 401/);
    await h.signIn(demo.fi, 'Prairie-New-2026');
  });

  it('does not let an impersonating admin change the user’s password', async () => {
    const admin = await h.signIn(demo.superadmin);
    const target = await h.userId(demo.clientadmin);
    const started = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: target },
    });
    expect(started.statusCode).toBe(200);
    const mocked = { ...admin, csrf: started.json().csrf_token };
    const res = await h.call(mocked, {
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        current_password: 'Demo-2026!',
        password: 'Taken-Over-2026',
        password_confirmation: 'Taken-Over-2026',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
