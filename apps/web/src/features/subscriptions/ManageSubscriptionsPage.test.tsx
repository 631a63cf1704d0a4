import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { adminRowFixture, deliveryFixture } from '../../test/subscription-fixtures';
import { formatDateTime } from '../../ui/format';

const SLOW = { timeout: 10_000 };

describe('FIN Admin subscriptions console', { timeout: 30_000 }, () => {
  it('lists every subscription, filters on the server, pauses, runs now and shows the history', async () => {
    const rows = [
      adminRowFixture({
        deliveries: [
          deliveryFixture({ seen_at: '2026-11-01T09:00:00.000Z' }),
          deliveryFixture({ id: 30, period_key: '2026-10' }),
        ],
      }),
      adminRowFixture({
        id: 12,
        target_name: 'Ohio credit unions',
        user: { id: 11, user_name: 'Carl Client', email: 'clientadmin@demo.finatlas.test' },
        status: 'stopped',
        stop_reason: "The subscriber's account was deactivated.",
        next_run_at: null,
        deliveries: [],
      }),
    ];
    const { calls, fetchStub } = stubFetch({
      'GET /api/session': { body: sessionFixture('FIN Admin') },
      'GET /api/super_admin/subscriptions': {
        body: { subscriptions: rows, total: 2, page: 1, per_page: 25 },
      },
      'PUT /api/super_admin/subscriptions/4': { body: { subscription: rows[0] } },
      'GET /api/super_admin/subscriptions/4/deliveries': {
        body: {
          deliveries: [
            ...(rows[0]?.deliveries ?? []),
            deliveryFixture({ id: 20, period_key: '2026-09', seen_at: '2026-09-03T09:00:00.000Z' }),
          ],
        },
      },
      'POST /api/super_admin/subscriptions/4/run_now': { body: { subscription: rows[0] } },
    });
    renderRoute('/super_admin/manage_subscrptions');

    const table = await screen.findByRole('table', { name: 'Subscriptions' }, SLOW);
    const vera = within(table).getByText('vendor@demo.finatlas.test').closest('tr') as HTMLElement;
    expect(within(vera).getByText('Summit Ridge Software')).toBeTruthy();
    expect(within(vera).getByText('Texas banks')).toBeTruthy();
    expect(within(vera).getByText('Saved query · Monthly · Link in the app · CSV')).toBeTruthy();
    expect(within(vera).getByText(`Next: ${formatDateTime('2026-12-01T06:00:00.000Z')}`)).toBeTruthy();
    expect(within(vera).getByText('Delivered')).toBeTruthy();
    const carl = within(table).getByText('clientadmin@demo.finatlas.test').closest('tr') as HTMLElement;
    expect(within(carl).getByText('Stopped')).toBeTruthy();
    expect(within(carl).getByText("The subscriber's account was deactivated.")).toBeTruthy();
    expect(within(carl).getByText('None yet')).toBeTruthy();
    expect(within(carl).queryByRole('button', { name: /now$/ })).toBeNull();
    expect(
      within(carl).getByRole('button', { name: /^Resume the subscription of clientadmin/ }),
    ).toBeTruthy();

    fireEvent.click(
      within(vera).getByRole('button', {
        name: 'Pause the subscription of vendor@demo.finatlas.test to Texas banks',
      }),
    );
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'paused' }));
    fireEvent.click(
      within(vera).getByRole('button', {
        name: 'Run the subscription of vendor@demo.finatlas.test to Texas banks now',
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/4/run_now'))).toBe(true),
    );

    fireEvent.click(within(vera).getByRole('button', { name: /^Delivery history of vendor@demo/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries of “Texas banks”' });
    // The whole history, not only the latest deliveries the list carries.
    await within(drawer).findByText('September 2026');
    const history = within(drawer).getAllByRole('row').slice(1);
    expect(history).toHaveLength(3);
    expect(within(history[0] as HTMLElement).getByText(/^Opened /)).toBeTruthy();
    expect(within(history[1] as HTMLElement).getByText('Not opened yet')).toBeTruthy();
    // The owner's "new" mark is theirs alone.
    expect(within(drawer).queryByText('New')).toBeNull();

    fireEvent.keyDown(drawer, { key: 'Escape' });

    fireEvent.change(screen.getByLabelText('Search subscriptions'), { target: { value: 'texas' } });
    const urls = () => fetchStub.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(urls()).toContain('/api/super_admin/subscriptions?q=texas&page=1&per_page=25'),
    );
  });
});
