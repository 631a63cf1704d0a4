import { MESSAGES } from '@fin-atlas/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { profileFixture, sessionFixture } from '../../test/fixtures';
import { Providers } from '../../test/providers';
import { subscriptionFixture } from '../../test/subscription-fixtures';
import { SubscribeAction } from './SubscribeAction';

const QUERY = { id: 5, name: 'Texas banks' };
const PARTNER = { id: 1, name: 'CU Alliance', brand_name: 'CU Alliance', primary_color: '#123456' };
const SIGNED_IN = { 'GET /api/session': { body: sessionFixture() } };
const NONE = { 'GET /api/users/subscriptions': { body: { subscriptions: [], unseen_deliveries: 0 } } };

function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/saved'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The button waits for the user's subscriptions, to say "Subscribed" where it applies. */
async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Subscribe to Texas banks' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

const refusal = {
  status: 422,
  body: {
    error: {
      code: 'unprocessable_entity',
      message: 'Validation failed. Please recheck.',
      details: [{ path: 'advanced_query_id', message: 'You no longer have FIN Query.' }],
      requestId: 'req-9',
    },
  },
};

describe('subscribing to a saved query', { timeout: 20_000 }, () => {
  it('opens with monthly, a link in the app and CSV, and sends those choices', async () => {
    const { calls } = stubFetch({
      ...SIGNED_IN,
      ...NONE,
      'GET /api/subscriptions/find': { body: { subscription: null } },
      'POST /api/subscriptions': { status: 201, body: { subscription: subscriptionFixture() } },
    });
    renderInRouter(<SubscribeAction query={QUERY} />);
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to “Texas banks”' });
    const form = await within(dialog).findByRole('form', { name: 'Subscription' });
    expect((within(form).getByLabelText('Schedule') as HTMLInputElement).value).toBe('Monthly');
    expect((within(form).getByRole('radio', { name: /Link in the app/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(form).getByRole('radio', { name: /E-mail/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByRole('radio', { name: 'CSV' }) as HTMLInputElement).checked).toBe(true);
    expect(calls.some((c) => c.path === '/api/subscriptions/find')).toBe(true);

    fireEvent.click(within(form).getByRole('radio', { name: 'Excel (XLSX)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/subscriptions')?.body).toEqual({
      advanced_query_id: 5,
      schedule: 'monthly',
      delivery_mode: 'app_link',
      delivery_format: 'xlsx',
      subscription_source: 'saved_queries',
    });
  });

  it('shows the refusal as the spec words it, with the reason, and keeps the dialog open', async () => {
    stubFetch({
      ...SIGNED_IN,
      ...NONE,
      'GET /api/subscriptions/find': { body: { subscription: null } },
      'POST /api/subscriptions': refusal,
    });
    renderInRouter(<SubscribeAction query={QUERY} />);
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to “Texas banks”' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Subscribe' }));
    const alert = await within(dialog).findByRole('alert');
    // The spec's sentence, with what the server found wrong beneath it.
    expect(within(alert).getByText(MESSAGES.validation.subscriptionRecheck)).toBeTruthy();
    expect(within(alert).getByText('Validation failed. Please recheck.')).toBeTruthy();
    expect(within(alert).getByText('You no longer have FIN Query.')).toBeTruthy();
    // The screen showed it: no default toast on top.
    expect(screen.queryByText(MESSAGES.toast.validationFailed)).toBeNull();
  });

  it('leads to the subscription instead when the query is already subscribed', async () => {
    stubFetch({
      ...SIGNED_IN,
      'GET /api/users/subscriptions': {
        body: { subscriptions: [subscriptionFixture()], unseen_deliveries: 1 },
      },
    });
    renderInRouter(<SubscribeAction query={QUERY} />);
    const manage = await screen.findByRole('link', { name: 'Subscribed to Texas banks: manage' });
    expect(manage.getAttribute('href')).toBe('/user/subscriptions');
    expect(screen.queryByRole('button', { name: 'Subscribe to Texas banks' })).toBeNull();
  });

  it('says so in the dialog when the subscription was made elsewhere since the list loaded', async () => {
    stubFetch({
      ...SIGNED_IN,
      ...NONE,
      'GET /api/subscriptions/find': {
        body: { subscription: subscriptionFixture({ schedule: 'weekly', delivery_format: 'xlsx' }) },
      },
    });
    renderInRouter(<SubscribeAction query={QUERY} />);
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to “Texas banks”' });
    expect(
      await within(dialog).findByText(/You already subscribe to this query: Weekly · Link in the app · XLSX/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('form')).toBeNull();
  });

  it.each([
    ['on the partner site', { 'GET /api/site': { body: { partner: PARTNER } } }],
    [
      'to a user who signs in through single sign-on',
      { 'GET /api/users/profile': { body: profileFixture({ sign_in_method: 'sso' }) } },
    ],
  ])('is not offered %s', async (_case, stubs) => {
    const { calls } = stubFetch({ ...SIGNED_IN, ...NONE, ...stubs });
    renderInRouter(<SubscribeAction query={QUERY} />);
    await waitFor(() => {
      expect(calls.some((c) => c.path === '/api/site')).toBe(true);
      expect(calls.some((c) => c.path === '/api/users/profile')).toBe(true);
    });
    // Every stubbed answer arrives within a few ticks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  });
});
