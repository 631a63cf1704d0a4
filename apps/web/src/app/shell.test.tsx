import { MESSAGES } from '@fin-atlas/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCREEN_HANDLING_GRACE_MS } from '../core/api/global-errors';
import { LOCAL_STATE_PREFIX, userStateKey } from '../core/local-state';
import { stubFetch } from '../test/fetch-stub';
import { enabledModulesFixture, figuresFixture, sessionFixture } from '../test/fixtures';
import { renderRoute } from '../test/render-route';

const signedIn = (extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({ 'GET /api/session': { body: sessionFixture() }, ...extra });

describe('the signed-in shell', () => {
  // Toasts live in a module-level store that outlives each rendered tree.
  beforeEach(() => notifications.clean());

  it('lets a stored enabled path through without asking the server', async () => {
    window.localStorage.setItem(userStateKey(7, 'enabled_modules'), JSON.stringify(enabledModulesFixture()));
    const { calls } = signedIn();
    renderRoute('/technographics/solutions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solutions' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/enabled_modules')).toBe(false);
  });

  it('asks for the enabled modules when the path is not stored, then stores them', async () => {
    const { calls } = signedIn();
    renderRoute('/analytics/reporter/metrics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report View' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/users/enabled_modules')).toHaveLength(1);
    expect(window.localStorage.getItem(userStateKey(7, 'enabled_modules'))).toContain('/analytics/reporter');
  });

  it('refuses a module that is not enabled with the guard toast and goes to /', async () => {
    signedIn();
    const { router } = renderRoute('/analytics/advisor/profit/summary');
    expect(await screen.findByText(MESSAGES.toast.moduleNotEnabled)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows home plus the current module, unbought pages with the subscription text', async () => {
    signedIn();
    renderRoute('/fi_prospect/about_technographics');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const crm = await within(nav).findByRole('link', { name: /CRM Data Enrichment/ });
    expect(crm.textContent).toContain(MESSAGES.subscription.notSubscribed);
    expect(crm.getAttribute('href')).toBe('/technographics/fin_query/about_crm');
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Reporter/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Download the Technographics user guide' }).getAttribute('href'),
    ).toBe('/guides/technographics.pdf');
    expect(screen.getByTestId('area-label').textContent).toContain('FI Prospecting and CRM');
  });

  it('sends a module the menu does not have back to the dashboard', async () => {
    signedIn();
    const { router } = renderRoute('/strategy/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('on a 401 clears stored data, remembers the page and goes to sign-in', async () => {
    window.localStorage.setItem(userStateKey(7, 'sidebar_collapsed'), 'true');
    window.localStorage.setItem('unrelated', 'kept');
    signedIn({
      'GET /api/users/subscriptions': {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } },
      },
    });
    const { router } = renderRoute('/user/subscriptions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(window.sessionStorage.getItem(`${LOCAL_STATE_PREFIX}redirect_after_sign_in`)).toBe(
      '/user/subscriptions',
    );
    expect(window.localStorage.getItem(userStateKey(7, 'sidebar_collapsed'))).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('treats the guest header (an expired session cookie) like a lost session', async () => {
    signedIn({
      'GET /api/home/figures': { headers: { 'x-fin-guest': '1' }, body: figuresFixture() },
    });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(window.sessionStorage.getItem(`${LOCAL_STATE_PREFIX}redirect_after_sign_in`)).toBe('/dashboard');
  });

  it('on a 403 toasts the restriction and goes to the dashboard', async () => {
    signedIn({
      'GET /api/users/subscriptions': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'You are not authorized. Please contact admin.' } },
      },
    });
    const { router } = renderRoute('/user/subscriptions');
    expect(await screen.findByText(MESSAGES.toast.forbidden)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('on an unexpected failure toasts the alerted-team message and reports it', async () => {
    const { calls } = signedIn({
      'GET /api/users/subscriptions': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'Internal error', requestId: 'req-5' } },
      },
    });
    renderRoute('/user/subscriptions');
    // Server errors get one retry first.
    expect(await screen.findByText(MESSAGES.toast.genericError, {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/client_errors')).toBe(true));
    expect(calls.find((c) => c.path === '/api/client_errors')?.body).toMatchObject({
      api_path: '/api/users/subscriptions',
      status: 500,
      request_id: 'req-5',
      page: expect.any(String),
    });
  });

  it('gives a failed call no screen shows the alerted-team toast, and reports it', async () => {
    const { calls } = signedIn({
      'GET /api/home/figures': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Not found', requestId: 'req-404' } },
      },
    });
    renderRoute('/dashboard');
    expect(await screen.findByText(MESSAGES.toast.genericError)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/client_errors')).toBe(true));
    expect(calls.find((c) => c.path === '/api/client_errors')?.body).toMatchObject({
      api_path: '/api/home/figures',
      status: 404,
    });
  });

  const saveProfileAnswered = async (reply: { status: number; body: unknown }) => {
    const { calls } = signedIn({ 'PUT /api/users/profile': reply });
    const { router } = renderRoute('/user/settings');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Vera V' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    return { calls, router };
  };

  it('shows a 422 the form explains only in the form, with no default toast on top', async () => {
    await saveProfileAnswered({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Validation failed.',
          details: [{ path: ['user_name'], message: 'That name is too short.' }],
        },
      },
    });
    expect(await screen.findByText('That name is too short.')).toBeTruthy();
    // Past the moment the default toast would have appeared.
    await new Promise((resolve) => setTimeout(resolve, SCREEN_HANDLING_GRACE_MS * 2));
    expect(screen.queryByText(MESSAGES.toast.validationFailed)).toBeNull();
    expect(screen.queryByText(MESSAGES.toast.genericError)).toBeNull();
  });

  it('refuses an action with "You are not authorized" and leaves the user on the page', async () => {
    const { router } = await saveProfileAnswered({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not authorized. Please contact admin.' } },
    });
    expect(await screen.findByText(MESSAGES.toast.notAuthorized)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.toast.forbidden)).toBeNull();
    expect(router.state.location.pathname).toBe('/user/settings');
  });

  it('keeps the sidebar preference per user and forgets it on logout', async () => {
    signedIn({ 'DELETE /api/session': { status: 204 } });
    renderRoute('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide menu' }));
    expect(window.localStorage.getItem(userStateKey(7, 'sidebar_collapsed'))).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByText('You have been signed out.');
    expect(window.localStorage.getItem(userStateKey(7, 'sidebar_collapsed'))).toBeNull();
  });

  it('counts new delivered files on the account menu and its Subscriptions link', async () => {
    signedIn({
      'GET /api/users/subscriptions': { body: { subscriptions: [], unseen_deliveries: 2 } },
    });
    renderRoute('/dashboard');
    const menu = await screen.findByRole('button', {
      name: 'Account menu for Vera Vendor, 2 new delivered files',
    });
    fireEvent.click(menu);
    const link = await screen.findByRole('menuitem', { name: /^Subscriptions/ });
    expect(within(link).getByLabelText('2 new delivered files').textContent).toBe('2');
  });

  it('asks for no count on the partner site, where subscriptions are not offered', async () => {
    const { calls } = signedIn({
      'GET /api/site': {
        body: {
          partner: { id: 1, name: 'CU Alliance', brand_name: 'CU Alliance', primary_color: '#123456' },
        },
      },
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Account menu for Vera Vendor' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/subscriptions')).toBe(false);
  });
});
