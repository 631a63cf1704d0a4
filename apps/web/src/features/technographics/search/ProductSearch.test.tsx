import { MESSAGES, type SearchResult } from '@fin-atlas/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { Providers } from '../../../test/providers';
import { ProductSearch } from './ProductSearch';

type Deferred = { text: string; resolve: (r: SearchResult) => void; reject: (e: unknown) => void };

/** A search whose answers the test releases one by one. */
function controlledSearch() {
  const calls: Deferred[] = [];
  const search = vi.fn(
    (text: string) =>
      new Promise<SearchResult>((resolve, reject) => {
        calls.push({ text, resolve, reject });
      }),
  );
  return { search, calls };
}

const vendorsAndServices = (vendors: number, services: number, prefix = 'Core'): SearchResult => ({
  vendor_products: Array.from({ length: vendors }, (_, i) => [
    {
      id: i + 1,
      vendor: `${prefix} Vendor ${i + 1}`,
      product: `${prefix} Suite ${i + 1}`,
      product_id: 100 + i,
      bank_service_id: 7,
    },
    {
      id: i + 1,
      vendor: `${prefix} Vendor ${i + 1}`,
      product: `${prefix} Mobile ${i + 1}`,
      product_id: 200 + i,
      bank_service_id: 8,
    },
  ]).flat(),
  services: Array.from({ length: services }, (_, i) => ({ id: i + 1, name: `${prefix} Service ${i + 1}` })),
});

function renderSearch(search?: (text: string) => Promise<SearchResult>) {
  return render(
    <Providers>
      <MemoryRouter>
        <ProductSearch search={search} />
      </MemoryRouter>
    </Providers>,
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search solutions, vendors and products' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const flush = () => act(async () => {});
const column = (name: string) => screen.getByRole('region', { name });
const vendorNames = () =>
  within(column('VENDOR PRODUCTS'))
    .queryAllByTestId('search-vendor')
    .map((v) => v.querySelector('a')?.textContent);
const serviceNames = () =>
  within(column('SOLUTIONS'))
    .queryAllByTestId('search-solution')
    .map((s) => s.textContent);

describe('product search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('focuses the box, which carries the spec placeholder', () => {
    renderSearch(controlledSearch().search);
    expect(document.activeElement).toBe(box());
    expect(box().getAttribute('placeholder')).toBe(MESSAGES.search.placeholder);
  });

  it('searches once, 100 ms after the last keystroke, and never for blank text', async () => {
    const { search, calls } = controlledSearch();
    renderSearch(search);
    type('c');
    advance(60);
    type('co');
    advance(60);
    type('cor');
    advance(99);
    expect(search).not.toHaveBeenCalled();
    advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]?.text).toBe('cor');
    type('   ');
    advance(500);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shows 5 vendors with nested products and 7 solutions, expands to all and collapses again', async () => {
    const { search, calls } = controlledSearch();
    renderSearch(search);
    type('core');
    advance(100);
    calls[0]?.resolve(vendorsAndServices(8, 10));
    await flush();

    expect(vendorNames()).toEqual([
      'Core Vendor 1',
      'Core Vendor 2',
      'Core Vendor 3',
      'Core Vendor 4',
      'Core Vendor 5',
    ]);
    expect(serviceNames()).toHaveLength(7);
    const vendors = within(column('VENDOR PRODUCTS'));
    expect(vendors.getByRole('link', { name: 'Core Vendor 1' }).getAttribute('href')).toBe(
      '/technographics/vendor_report/1',
    );
    expect(vendors.getByRole('link', { name: 'Core Mobile 1' }).getAttribute('href')).toBe(
      '/technographics/product_report/200?vendor_id=1&bank_service_id=8',
    );
    expect(
      within(column('SOLUTIONS')).getByRole('link', { name: 'Core Service 3' }).getAttribute('href'),
    ).toBe('/technographics/service_report/3');
    expect(vendors.getByRole('link', { name: 'View All Vendors' }).getAttribute('href')).toBe(
      '/technographics/vendor_coverage',
    );
    expect(
      within(column('SOLUTIONS')).getByRole('link', { name: 'View All Solutions' }).getAttribute('href'),
    ).toBe('/technographics/solutions');
    expect(vendors.queryByRole('button', { name: '...View Less' })).toBeNull();

    fireEvent.click(vendors.getByRole('button', { name: '...and 3 more' }));
    expect(vendorNames()).toHaveLength(8);
    expect(vendors.queryByRole('button', { name: /more$/ })).toBeNull();
    fireEvent.click(within(column('SOLUTIONS')).getByRole('button', { name: '...and 3 more' }));
    expect(serviceNames()).toHaveLength(10);

    fireEvent.click(vendors.getByRole('button', { name: '...View Less' }));
    expect(vendorNames()).toHaveLength(5);
    expect(serviceNames()).toHaveLength(10);
  });

  it('starts a new search collapsed', async () => {
    const { search, calls } = controlledSearch();
    renderSearch(search);
    type('core');
    advance(100);
    calls[0]?.resolve(vendorsAndServices(8, 10));
    await flush();
    fireEvent.click(within(column('VENDOR PRODUCTS')).getByRole('button', { name: '...and 3 more' }));
    fireEvent.click(within(column('SOLUTIONS')).getByRole('button', { name: '...and 3 more' }));
    expect(vendorNames()).toHaveLength(8);

    type('core b');
    advance(100);
    calls[1]?.resolve(vendorsAndServices(9, 12, 'Bank'));
    await flush();
    expect(vendorNames()).toEqual([
      'Bank Vendor 1',
      'Bank Vendor 2',
      'Bank Vendor 3',
      'Bank Vendor 4',
      'Bank Vendor 5',
    ]);
    expect(serviceNames()).toHaveLength(7);
    expect(within(column('VENDOR PRODUCTS')).getByRole('button', { name: '...and 4 more' })).toBeTruthy();
  });

  it('says so when a column has no match, and hides everything for blank text', async () => {
    const { search, calls } = controlledSearch();
    renderSearch(search);
    type('zz');
    advance(100);
    calls[0]?.resolve({ vendor_products: [], services: [] });
    await flush();
    expect(within(column('VENDOR PRODUCTS')).getByText('No matching Vendors/Products')).toBeTruthy();
    expect(within(column('SOLUTIONS')).getByText('No matching Solutions')).toBeTruthy();
    type('');
    expect(screen.queryByRole('region', { name: 'VENDOR PRODUCTS' })).toBeNull();
  });

  it('shows loading until every pending search has answered, and keeps the latest results', async () => {
    const { search, calls } = controlledSearch();
    renderSearch(search);
    type('co');
    advance(100);
    type('core');
    advance(100);
    expect(screen.getByLabelText('Searching')).toBeTruthy();

    calls[1]?.resolve(vendorsAndServices(1, 1, 'Newer'));
    await flush();
    expect(serviceNames()).toEqual(['Newer Service 1']);
    expect(screen.getByLabelText('Searching')).toBeTruthy();

    calls[0]?.resolve(vendorsAndServices(1, 1, 'Older'));
    await flush();
    expect(screen.queryByLabelText('Searching')).toBeNull();
    expect(serviceNames()).toEqual(['Newer Service 1']);
  });

  it('clears loading silently when the search call fails: no toast, no error report', async () => {
    const { calls } = stubFetch({
      'GET /api/search': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'boom', requestId: 'r' } },
      },
    });
    renderSearch();
    type('core');
    advance(100);
    expect(screen.getByLabelText('Searching')).toBeTruthy();
    await flush();
    await flush();
    expect(screen.queryByLabelText('Searching')).toBeNull();
    expect(screen.queryByText(MESSAGES.toast.genericError)).toBeNull();
    expect(calls.filter((c) => c.path === '/api/search')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/client_errors')).toBe(false);
  });

  it('sends the typed text to GET /api/search and shows its answer', async () => {
    const { calls } = stubFetch({
      'GET /api/search': { body: { result: vendorsAndServices(2, 2, 'Mobile') } },
    });
    renderSearch();
    type('mobil bankng');
    advance(100);
    await flush();
    await flush();
    expect(serviceNames()).toEqual(['Mobile Service 1', 'Mobile Service 2']);
    const request = calls.find((c) => c.path === '/api/search');
    expect(request?.method).toBe('GET');
    expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toBe('/api/search?query=mobil+bankng');
  });
});
