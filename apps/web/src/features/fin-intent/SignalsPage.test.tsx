import { INTENT_MESSAGES, type IntentSignalList } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { INTENT_SHELL, SLOW, signalSummary } from '../../test/intent-fixtures';
import { renderRoute } from '../../test/render-route';
import { filtersFromParams, institutionsQueryFromParams } from './filters';

const LIST: IntentSignalList = {
  signals: [
    signalSummary(),
    signalSummary({
      id: 4,
      name: 'Mobile App Replacement',
      solution: { id: 12, name: 'Retail Mobile Banking' },
      counts: { early_research: 80, active_research: 20, in_depth_research: 5 },
      previous_counts: null,
    }),
  ],
  period: '2026-09-30',
  is_demo: true,
};

function setup(list: IntentSignalList = LIST) {
  const listed: URLSearchParams[] = [];
  const read: StubRequest[] = [];
  const stub = stubFetch({
    ...INTENT_SHELL,
    'GET /api/intent/signals': (request) => {
      listed.push(request.query);
      return { body: list };
    },
    'GET /api/intent/alerts': {
      body: {
        alerts: [
          {
            id: 1,
            signal: { id: 3, name: 'Core Conversion' },
            institution: { id: 501, name: 'Prairie State Bank' },
            level: 'in_depth_research',
            period: '2026-09-30',
            created_at: '2026-10-02T09:00:00.000Z',
            read: false,
          },
        ],
        unread: 1,
      },
    },
    'POST /api/intent/alerts/read': (request) => {
      read.push(request);
      return { status: 204 };
    },
    'GET /api/technographics/vendor_coverage': {
      body: { vendors: [{ id: 70, name: 'Fiserv', products: 12, solutions: 9, clients: 900, assets: 1 }] },
    },
  });
  return { ...stub, listed, read };
}

describe('signal filters', () => {
  it('turn the URL into the request parameters, leaving out what the API would refuse', () => {
    const params = new URLSearchParams('state=tx&asset_band=2&fi_type=bank&vendor_id=70&solution_id=abc');
    expect(filtersFromParams(params)).toEqual({ state: 'TX', asset_band: 2, fi_type: 'bank', vendor_id: 70 });
    expect(filtersFromParams(new URLSearchParams('state=ZZ&asset_band=9&fi_type=thrift'))).toEqual({});
    expect(
      institutionsQueryFromParams(
        new URLSearchParams('state=OH&sort=change&page=3&per_page=7'),
        'active_research',
      ),
    ).toEqual({
      state: 'OH',
      level: 'active_research',
      sort: 'change',
      page: 3,
      per_page: 50,
    });
    expect(institutionsQueryFromParams(new URLSearchParams('sort=bogus'), 'all')).toEqual({
      sort: 'score',
      page: 1,
      per_page: 50,
    });
  });
});

describe('signals screen', { timeout: 30_000 }, () => {
  it('asks for the counts with the filters of the URL and of the filter bar', async () => {
    const { listed } = setup();
    renderRoute('/fi_prospect/intent/signals?state=TX&asset_band=2');
    const table = await screen.findByTestId('signals-table', {}, SLOW);
    const filtered = listed.find((q) => q.get('state') === 'TX');
    expect(filtered?.get('asset_band')).toBe('2');
    expect(filtered?.has('fi_type')).toBe(false);

    // Counts per level with the change since the previous quarter; the demo data is labelled.
    const core = within(table).getByRole('row', { name: /Core Conversion/ });
    expect(within(core).getByRole('link', { name: '120 at Early Research on Core Conversion' })).toBeTruthy();
    expect(within(core).getByText('+10')).toBeTruthy();
    expect(within(core).getByText('−2')).toBeTruthy();
    expect(within(screen.getByTestId('scores-as-of')).getByText('Demo data')).toBeTruthy();
    // The link to a signal carries the institution filters over.
    expect(within(core).getByRole('link', { name: 'Core Conversion' }).getAttribute('href')).toBe(
      '/fi_prospect/intent/signals/view/3?state=TX&asset_band=2',
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'FI type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Credit Union', hidden: true }));
    await waitFor(() => expect(listed.some((q) => q.get('fi_type') === 'credit_union')).toBe(true));
    const latest = listed.at(-1);
    expect(latest?.get('state')).toBe('TX');
    expect(latest?.get('asset_band')).toBe('2');

    fireEvent.click(screen.getByRole('combobox', { name: 'Current vendor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fiserv', hidden: true }));
    await waitFor(() => expect(listed.at(-1)?.get('vendor_id')).toBe('70'));
  });

  it('says the signals are not scored yet, and marks the alerts read', async () => {
    const { read } = setup({ ...LIST, period: null });
    renderRoute('/fi_prospect/signals');
    expect(await screen.findByText(INTENT_MESSAGES.noScoresYet, {}, SLOW)).toBeTruthy();
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByLabelText('1 unread')).toBeTruthy();
    expect(within(alerts).getByRole('link', { name: 'Prairie State Bank' }).getAttribute('href')).toBe(
      '/fi_prospect/intent/signals/view/3?institution=501',
    );
    fireEvent.click(within(alerts).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(read).toHaveLength(1));
  });
});
