import type { ReportInstitutionsResponse, VendorReport } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const report: VendorReport = {
  vendor: {
    id: 4,
    name: 'Fiservo Technologies',
    website: 'fiservo.example.test',
    headquarters_state: 'WI',
    founded_year: 1984,
    description: 'Core and digital platforms.',
  },
  products: [{ id: 10, name: 'Premier Core', clients: 2, solutions: [{ id: 1, name: 'Core Processing' }] }],
  solutions: [{ id: 1, name: 'Core Processing', clients: 2 }],
  market_share: [
    {
      solution: { id: 1, name: 'Core Processing' },
      clients: 2,
      assets: 1_100_000,
      total_clients: 4,
      total_assets: 1_300_000,
      client_share: 50,
      asset_share: 84.615,
      rank: 1,
      competitors: 2,
    },
  ],
  figures: { clients: 3, assets: 1_150_000 },
  timeline: [
    { period: '2024-12-31', clients: 4, assets: 5_875_000 },
    { period: '2025-12-31', clients: 3, assets: 1_150_000 },
  ],
  wins_losses: {
    years: [{ year: 2025, new_clients: 1, competitive_losses: 0, consolidation_losses: 2, discontinued: 0 }],
    switches: [
      {
        date: '2025-02-01',
        direction: 'win',
        institution: { id: 2, name: 'Bravo Test Bank' },
        solution: { id: 3, name: 'Mobile Banking' },
        from_vendor: { id: 9, name: 'Mobilix' },
        from_product: { id: 90, name: 'Mobilix App' },
        from_use: 'vendor',
        to_vendor: { id: 4, name: 'Fiservo Technologies' },
        to_product: { id: 11, name: 'Fiservo Mobile' },
        to_use: 'vendor',
      },
    ],
    switches_total: 1,
  },
  states: [
    { state: 'TX', clients: 2 },
    { state: 'CA', clients: 1 },
  ],
};

const institutions = (sort: string): ReportInstitutionsResponse => ({
  rows: [
    {
      institution_id: 3,
      rssd_id: 77,
      name: sort === 'name' ? 'Alpha Test Bank' : 'Charlie Test Credit Union',
      website: 'charlie.example.test',
      fi_type: 'credit_union',
      city: 'Fresno',
      state: 'CA',
      assets: 800_000,
      use: 'vendor',
      vendor: { id: 4, name: 'Fiservo Technologies' },
      product: { id: 10, name: 'Premier Core' },
      solution: { id: 1, name: 'Core Processing' },
      since: '2024-03-31',
    },
  ],
  total: 1,
  institutions: 1,
  page: 1,
  per_page: 25,
});

// The page is a lazily loaded route chunk; on a busy machine it takes more than the default second.
const PAGE_LOAD = { timeout: 10_000 };

const paramsOf = (url: string | undefined) => new URL(url ?? '', 'http://localhost').searchParams;

describe('vendor report page', () => {
  it('shows the vendor, its figures, share, switches, map and institution list', {
    timeout: 30_000,
  }, async () => {
    const listUrls: string[] = [];
    const { fetchStub } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/technographics/vendor_report/4': { body: report },
      'GET /api/technographics/vendor_report/4/institutions': () => {
        const url = String(fetchStub.mock.calls.at(-1)?.[0]);
        listUrls.push(url);
        return { body: institutions(paramsOf(url).get('sort') ?? '') };
      },
    });
    renderRoute('/technographics/vendor_report/4');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fiservo Technologies' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText('Headquarters: WI')).toBeTruthy();
    expect(screen.getByText('Clients today').nextSibling?.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Premier Core' }).getAttribute('href')).toBe(
      '/technographics/product_report/10?vendor_id=4&bank_service_id=1',
    );
    const share = screen.getByRole('region', { name: 'Market share by solution' });
    expect(within(share).getByText('#1 of 3')).toBeTruthy();
    expect(within(share).getAllByText('50.00%').length).toBeGreaterThan(0);
    const switches = screen.getByRole('region', { name: 'Wins and losses' });
    expect(within(switches).getByText('Bravo Test Bank')).toBeTruthy();
    expect(within(switches).getByText('Won')).toBeTruthy();
    // The map's figures are also a table for screen readers.
    const mapTable = screen.getByRole('table', { name: 'Clients of Fiservo Technologies by state' });
    expect(
      within(mapTable)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StateClients', 'Texas2', 'California1']);

    const list = screen.getByRole('region', { name: 'Institutions using it today' });
    expect(await within(list).findByText('Charlie Test Credit Union', {}, PAGE_LOAD)).toBeTruthy();
    expect(paramsOf(listUrls[0]).get('sort')).toBe('assets');
    expect(paramsOf(listUrls[0]).get('dir')).toBe('desc');

    fireEvent.click(within(list).getByRole('button', { name: 'Sort by Institution' }));
    expect(await within(list).findByText('Alpha Test Bank', {}, PAGE_LOAD)).toBeTruthy();
    const sorted = paramsOf(listUrls.at(-1));
    expect(sorted.get('sort')).toBe('name');
    expect(sorted.get('dir')).toBe('asc');
    expect(
      within(list)
        .getByRole('columnheader', { name: /Institution/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('shows the server’s reason when the download is refused', { timeout: 30_000 }, async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/technographics/vendor_report/4': { body: report },
      'GET /api/technographics/vendor_report/4/institutions': { body: institutions('assets') },
      'GET /api/technographics/vendor_report/4/institutions.xlsx': {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Validation failed. State must be a two-letter code.',
            requestId: 'r',
          },
        },
      },
    });
    renderRoute('/technographics/vendor_report/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }, PAGE_LOAD));
    expect(
      await screen.findByText('Validation failed. State must be a two-letter code.', {}, PAGE_LOAD),
    ).toBeTruthy();
  });

  it('says a vendor was not found, with the way back to search', { timeout: 30_000 }, async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/technographics/vendor_report/99': {
        status: 404,
        body: {
          error: {
            code: 'not_found',
            message: 'Vendor not found. It may have been removed from the catalog.',
            requestId: 'r',
          },
        },
      },
    });
    renderRoute('/technographics/vendor_report/99');
    expect(
      await screen.findByText('Vendor not found. It may have been removed from the catalog.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Report' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Search for a vendor, product or solution' }).getAttribute('href'),
    ).toBe('/technographics/product/search');
    await waitFor(() =>
      expect(screen.queryByText('Page access restricted. Please contact admin.')).toBeNull(),
    );
  });
});
