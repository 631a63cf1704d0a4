import { type AdminUserRow, MESSAGES, ROLE_IDS } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const vendorRow: AdminUserRow = {
  id: 7,
  user_name: 'Vera Vendor',
  email: 'vendor@demo.finatlas.test',
  role: { id: ROLE_IDS.User, name: 'User' },
  company_type: 'Vendor',
  company_name: 'Summit Ridge Software',
  is_active: true,
  email_verified: true,
  is_fi_menu: false,
  is_demo_user: true,
  client_group: { id: 3, name: 'Summit Ridge Software (demo)' },
  partner: null,
  groups: [],
  created_date: '2026-01-05T10:00:00.000Z',
  last_sign_in_at: null,
};

describe('mock users', () => {
  it('logs in as the chosen user and lands on the dashboard under the banner, without a 403 on the way', async () => {
    const admin = sessionFixture('FIN Admin', {
      id: 1,
      user_name: 'Sam Super',
      email: 'superadmin@demo.finatlas.test',
    });
    const impersonated = sessionFixture(
      'User',
      {},
      { id: 1, user_name: 'Sam Super', email: admin.user.email },
    );
    let current = admin;
    const { calls } = stubFetch({
      'GET /api/session': () => ({ body: current }),
      // The list is for FIN Admins only: a call made as the impersonated user would be refused.
      'GET /api/admin/users': () =>
        current === admin
          ? { body: { users: [vendorRow], total: 1, page: 1, per_page: 25 } }
          : { status: 403, body: { error: { code: 'forbidden', message: 'no' } } },
      'POST /api/super_admin/mock_users': () => {
        current = impersonated;
        return { body: impersonated };
      },
    });
    const { router } = renderRoute('/super_admin/mock_users');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as' }));
    expect(await screen.findByText('You are signed in as Vera Vendor by Sam Super.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ user_id: 7 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Account menu for Vera Vendor/ })).toBeTruthy(),
    );
    expect(screen.queryByText(MESSAGES.toast.forbidden)).toBeNull();
    expect(calls.filter((c) => c.path === '/api/admin/users')).toHaveLength(1);
  });
});
