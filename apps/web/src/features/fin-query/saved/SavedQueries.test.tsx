import type { QueryPayload, SavedQueryListItem } from '@fin-atlas/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { Providers } from '../../../test/providers';
import { renderRoute } from '../../../test/render-route';
import { SaveQueryModal } from './SaveQueryModal';

const payload: QueryPayload = {
  elements: [
    {
      id: 'e1',
      element_objects: [{ element_id: 4, element_type: 'firmographics', element_section: 'Firmographics' }],
    },
  ],
  criteria: {
    type: 'group',
    operator: 'and',
    children: [{ type: 'rule', id: 'r1', element: 'e1', operator: 'in', value: ['TX'] }],
  },
};

const saved = (overrides: Partial<SavedQueryListItem> = {}): SavedQueryListItem => ({
  id: 5,
  name: 'Texas banks',
  description: 'Banks headquartered in Texas',
  group_ids: [],
  query: JSON.stringify(payload),
  query_type: 'fin_query',
  save_as_peer_group: true,
  is_global: false,
  institution_id: null,
  fi_type: 'bank',
  owner: { id: 7, user_name: 'Vera Vendor' },
  is_owner: true,
  shared_groups: [],
  peer_group_id: 12,
  peer_count: 42,
  uses_vendor_fit: false,
  updated_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const MODULES = [
  {
    id: 20,
    name: 'FIN Query',
    icon: null,
    path: '/technographics/fin_query',
    display_type: 'module' as const,
    parent_id: null,
    display_order: 20,
    partially_enabled: false,
    user_guide_url: null,
  },
];
const SHELL = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/ui_modules': {
    body: {
      ui_modules: MODULES.map((m) => ({ ...m, enabled: true, about_path: null, module_flag: 'fin_query' })),
    },
  },
  'GET /api/users/enabled_modules': {
    body: { ui_modules: MODULES, enabled_paths: ['/technographics/fin_query'] },
  },
};

// The lazily loaded page chunk can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

describe('saved queries screen', { timeout: 30_000 }, () => {
  it('lists saved queries and opens, runs, describes and deletes them', async () => {
    const deleted: string[] = [];
    const { fetchStub } = stubFetch({
      ...SHELL,
      'GET /api/advanced_query/saved_queries': {
        body: {
          saved_queries: [
            saved(),
            saved({
              id: 6,
              name: 'Ohio credit unions',
              description: '',
              is_global: true,
              is_owner: false,
              owner: { id: 2, user_name: 'Avery Quinn' },
              shared_groups: [{ id: 3, name: 'Summit Ridge Software' }],
              peer_group_id: null,
              peer_count: null,
            }),
          ],
        },
      },
      'GET /api/advanced_query/5/element_list': {
        body: {
          id: 5,
          name: 'Texas banks',
          elements: [
            {
              id: 'e1',
              element_id: 4,
              element_type: 'firmographics',
              element_section: 'Firmographics',
              name: 'State',
              description: 'State is any of Texas',
              available: true,
            },
            {
              id: 'e2',
              element_id: 77,
              element_type: 'technographics',
              element_section: 'Technographics',
              name: 'Technographics',
              description: '',
              available: false,
            },
          ],
        },
      },
      'DELETE /api/advanced_query/5': (request) => {
        deleted.push(request.path);
        return { status: 204 };
      },
    });
    const { router } = renderRoute('/technographics/fin_query/report');

    const table = await screen.findByRole('table', {}, SLOW);
    const own = within(table).getByText('Texas banks').closest('tr') as HTMLElement;
    expect(within(own).getByText('You')).toBeTruthy();
    expect(
      within(own).getByRole('link', { name: 'Peer group Texas banks: 42 institutions' }).getAttribute('href'),
    ).toBe('/analytics/reporter/select_peer_group');
    expect(within(own).getByText('Not shared')).toBeTruthy();
    const shared = within(table).getByText('Ohio credit unions').closest('tr') as HTMLElement;
    expect(within(shared).getByText('Avery Quinn')).toBeTruthy();
    expect(within(shared).getByText('Navigator')).toBeTruthy();
    expect(within(shared).getByText('Summit Ridge Software')).toBeTruthy();
    // Only the owner may delete.
    expect(within(shared).queryByRole('button', { name: /Delete/ })).toBeNull();
    // Any query the user may run may be subscribed to (features/subscriptions).
    expect(await within(own).findByRole('button', { name: 'Subscribe to Texas banks' })).toBeTruthy();
    expect(within(shared).getByRole('button', { name: 'Subscribe to Ohio credit unions' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View the elements of Texas banks' }));
    const drawer = await screen.findByRole('dialog', { name: 'Elements of “Texas banks”' });
    expect(await within(drawer).findByText('State is any of Texas')).toBeTruthy();
    expect(within(drawer).getByText('(Deleted)')).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Texas banks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete query' }));
    await waitFor(() => expect(deleted).toEqual(['/api/advanced_query/5']));

    fireEvent.click(screen.getByRole('button', { name: 'Run Texas banks' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/technographics/fin_query/query?saved=5&run=1',
      ),
    );
    const listCalls = fetchStub.mock.calls.filter(([url]) => String(url).includes('saved_queries'));
    expect(listCalls.length).toBeGreaterThan(0);
  });

  it('searches saved queries by name on the server', async () => {
    const { fetchStub } = stubFetch({
      ...SHELL,
      'GET /api/advanced_query/saved_queries': { body: { saved_queries: [] } },
    });
    renderRoute('/technographics/fin_query/report');
    expect(await screen.findByText('No saved queries yet', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'texas' } });
    expect(await screen.findByText('No saved query matches “texas”', {}, SLOW)).toBeTruthy();
    const urls = fetchStub.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/advanced_query/saved_queries?query=texas');
  });
  it('lists mortgage lender queries under their kind and opens them in mortgage mode', async () => {
    const mortgage = saved({
      id: 9,
      name: 'FHA lenders in Texas',
      query_type: 'mortgage',
      peer_group_id: null,
    });
    const { fetchStub } = stubFetch({
      ...SHELL,
      'GET /api/session': {
        body: sessionFixture('User', {
          enterprise_permissions: { ...sessionFixture().user.enterprise_permissions, mbc: true },
        }),
      },
      'GET /api/advanced_query/saved_queries': (request) => ({
        body: { saved_queries: request.query.get('is_mbc') === 'true' ? [mortgage] : [saved()] },
      }),
    });
    const { router } = renderRoute('/technographics/fin_query/report');
    expect(await screen.findByText('Texas banks', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Mortgage lender queries' }));
    expect(await screen.findByText('FHA lenders in Texas', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Texas banks')).toBeNull();
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toContain(
      '/api/advanced_query/saved_queries?is_mbc=true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run FHA lenders in Texas' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/technographics/fin_query/query?saved=9&mbc=1&run=1',
      ),
    );
  });

  it('shows no mortgage kind to a user without the mbc permission', async () => {
    stubFetch({ ...SHELL, 'GET /api/advanced_query/saved_queries': { body: { saved_queries: [saved()] } } });
    renderRoute('/technographics/fin_query/report?mbc=1');
    expect(await screen.findByText('Texas banks', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Mortgage lender queries' })).toBeNull();
  });
});

describe('save query dialog', { timeout: 30_000 }, () => {
  const session = sessionFixture('User', {
    groups: [{ id: 3, name: 'Summit Ridge Software', group_type: 'client', group_type_id: 3 }],
  });

  function renderModal(draft: Partial<Parameters<typeof SaveQueryModal>[0]['draft']> = {}) {
    const onSaved = vi.fn();
    render(
      <Providers>
        <SaveQueryModal
          opened
          onClose={() => {}}
          draft={{
            name: '',
            description: '',
            group_ids: [],
            save_as_peer_group: false,
            is_global: false,
            ...draft,
          }}
          query={payload}
          queryType="fin_query"
          onSaved={onSaved}
        />
      </Providers>,
    );
    return { onSaved };
  }

  it('shows the duplicate-name answer verbatim and keeps the dialog open', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: session },
      'POST /api/advanced_query/save_query': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: 'Validation failed. Query name already exists.',
            requestId: 'req-1',
          },
        },
      },
    });
    const { onSaved } = renderModal();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '  Texas banks ' } });
    fireEvent.click(screen.getByLabelText(/Save as peer group/));
    fireEvent.click(screen.getByRole('button', { name: 'Save query' }));
    const alert = await within(screen.getByRole('dialog', { name: 'Save query' })).findByRole('alert');
    expect(alert.textContent).toBe('Validation failed. Query name already exists.');
    expect(onSaved).not.toHaveBeenCalled();
    const sent = calls.find((c) => c.path === '/api/advanced_query/save_query');
    expect(sent?.body).toEqual({
      advanced_query: {
        name: '  Texas banks ',
        description: '',
        group_ids: [],
        query: JSON.stringify(payload),
        query_type: 'fin_query',
        save_as_peer_group: true,
        is_global: false,
        institution_id: null,
      },
    });
    // A user who is not a FIN Admin is not offered navigator queries.
    expect(screen.queryByLabelText(/Navigator query/)).toBeNull();
  });

  it('updates the query it holds when its name is unchanged', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: session },
      'PUT /api/advanced_query/5': { body: saved() },
      'POST /api/advanced_query/save_query': { status: 201, body: saved({ id: 9, name: 'Texas banks 2' }) },
    });
    const { onSaved } = renderModal({ id: 5, savedName: 'Texas banks', name: 'Texas banks' });
    fireEvent.click(screen.getByRole('button', { name: 'Update query' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/advanced_query/5')).toBe(true);
  });

  it('saves a renamed query as a new one', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: session },
      'POST /api/advanced_query/save_query': { status: 201, body: saved({ id: 9, name: 'Texas banks 2' }) },
    });
    const { onSaved } = renderModal({ id: 5, savedName: 'Texas banks', name: 'Texas banks' });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Texas banks 2' } });
    expect(screen.getByText('A new name saves a new query; “Texas banks” stays as it is.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save query' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
