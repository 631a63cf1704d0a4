import {
  type FitCategoryResponse,
  type FitRankedProduct,
  type FitRankingResponse,
  VENDOR_FIT_SECTIONS,
} from '@fin-atlas/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { coreSolution, FIT_EVALUATION, VENDOR_FIT_SHELL } from '../../test/vendor-fit-fixtures';

const SLOW = { timeout: 10_000 };
const categories = {
  size: 50,
  market: 50,
  strategy: 50,
  profit: 50,
  growth: 50,
  risk: 50,
  productivity: 50,
  technology: 50,
};

/** Seven products of four vendors; institution 11 ranks them the other way round. */
const products = (institution: number): FitRankedProduct[] => {
  const list = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
    product_id: id,
    product_name: `Product ${id}`,
    vendor_id: id <= 2 ? 7 : id <= 4 ? 8 : id === 5 ? 9 : 10,
    vendor_name: `Vendor ${id <= 2 ? 7 : id <= 4 ? 8 : id === 5 ? 9 : 10}`,
    fit_score: 0,
    rank: 0,
    clients: 10 * id,
    is_current: id === 3,
    categories: { ...categories, size: 70 - id * 3 },
  }));
  const ordered = institution === 11 ? list.reverse() : list;
  return ordered.map((p, i) => ({ ...p, rank: i + 1, fit_score: [40, 20, 12, 10, 8, 6, 4][i] ?? 0 }));
};

const ranking = (institution: number): FitRankingResponse => ({
  solution: { id: 1, name: 'Core Processing' },
  period: '2026-09-30',
  products: products(institution),
  evaluation: FIT_EVALUATION,
  is_demo: true,
});

const category = (request: StubRequest): FitCategoryResponse => {
  const name = request.query.get('category') as FitCategoryResponse['category'];
  const product = Number(request.query.get('product_id'));
  const base = {
    category: name,
    product: { id: product, name: `Product ${product}` },
    score: 50,
    product_values: {},
  };
  if (name === 'size')
    return {
      ...base,
      score: 61.3,
      elements: [
        {
          key: 'total_assets',
          name: 'Total Assets',
          format: 'C0M',
          value: 350_000,
          percentile: 62.4,
          median: 300_000,
          p25: 120_000,
          p75: 480_000,
          share: null,
          contribution: 0.42,
        },
      ],
      product_values: { [String(product)]: { total_assets: 300_000 }, '2': { total_assets: 2_500_000 } },
    };
  if (name === 'strategy')
    return {
      ...base,
      elements: [
        {
          key: 'charter',
          name: 'Charter Class',
          format: 'text',
          value: 'NM',
          percentile: null,
          median: null,
          p25: null,
          p75: null,
          share: 0.35,
          contribution: -0.2,
        },
      ],
    };
  return { ...base, elements: [] };
};

const detail = (id: number) => ({
  id,
  fi_type: 'bank',
  name: id === 11 ? 'Second Test Bank' : 'First Test Bank',
  rssd_id: 1000 + id,
  regulatory_id: String(500 + id),
  aba_routing: null,
  address: null,
  city: 'Columbus',
  state: 'OH',
  zip: null,
  county_fips: null,
  county_name: null,
  cbsa_code: null,
  cbsa_name: null,
  latitude: null,
  longitude: null,
  website: null,
  linkedin: null,
  employees: null,
  charter_class: 'NM',
  regulator: 'FDIC',
  established_date: null,
  is_mutual: null,
  is_mdi: false,
  field_of_membership: null,
  ncua_peer_group: null,
  parent: null,
  active: true,
  source: 'demo',
  assets: 350_000,
  latest_period: '2026-09-30',
  logo_url: `/images/institutions/${id}.svg`,
});

function setup() {
  const stub = stubFetch({
    ...VENDOR_FIT_SHELL,
    'GET /api/fit_profile/solutions': { body: { solutions: [coreSolution()] } },
    'GET /api/institutions/10': { body: detail(10) },
    'GET /api/institutions/11': { body: detail(11) },
    'GET /api/fit_profile/current_solution': {
      body: {
        solution: { id: 1, name: 'Core Processing' },
        has_service: true,
        use: 'vendor',
        vendor: { id: 8, name: 'Vendor 8' },
        product: { id: 3, name: 'Product 3' },
        started_on: '2019-04-01',
        contract_age_years: 7.7,
      },
    },
    'GET /api/fit_profile/product_fit_ranking': (request) => ({
      body: ranking(Number(request.query.get('institution_id'))),
    }),
    'GET /api/fit_profile/category': (request) => ({ body: category(request) }),
  });
  const categoryCalls = () =>
    stub.calls
      .filter((c) => c.path === '/api/fit_profile/category')
      .map((c) => ({
        institution: Number(c.query.get('institution_id')),
        product: Number(c.query.get('product_id')),
        category: c.query.get('category'),
      }));
  return { ...stub, categoryCalls };
}

const sectionNames = () =>
  [...document.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));
const section = (name: string) => screen.getByRole('region', { name });

describe('the VendorFit predictions page', { timeout: 30_000 }, () => {
  it('shows the ten sections in the spec’s order, with the accuracy and the demo label', async () => {
    setup();
    renderRoute('/fi_prospect/vendor_fit/predictions?institution=10&solution=1');
    expect(await screen.findByText('Product 1', { selector: 'p' }, SLOW)).toBeTruthy();
    expect(sectionNames()).toEqual([...VENDOR_FIT_SECTIONS]);
    const accuracy = screen.getByRole('region', { name: 'Model accuracy' });
    expect(within(accuracy).getByText(/Top-3 accuracy 71%/)).toBeTruthy();
    expect(within(accuracy).getByText(/vs 50% baseline/)).toBeTruthy();
    expect(within(accuracy).getByText('Demo data')).toBeTruthy();
    const institution = section('Financial Institution');
    expect(await within(institution).findByText('First Test Bank', {}, SLOW)).toBeTruthy();
    expect(within(institution).getByText('Product 3 (Vendor 8)')).toBeTruthy();
    expect(within(institution).getByText('7.7 years (since 2019-04-01)')).toBeTruthy();
  });

  it('lists the top five products, the current one marked, and the rest on request', async () => {
    setup();
    renderRoute('/fi_prospect/vendor_fit/predictions?institution=10&solution=1');
    const table = await screen.findByRole('table', { name: 'Product fit ranking' }, SLOW);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(5);
    expect(within(rows()[2] as HTMLElement).getByText('Current')).toBeTruthy();
    expect(within(rows()[0] as HTMLElement).getByText('40.0%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(rows()).toHaveLength(7);
  });

  it('writes each variable against the clients: percentile, median, middle half, and NA where no figure', async () => {
    setup();
    renderRoute('/fi_prospect/vendor_fit/predictions?institution=10&solution=1');
    const size = await screen.findByRole('table', { name: 'Size variables' }, SLOW);
    const [, row] = within(size).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total Assets', '$350M', '62nd', '$300M', '$120M – $480M', 'NA', '▲ +0.42', '$2,500M']);
    expect(within(section('Size')).getByText('Score 61.3')).toBeTruthy();
    const strategy = await screen.findByRole('table', { name: 'Strategy variables' }, SLOW);
    const [, level] = within(strategy).getAllByRole('row');
    expect(
      within(level as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Charter Class', 'NM', 'NA', 'NA', 'NA', '35%', '▼ -0.20']);
    expect(within(section('Profit')).getByText(/no profit variable/)).toBeTruthy();
  });

  it('resets the compared product when the vendor or the institution changes', async () => {
    const { categoryCalls } = setup();
    const { router } = renderRoute('/fi_prospect/vendor_fit/predictions?institution=10&solution=1');
    await waitFor(
      () => expect(categoryCalls()).toContainEqual({ institution: 10, product: 1, category: 'size' }),
      SLOW,
    );

    // Compare the fourth product, then choose a vendor: its best fit replaces the compared product.
    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Product fit ranking' })).getAllByRole('button', {
        name: 'Compare',
      })[2] as HTMLElement,
    );
    await waitFor(
      () => expect(categoryCalls()).toContainEqual({ institution: 10, product: 4, category: 'size' }),
      SLOW,
    );
    expect(new URLSearchParams(router.state.location.search).get('product')).toBe('4');
    fireEvent.click(screen.getByPlaceholderText('All vendors (best fit)'));
    fireEvent.click(await screen.findByRole('option', { name: 'Vendor 8', hidden: true }, SLOW));
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('vendor')).toBe('8'));
    expect(params().get('product')).toBeNull();
    await waitFor(
      () => expect(categoryCalls()).toContainEqual({ institution: 10, product: 3, category: 'size' }),
      SLOW,
    );

    // Another institution: vendor and product are dropped, its own best fit is compared.
    await act(() => router.navigate('/fi_prospect/vendor_fit/predictions?institution=11&solution=1'));
    await waitFor(
      () => expect(categoryCalls()).toContainEqual({ institution: 11, product: 7, category: 'size' }),
      SLOW,
    );
    expect(
      await within(section('Financial Institution')).findByText('Second Test Bank', {}, SLOW),
    ).toBeTruthy();
    expect(params().get('vendor')).toBeNull();
  });
});
