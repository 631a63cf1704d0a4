import { CSRF_HEADER, IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberRedirectTarget } from '../../core/session/redirect-target';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it("shows the server's message on 401 and stays on the page", async () => {
    const { calls } = stubFetch({
      'POST /api/session': {
        status: 401,
        body: {
          error: { code: 'bad_credentials', message: IDENTITY_MESSAGES.badCredentials, requestId: 'r' },
        },
      },
    });
    const { router } = renderRoute('/sign_in');
    await fillAndSubmit('vendor@demo.finatlas.test', 'wrong-password-1');
    expect(await screen.findByText(IDENTITY_MESSAGES.badCredentials)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ email: 'vendor@demo.finatlas.test', password: 'wrong-password-1' });
    expect(post?.headers.get(CSRF_HEADER)).toBe('anonymous');
  });

  it('goes to /verify_email with the address when the account is unverified (423)', async () => {
    stubFetch({
      'POST /api/session': {
        status: 423,
        body: {
          error: {
            code: 'email_unverified',
            message: IDENTITY_MESSAGES.emailUnverified,
            details: { email: 'unverified@demo.finatlas.test' },
          },
        },
      },
    });
    const { router } = renderRoute('/sign_in');
    await fillAndSubmit('Unverified@demo.finatlas.test', 'Demo-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify_email'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(
      'unverified@demo.finatlas.test',
    );
    expect(await screen.findByText(IDENTITY_MESSAGES.emailUnverified)).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('unverified@demo.finatlas.test');
  });

  it('shows a disabled account its message and stays', async () => {
    stubFetch({
      'POST /api/session': {
        status: 423,
        body: { error: { code: 'account_disabled', message: IDENTITY_MESSAGES.accountDisabled } },
      },
    });
    const { router } = renderRoute('/sign_in');
    await fillAndSubmit('old@demo.finatlas.test', 'Demo-2026!');
    expect(await screen.findByText(IDENTITY_MESSAGES.accountDisabled)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
  });

  it('validates the fields before calling the server', async () => {
    const { calls } = stubFetch();
    renderRoute('/sign_in');
    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('returns to the page the user wanted after signing in', async () => {
    stubFetch({ 'POST /api/session': { body: sessionFixture('Client Admin') } });
    rememberRedirectTarget('/dashboard?from=test');
    const { router } = renderRoute('/sign_in');
    await fillAndSubmit('clientadmin@demo.finatlas.test', 'Demo-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?from=test');
  });

  it('shows the SSO error from the query string', async () => {
    stubFetch();
    renderRoute(`/sign_in?sso_error=${encodeURIComponent(IDENTITY_MESSAGES.ssoFailed)}`);
    expect(await screen.findByText(IDENTITY_MESSAGES.ssoFailed)).toBeTruthy();
  });
});
