import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { profileFixture, sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

describe('settings page', () => {
  it('saves the profile and changes the password with field errors from the server', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'PUT /api/users/profile': { body: profileFixture({ user_name: 'Vera V.' }) },
      'PUT /api/users/password': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: 'Validation failed. Please check.',
            details: [{ path: 'current_password', message: 'The current password is not correct.' }],
          },
        },
      },
    });
    renderRoute('/user/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Vera V.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Action successfully performed')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/users/profile')?.body).toEqual({
      user_name: 'Vera V.',
      company_name: 'Summit Ridge Software',
    });

    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'wrong-one-123' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Another-2026' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'Another-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
  });

  it('offers the API key only to FIN API users', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/users/profile': { body: profileFixture({ fin_api: true }) },
      'GET /api/users/fin_api_key': { body: { fin_api_key: null, created_at: null } },
    });
    renderRoute('/user/settings');
    expect(await screen.findByRole('heading', { name: 'API key' })).toBeTruthy();
    expect(await screen.findByText('You have no API key.')).toBeTruthy();
  });

  it('is read-only for a Viewer and explains SSO passwords', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture('Viewer') },
      'GET /api/users/profile': {
        body: profileFixture({ can_manage_settings: false, role: { id: 6, name: 'Viewer' }, fin_api: true }),
      },
    });
    renderRoute('/user/settings');
    expect(await screen.findByText(/can view but not change these settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'API key' })).toBeNull();
  });

  it('tells an SSO user where their password lives', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/users/profile': { body: profileFixture({ sign_in_method: 'sso' }) },
    });
    renderRoute('/user/settings');
    expect(await screen.findByText(/managed by your identity provider/)).toBeTruthy();
  });
});
