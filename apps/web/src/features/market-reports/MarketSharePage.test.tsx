import type { MarketReportOptions, MarketShareReport } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const MODULE = {
  id: 80,
  name: 'Market Reports',
  icon: null,
  path: '/reports',
  display_type: 'module' as const,
  parent_id: null,
  display_order: 80,
  partially_enabled: false,
  user_guide_url: null,
};

const OPTIONS: MarketReportOptions = {
  solutions: [
    { id: 4, name: 'Core Processing', category: 'Core', is_core: true },
    { id: 9, name: 'Mobile Banking', category: 'Digital Banking', is_core: false },
  ],
  default_solution_id: 4,
  asset_groups: [
    { id: 1, name: '<$100M', range: '<100,000' },
    { id: 2, name: '$100M-$500M', range: '100,000-500,000' },
  ],
  core_vendor_products: [{ id: 31, name: 'Alpha – One', vendor: 'Alpha', product: 'One' }],
  measures: [
    { id: 1, name: 'Client Count' },
    { id: 2, name: 'Assets' },
    { id: 3, name: 'Accounts' },
  ],
  fi_types: [
    { id: 0, name: 'All' },
    { id: 1, name: 'Banks' },
    { id: 2, name: 'Credit Unions' },
  ],
  known_vendor: [
    { id: 0, name: 'All Institutions' },
    { id: 1, name: 'Known Vendor Only' },
  ],
};

const row = (over: Partial<MarketShareReport['rows'][number]>): MarketShareReport['rows'][number] => ({
  vendor: 'Alpha',
  vendor_id: 1,
  product: '-1',
  product_id: null,
  bank_service_name: 'Core Processing',
  bank_service_id: 4,
  kind: 'vendor',
  rank: 1,
  vendor_count: 1,
  clients: 0,
  assets: 0,
  accounts: 0,
  value: 0,
  share: 0,
  ...over,
});

/** 20 vendors in all; the answer holds the top `top`, then Others and Grand Total. */
function answer(top: number): MarketShareReport {
  const total = 20;
  const shown = Math.min(top, total);
  const vendors = Array.from({ length: shown }, (_, i) =>
    row({
      vendor: `Vendor ${i + 1}`,
      vendor_id: i + 1,
      rank: i + 1,
      clients: 20 - i,
      value: 20 - i,
      share: 5,
    }),
  );
  const rows = [
    ...vendors,
    ...(shown < total
      ? [
          row({
            vendor: 'Others',
            kind: 'others',
            rank: null,
            vendor_id: null,
            vendor_count: total - shown,
            value: 7,
            share: 3.5,
          }),
        ]
      : []),
    row({
      vendor: 'Grand Total',
      kind: 'grand_total',
      rank: null,
      vendor_id: null,
      vendor_count: total,
      clients: 210,
      value: 210,
      share: 100,
    }),
  ];
  return {
    rows,
    solution: { id: 4, name: 'Core Processing', is_core: true },
    measure: { id: 1, name: 'Client Count' },
    filters: {
      bank_service_id: 4,
      measure: 1,
      fi_type: 0,
      asset_groups: [],
      known_vendor: 0,
      core_vendor_products: [],
      top_vendors: top,
      show_all: top >= 20,
      show_products: false,
    },
    data_as_of: '2026-06-30',
    total_vendors: total,
  };
}

function setup() {
  const asked: number[] = [];
  let top = 15;
  const { fetchStub } = stubFetch({
    'GET /api/session': { body: sessionFixture() },
    'GET /api/ui_modules': {
      body: {
        ui_modules: [{ ...MODULE, enabled: true, about_path: null, module_flag: 'fintech_market_reports' }],
      },
    },
    'GET /api/users/enabled_modules': { body: { ui_modules: [MODULE], enabled_paths: ['/reports'] } },
    'GET /api/market_reports/options': { body: OPTIONS },
    'GET /api/market_reports/market_share': () => {
      asked.push(top);
      return { body: answer(top) };
    },
  });
  // The stub routes by path; the counter's value travels in the query string.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/market_reports/market_share')
      top = url.searchParams.get('show_all') === 'true' ? 20 : Number(url.searchParams.get('top_vendors'));
    return fetchStub(input, init);
  });
  renderRoute('/reports/market_reports');
  return { asked };
}

describe('vendor market share page', { timeout: 30_000 }, () => {
  it('shows vendor rows, then Others and Grand Total, and fills the Report Options panel', async () => {
    const { asked } = setup();
    const table = await screen.findByRole('table', { name: 'Vendor market share' }, { timeout: 15_000 });
    const bodyRows = within(table).getAllByRole('row');
    // Header, 15 vendors, Others, Grand Total.
    expect(bodyRows).toHaveLength(18);
    expect(bodyRows[16]?.textContent).toContain('Others');
    expect(bodyRows[16]?.textContent).toContain('5 vendors');
    expect(bodyRows[17]?.textContent).toContain('Grand Total');
    expect(bodyRows[17]?.textContent).toContain('100.00%');
    expect(asked).toEqual([15]);
    // A screen narrower than the panel needs starts with it folded, one named button away.
    const panel = screen.getByRole('complementary', { name: 'Report Options' });
    expect(within(panel).queryByRole('button', { name: /Asset Groups/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show Report Options' }));
    expect(within(panel).getByRole('button', { name: /Asset Groups/ }).textContent).toContain('(ALL)');
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      '/api/market_reports/market_share.xlsx?bank_service_id=4&measure=1&fi_type=0&known_vendor=0&top_vendors=15&show_products=false&show_all=false',
    );
  });

  it('reloads with each counter change and resets a typed 0 to 15', async () => {
    const { asked } = setup();
    await screen.findByRole('table', { name: 'Vendor market share' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show Report Options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer vendors' }));
    await waitFor(() => expect(asked).toEqual([15, 14]));
    const box = screen.getByRole('textbox', { name: 'Number of top vendors' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('15'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show All' }));
    await waitFor(() => expect(asked.at(-1)).toBe(20));
    await waitFor(() => expect(screen.queryByText('Others')).toBeNull());
    expect((screen.getByRole('switch', { name: 'Show All' }) as HTMLInputElement).checked).toBe(true);
  });
});
