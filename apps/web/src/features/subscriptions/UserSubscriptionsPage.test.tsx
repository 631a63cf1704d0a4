import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { deliveryFixture, subscriptionFixture } from '../../test/subscription-fixtures';

const SIGNED_IN = { 'GET /api/session': { body: sessionFixture() } };
// The lazily loaded page chunk can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

const listOf = (...subscriptions: ReturnType<typeof subscriptionFixture>[]) => ({
  body: { subscriptions, unseen_deliveries: 1 },
});

describe('the user’s subscriptions page', { timeout: 30_000 }, () => {
  it('shows each subscription’s plan, state, next run and deliveries, new files marked', async () => {
    stubFetch({
      ...SIGNED_IN,
      'GET /api/users/subscriptions': listOf(
        subscriptionFixture({
          deliveries: [
            deliveryFixture(),
            deliveryFixture({
              id: 30,
              period_key: '2026-10',
              seen_at: '2026-10-02T08:00:00.000Z',
              row_count: 1_250,
              byte_size: 2_048,
              delivered_via: 'email_attachment',
            }),
            deliveryFixture({
              id: 29,
              status: 'failed',
              row_count: null,
              byte_size: null,
              file_name: null,
              delivered_via: null,
              download_url: null,
              error: 'The query could not be run on the latest data.',
            }),
          ],
        }),
        subscriptionFixture({
          id: 8,
          advanced_query_id: 9,
          target_name: 'Ohio credit unions',
          schedule: 'on_new_data',
          delivery_mode: 'email',
          delivery_format: 'xlsx',
          status: 'paused',
          next_run_at: null,
          deliveries: [],
        }),
        subscriptionFixture({
          id: 12,
          advanced_query_id: 14,
          target_name: null,
          status: 'stopped',
          stop_reason: 'The saved query was deleted.',
          next_run_at: null,
          deliveries: [],
        }),
      ),
    });
    renderRoute('/user/subscriptions');

    const texas = await screen.findByRole('article', { name: 'Texas banks' }, SLOW);
    expect(within(texas).getByRole('link', { name: 'Texas banks' }).getAttribute('href')).toBe(
      '/technographics/fin_query/query?saved=5',
    );
    expect(within(texas).getByText('Monthly')).toBeTruthy();
    expect(within(texas).getByText('Link in the app, CSV')).toBeTruthy();
    expect(within(texas).getByText('Active')).toBeTruthy();
    const deliveries = within(texas).getByRole('table', { name: 'Deliveries of Texas banks' });
    const rows = within(deliveries).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [newest, older, failed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByText('New')).toBeTruthy();
    expect(within(newest).getByText('November 2026')).toBeTruthy();
    expect(within(newest).getByText('1,284')).toBeTruthy();
    expect(within(newest).getByText('402 KB')).toBeTruthy();
    expect(within(newest).getByRole('button', { name: 'Download texas-banks-2026-11.csv' })).toBeTruthy();
    expect(within(older).queryByText('New')).toBeNull();
    expect(within(older).getByText('E-mailed attachment')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('The query could not be run on the latest data.')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /Download/ })).toBeNull();

    const ohio = screen.getByRole('article', { name: 'Ohio credit unions' });
    expect(within(ohio).getByText('When new regulator data is loaded')).toBeTruthy();
    expect(within(ohio).getByText('E-mail, XLSX')).toBeTruthy();
    expect(within(ohio).getByText('Paused')).toBeTruthy();
    expect(within(ohio).getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(within(ohio).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(ohio).getByText('Nothing delivered yet.')).toBeTruthy();

    const stopped = screen.getByRole('article', { name: 'Deleted saved query' });
    expect(within(stopped).getByText('Stopped')).toBeTruthy();
    expect(within(stopped).getByText('The saved query was deleted.')).toBeTruthy();
    expect(within(stopped).queryByRole('link')).toBeNull();
    expect(within(stopped).queryByRole('button', { name: /^Edit/ })).toBeNull();
    // Resuming is offered; the server checks whether what stopped it is gone.
    expect(within(stopped).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('says why a stopped subscription cannot be resumed yet', async () => {
    stubFetch({
      ...SIGNED_IN,
      'GET /api/users/subscriptions': listOf(
        subscriptionFixture({
          status: 'stopped',
          stop_reason: 'You no longer have FIN Query.',
          next_run_at: null,
        }),
      ),
      'PUT /api/subscriptions/4': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: 'Validation failed. Please recheck.',
            details: [{ path: 'status', message: 'You no longer have FIN Query.' }],
            requestId: 'req-3',
          },
        },
      },
    });
    renderRoute('/user/subscriptions');
    const card = await screen.findByRole('article', { name: 'Texas banks' }, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Validation failed. Please recheck.')).toBeTruthy();
    expect(within(card).getAllByText('You no longer have FIN Query.')).toHaveLength(1);
    expect(screen.getAllByText('You no longer have FIN Query.')).toHaveLength(2);
  });

  it('pauses, edits only what changed, and deletes after asking', async () => {
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/users/subscriptions': listOf(subscriptionFixture()),
      'PUT /api/subscriptions/4': { body: { subscription: subscriptionFixture() } },
      'DELETE /api/subscriptions/4': { status: 204 },
    });
    renderRoute('/user/subscriptions');
    const card = await screen.findByRole('article', { name: 'Texas banks' }, SLOW);

    fireEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { subscription: { status: 'paused' } },
      ]),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Edit the subscription to Texas banks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription to “Texas banks”' });
    const save = within(dialog).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /E-mail/ }));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      subscription: { delivery_mode: 'email' },
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Delete the subscription to Texas banks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete subscription' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('explains how to subscribe when there is nothing yet', async () => {
    stubFetch({
      ...SIGNED_IN,
      'GET /api/users/subscriptions': { body: { subscriptions: [], unseen_deliveries: 0 } },
    });
    renderRoute('/user');
    expect(await screen.findByText('You have no subscriptions yet', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saved Reports' }).getAttribute('href')).toBe(
      '/technographics/fin_query/report',
    );
    expect(screen.getByText(/delivered to you monthly as a link in the app, in CSV/)).toBeTruthy();
  });
});
