import {
  ACCESS_REQUEST_MESSAGES,
  type AccessRequestRow,
  type AdminGroupRow,
  ENTERPRISE_PERMISSIONS,
  PURCHASED_MODULE_FLAGS,
} from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const flags = <F extends string>(all: readonly F[], on: readonly F[]) =>
  Object.fromEntries(all.map((f) => [f, on.includes(f)])) as Record<F, boolean>;

const harbor: AdminGroupRow = {
  id: 4,
  name: 'Harbor Analytics (demo)',
  group_type: 'client',
  group_type_id: 3,
  created_at: '2026-01-05T10:00:00.000Z',
  partner: null,
  parent_group: null,
  member_count: 1,
  purchased_modules: flags(PURCHASED_MODULE_FLAGS, ['fin_technographics', 'fin_reporter']),
  enterprise_permissions: flags(ENTERPRISE_PERMISSIONS, []),
};

const request: AccessRequestRow = {
  id: 12,
  created_at: '2026-04-01T09:00:00.000Z',
  topic: 'fin_intent',
  source: 'access_panel',
  message: 'Signals for our pipeline',
  phone: '',
  status: 'open',
  follow_up: '',
  handled_by: null,
  handled_at: null,
  user: {
    id: 9,
    user_name: 'Lee Limited',
    email: 'limited@demo.finatlas.test',
    company_name: 'Harbor Analytics',
    company_type: 'Vendor',
  },
  client_group: { id: 4, name: 'Harbor Analytics (demo)' },
  modules: [{ flag: 'fin_intent', held: false }],
};

const admin = () => ({ body: sessionFixture('FIN Admin', { id: 1, user_name: 'Sam Super' }) });

describe('access consoles', () => {
  it('saves only the grants the admin changed, so the audit log records exactly those', async () => {
    const { calls } = stubFetch({
      'GET /api/session': admin,
      'GET /api/groups': { body: { groups: [harbor] } },
      'PUT /api/super_admin/authorization/groups/4': {
        body: {
          ...harbor,
          purchased_modules: { ...harbor.purchased_modules, fin_reporter: false },
          enterprise_permissions: { ...harbor.enterprise_permissions, fin_api: true },
        },
      },
    });
    renderRoute('/super_admin/authorization?group=4');
    // The role table of spec section 6, read-only.
    const roles = await screen.findByRole('table', { name: 'Roles and abilities' });
    const clientAdmin = within(roles).getByRole('row', { name: /Client Admin/ });
    expect(within(clientAdmin).getAllByRole('img', { name: 'yes' })).toHaveLength(5);

    const grants = await screen.findByRole('region', { name: 'Grants of Harbor Analytics (demo)' });
    expect(within(grants).getByRole('button', { name: 'No changes' })).toHaveProperty('disabled', true);
    fireEvent.click(within(grants).getByRole('checkbox', { name: 'Reporter' }));
    fireEvent.click(within(grants).getByRole('checkbox', { name: 'FIN API access' }));
    fireEvent.click(within(grants).getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      purchased_modules: { fin_reporter: false },
      enterprise_permissions: { fin_api: true },
    });
  });

  it('shows why a request cannot be marked granted yet, in the follow-up dialog', async () => {
    const { calls } = stubFetch({
      'GET /api/session': admin,
      'GET /api/super_admin/user_access_requests': {
        body: { requests: [request], total: 1, page: 1, per_page: 25 },
      },
      'PUT /api/super_admin/user_access_requests/12': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: ACCESS_REQUEST_MESSAGES.grantFirst,
            requestId: 'r',
          },
        },
      },
    });
    renderRoute('/super_admin/user_access_request_report?status=open');
    const row = await screen.findByRole('row', { name: /Signals for our pipeline/ });
    expect(within(row).getByText('FIN Intent: lacks it')).toBeTruthy();
    expect(within(row).getByText('About page')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/super_admin/user_access_requests')?.query.get('status')).toBe(
      'open',
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Follow up request 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow up: FIN Intent' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    fireEvent.click(status);
    // The page's status filter lists the same words: pick from this box's own list.
    await waitFor(() =>
      expect(document.getElementById(status.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
    const options = document.getElementById(status.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(options).getByRole('option', { name: 'Granted', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Follow-up note' }), {
      target: { value: 'Trial agreed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ACCESS_REQUEST_MESSAGES.grantFirst)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'granted',
      follow_up: 'Trial agreed',
    });
  });
});
