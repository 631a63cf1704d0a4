import type { PeerGroupDetail, PeerGroupListItem } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const STORAGE_KEY = 'fin-atlas:7:analytics-selection:reporter';

const subject = {
  id: 11,
  name: 'Prairie State Bank',
  fi_type: 'bank',
  city: 'Springfield',
  state: 'IL',
  assets: 850_000,
  rssd_id: 1234,
  regulatory_id: '5678',
};

const listItem = (overrides: Partial<PeerGroupListItem> = {}): PeerGroupListItem => ({
  id: 3,
  name: 'Illinois community banks',
  description: 'Banks of $500M to $1B',
  peer_count: 42,
  fi_type: 'bank',
  builder: 'advanced',
  shared: false,
  status: 'ready',
  owner: { id: 7, user_name: 'Vera Vendor' },
  is_owner: true,
  computed_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  progress_key: 'peer_group/3',
  ...overrides,
});

const storeSelection = (selection: object) =>
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      institutions: [subject],
      peerGroup: null,
      reportId: null,
      reportToken: null,
      reportProgress: null,
      ...selection,
    }),
  );

// The lazily loaded page chunk can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

const readSelection = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');

const shellStubs = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/peer_groups/suggested': { body: { institution_id: 11, period: '2026-06-30', peers: [] } },
  'GET /api/peer_groups/criteria_options': {
    body: { fi_type: 'bank', period: '2026-06-30', ranges: [], themes: [] },
  },
};

describe('select peer group page', { timeout: 30_000 }, () => {
  it('selecting a peer group stores it and clears the report run', async () => {
    storeSelection({ reportId: 9, reportToken: 'tok', reportProgress: 80 });
    stubFetch({ ...shellStubs, 'GET /api/peer_groups': { body: { peer_groups: [listItem()] } } });
    renderRoute('/analytics/reporter/select_peer_group');
    fireEvent.click(await screen.findByRole('button', { name: 'Select Illinois community banks' }, SLOW));
    await waitFor(() =>
      expect(readSelection()).toMatchObject({
        peerGroup: { id: 3, name: 'Illinois community banks', peer_count: 42 },
        reportId: null,
        reportToken: null,
        reportProgress: null,
      }),
    );
    expect(screen.getByTestId('selected-peer-group').textContent).toBe('Illinois community banks (42 peers)');
  });

  it('asks for the institution, then the peer group, before going on', async () => {
    stubFetch({ ...shellStubs, 'GET /api/peer_groups': { body: { peer_groups: [] } } });
    const first = renderRoute('/analytics/reporter/select_peer_group');
    expect(await screen.findByText('Please select institution.', {}, SLOW)).toBeTruthy();
    first.unmount();

    storeSelection({});
    renderRoute('/analytics/reporter/select_peer_group');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Continue' }, SLOW))[0] as HTMLElement);
    expect(await screen.findByText('Please select peer group.')).toBeTruthy();
    expect(screen.getByText('No peer groups yet')).toBeTruthy();
  });

  it('builds a quick group with a live count and saves it with name and description', async () => {
    storeSelection({});
    const saved: PeerGroupDetail = {
      ...listItem({
        id: 8,
        name: 'Mid-size banks',
        builder: 'quick',
        description: 'Two bands',
        peer_count: 12,
      }),
      members: [1, 2],
      criteria: {
        institution_ids: [],
        fi_type: 'bank',
        states: [],
        asset_bands: [2, 3],
        ranges: {},
        metric_rows: [],
        offering_rows: [],
      },
    };
    const { calls }: { calls: StubRequest[] } = stubFetch({
      ...shellStubs,
      'GET /api/peer_groups': () => ({
        body: {
          peer_groups: calls.some((c) => c.method === 'POST' && c.path === '/api/peer_groups') ? [saved] : [],
        },
      }),
      'POST /api/peer_groups/preview': (request) => {
        const bands = (request.body as { criteria: { asset_bands: number[] } }).criteria.asset_bands;
        return { body: { peer_count: bands.length * 6, member_ids: [1, 2], sample: [], period: null } };
      },
      'POST /api/peer_groups': { status: 201, body: saved },
    });
    renderRoute('/analytics/reporter/select_peer_group');
    fireEvent.click(await screen.findByRole('button', { name: 'New peer group' }, SLOW));
    const builder = await screen.findByRole('region', { name: 'New peer group' }, SLOW);
    fireEvent.change(within(builder).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Mid-size banks' },
    });
    fireEvent.change(within(builder).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Two bands' },
    });
    fireEvent.click(within(builder).getByRole('checkbox', { name: '$100M-$500M' }));
    await waitFor(() => expect(screen.getByTestId('live-count').textContent).toBe('6'), SLOW);
    fireEvent.click(within(builder).getByRole('checkbox', { name: '$500M-$1B' }));
    await waitFor(() => expect(screen.getByTestId('live-count').textContent).toBe('12'), SLOW);

    const saveButton = within(builder).getByRole('button', { name: 'Save peer group' });
    console.log('DISABLED', saveButton.hasAttribute('disabled'), saveButton.getAttribute('data-disabled'));
    fireEvent.click(saveButton);
    await new Promise((r) => setTimeout(r, 1500));
    console.log('CALLS', calls.map((c) => `${c.method} ${c.path}`).join(' | '));
    console.log(
      'ALERTS',
      screen
        .queryAllByRole('alert')
        .map((a) => a.textContent)
        .join(' | '),
    );
    await waitFor(
      () => expect(readSelection()?.peerGroup).toEqual({ id: 8, name: 'Mid-size banks', peer_count: 12 }),
      SLOW,
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/peer_groups')?.body).toEqual({
      name: 'Mid-size banks',
      description: 'Two bands',
      builder: 'quick',
      shared: false,
      criteria: { institution_ids: [], fi_type: 'bank', states: [], asset_bands: [2, 3] },
    });
  });
});
