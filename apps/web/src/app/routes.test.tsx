import { IDENTITY_MESSAGES, MESSAGES } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_STATE_PREFIX } from '../core/local-state';
import { stubFetch } from '../test/fetch-stub';
import { sessionFixture } from '../test/fixtures';
import { renderRoute } from '../test/render-route';

describe('routes', () => {
  it('redirects / to /dashboard for a signed-in user', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture() } });
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('button', { name: /Account menu for Vera Vendor/ })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign-in, remembering the page, and says why', async () => {
    stubFetch();
    const { router } = renderRoute('/admin/users?q=smith');
    expect(await screen.findByText(IDENTITY_MESSAGES.signInRequired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
    expect(window.sessionStorage.getItem(`${LOCAL_STATE_PREFIX}redirect_after_sign_in`)).toBe(
      '/admin/users?q=smith',
    );
  });

  it('keeps the notice quiet with ?silent', async () => {
    stubFetch();
    renderRoute('/sign_in?silent=1');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(IDENTITY_MESSAGES.signInRequired)).toBeNull();
  });

  it('shows the unauthorized page to a signed-in user without the role', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture('User') } });
    const { router } = renderRoute('/super_admin/all_users');
    expect(await screen.findByText(MESSAGES.page.unauthorizedBody)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super_admin/all_users');
  });

  it('keeps the partner admin console to the partner site', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture('Partner Admin') } });
    renderRoute('/partner_admin/users');
    expect(await screen.findByText(MESSAGES.page.unauthorizedTitle)).toBeTruthy();
  });

  it('shows the impersonation banner and ends impersonation', async () => {
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
    let current = impersonated;
    const { calls } = stubFetch({
      'GET /api/session': () => ({ body: current }),
      'DELETE /api/super_admin/mock_users': () => {
        current = admin;
        return { body: admin };
      },
      'GET /api/admin/users': { body: { users: [], total: 0, page: 1, per_page: 25 } },
    });
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByText('You are signed in as Vera Vendor by Sam Super.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/super_admin/mock_users'));
    expect(await screen.findByRole('heading', { name: 'Mock users' })).toBeTruthy();
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
    const end = calls.find((c) => c.method === 'DELETE');
    expect(end?.headers.get('x-csrf-token')).toBe(impersonated.csrf_token);
  });

  it('signs out to the sign-in page without remembering the page it left', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture() }, 'DELETE /api/session': { status: 204 } });
    const { router } = renderRoute('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You have been signed out.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
    expect(window.sessionStorage.getItem(`${LOCAL_STATE_PREFIX}redirect_after_sign_in`)).toBeNull();
  });

  it('shows the lost page for an unknown route and clears local state', async () => {
    window.localStorage.setItem(`${LOCAL_STATE_PREFIX}session`, '{"user":1}');
    window.localStorage.setItem('unrelated', 'kept');
    renderRoute('/no/such/page');
    expect(await screen.findByText("Oops! You're lost.")).toBeTruthy();
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(window.localStorage.getItem(`${LOCAL_STATE_PREFIX}session`)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('shows the unauthorized page', async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByText('Unauthorized.')).toBeTruthy();
    expect(screen.getByText('You are not authorized. Please contact admin.')).toBeTruthy();
  });

  it('scrolls to the top on every navigation', async () => {
    stubFetch({ 'GET /api/session': { body: sessionFixture() } });
    const calls: unknown[] = [];
    window.scrollTo = ((...args: unknown[]) => calls.push(args)) as typeof window.scrollTo;
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const before = calls.length;
    await router.navigate('/unauthorized');
    await screen.findByText('Unauthorized.');
    expect(calls.length).toBeGreaterThan(before);
    expect(calls.at(-1)).toEqual([0, 0]);
  });
});
