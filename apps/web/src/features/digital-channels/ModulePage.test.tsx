import type { DigitalChannelsResult } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DC_SHELL,
  dcFeaturesResult,
  dcFiltersFixture,
  dcMarketShareResult,
  dcReportsFixture,
} from '../../test/digital-channels-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

type Answer = (id: number, query: URLSearchParams) => DigitalChannelsResult;

const defaultAnswer: Answer = (id, query) =>
  id === 102 || id === 202
    ? dcFeaturesResult(id, Math.min(Number(query.get('top_vendors')), 20), Number(query.get('top_features')))
    : dcMarketShareResult(
        id,
        query.get('show_all_vendors') === 'true' ? 20 : Number(query.get('top_vendors')),
      );

/**
 * The server as the page meets it. Report answers go through `answer`; a report id listed in `hold`
 * answers only when the test releases it, so answers can arrive out of order.
 */
function setup(path: string, { answer = defaultAnswer, hold = [] as number[] } = {}) {
  const asked: { id: number; query: URLSearchParams }[] = [];
  const held = new Map<number, () => void>();
  const { fetchStub } = stubFetch({
    'GET /api/session': { body: sessionFixture() },
    ...DC_SHELL,
    'GET /api/digital_channels/reports': { body: dcReportsFixture() },
    'GET /api/digital_channels/filters': { body: dcFiltersFixture() },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/digital_channels\/(\d+)$/.exec(url.pathname);
    if (!match) return fetchStub(input, init);
    const id = Number(match[1]);
    asked.push({ id, query: url.searchParams });
    if (hold.includes(id) && !held.has(id)) await new Promise<void>((release) => held.set(id, release));
    return new Response(JSON.stringify(answer(id, url.searchParams)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  renderRoute(path);
  const release = (id: number) => held.get(id)?.();
  return { asked, release, held };
}

const table = (name: string) => screen.findByRole('table', { name }, { timeout: 15_000 });
const vendorRows = (name: string) => screen.getByRole('table', { name }).querySelectorAll('tbody tr');
const featureHeaders = () =>
  [
    ...screen
      .getByRole('table', { name: 'Mobile Banking Feature Adoption' })
      .querySelectorAll('thead tr:last-child th'),
  ].slice(1);
const openPanel = () => fireEvent.click(screen.getByRole('button', { name: 'Show Report Options' }));

describe('digital channels module page', { timeout: 30_000 }, () => {
  it('opens on the module’s first report: vendor rows, then Others and Grand Total, and the Excel link', async () => {
    const { asked } = setup('/digital_channels/retail_mobile_banking');
    const shares = await table('Mobile Banking Market Share');
    expect(screen.getByRole('heading', { level: 1, name: 'Retail Mobile Banking' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mobile Banking Market Share', selected: true })).toBeTruthy();
    const body = within(shares).getAllByRole('rowgroup');
    const vendorRows = within(body[1] as HTMLElement).getAllByRole('row');
    expect(vendorRows).toHaveLength(15);
    // The first vendor's product is named; the placeholders 0 and -1 read blank.
    expect(vendorRows[0]?.textContent).toContain('Digital Banking Platform');
    expect(within(vendorRows[1] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('');
    expect(within(vendorRows[2] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('');
    const summaries = shares.querySelectorAll('tfoot tr');
    expect([...summaries].map((r) => r.getAttribute('data-summary'))).toEqual(['others', 'grand_total']);
    expect(summaries[1]?.textContent).toContain('100.00%');
    expect(within(screen.getByTestId('digital-channels-as-of')).getByText('Demo data')).toBeTruthy();
    expect(asked.map((a) => a.id)).toEqual([101]);
    const href = screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href') ?? '';
    expect(href.startsWith('/api/digital_channels/101/download.xlsx?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('top_vendors')).toBe('15');
  });

  it('never lets a slow earlier answer overwrite the report chosen after it', async () => {
    const { release, asked } = setup('/digital_channels/retail_mobile_banking', { hold: [101] });
    // The first answer (market share) is slow; the user moves on to feature adoption meanwhile.
    const featuresTab = await screen.findByRole(
      'tab',
      { name: 'Mobile Banking Feature Adoption' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(asked.map((a) => a.id)).toEqual([101]));
    expect(screen.getByLabelText('Loading report').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(featuresTab);
    await table('Mobile Banking Feature Adoption');
    release(101);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table', { name: 'Mobile Banking Market Share' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Mobile Banking Feature Adoption' })).toBeTruthy();
    expect(screen.getByTestId('digital-channels-result').getAttribute('aria-busy')).toBe('false');
  });

  it('does not show the previous report’s answer while the next report loads', async () => {
    const { release } = setup('/digital_channels/retail_mobile_banking', { hold: [103] });
    await table('Mobile Banking Market Share');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile App Satisfaction' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Mobile Banking Market Share' })).toBeNull(),
    );
    expect(screen.getByLabelText('Loading report').getAttribute('aria-busy')).toBe('true');
    release(103);
    await table('Mobile App Satisfaction');
  });

  it('reloads with each counter change: vendors step, a typed 0 resets to 15, features show all', async () => {
    const { asked } = setup('/digital_channels/retail_mobile_banking');
    await table('Mobile Banking Market Share');
    openPanel();
    const vendors = screen.getByRole('group', { name: 'Top Vendors' });
    fireEvent.click(within(vendors).getByRole('button', { name: 'Fewer vendors' }));
    await waitFor(() => expect(asked.at(-1)?.query.get('top_vendors')).toBe('14'));
    const box = within(vendors).getByRole('textbox', { name: 'Number of top vendors' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // 15 was asked for first; its answer is shown again.
    expect(box.value).toBe('15');
    await waitFor(() => expect(vendorRows('Mobile Banking Market Share')).toHaveLength(15));
    fireEvent.change(box, { target: { value: '6' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(asked.at(-1)?.query.get('top_vendors')).toBe('6'));
    await waitFor(() => expect(vendorRows('Mobile Banking Market Share')).toHaveLength(6));

    fireEvent.click(screen.getByRole('tab', { name: 'Mobile Banking Feature Adoption' }));
    await table('Mobile Banking Feature Adoption');
    const features = screen.getByRole('group', { name: 'Top Features' });
    expect(
      (within(features).getByRole('textbox', { name: 'Number of top features' }) as HTMLInputElement).value,
    ).toBe('5');
    fireEvent.click(within(features).getByRole('button', { name: 'More features' }));
    await waitFor(() => expect(asked.at(-1)?.query.get('top_features')).toBe('6'));
    fireEvent.click(within(features).getByRole('switch', { name: 'Show All' }));
    await waitFor(() => expect(asked.at(-1)?.query.get('top_features')).toBe('10'));
    await waitFor(() => expect(featureHeaders()).toHaveLength(10));
    fireEvent.click(within(features).getByRole('switch', { name: 'Show All' }));
    await waitFor(() => expect(featureHeaders()).toHaveLength(5));
  });

  it('shows Known OLB Vendor on Retail Online Banking and sends a changed selection when it closes', async () => {
    const { asked } = setup('/digital_channels/retail_online_banking');
    await table('Online Banking Market Share');
    openPanel();
    const vendor = screen.getByRole('button', { name: /^Known OLB Vendor:/ });
    fireEvent.click(vendor);
    const list = await waitFor(() => screen.getByRole('listbox', { name: /Known OLB Vendor/, hidden: true }));
    fireEvent.click(within(list).getByRole('option', { name: /^Alkami/, hidden: true }));
    const before = asked.length;
    fireEvent.click(vendor);
    await waitFor(() => expect(asked.length).toBe(before + 1));
    expect(asked.at(-1)?.query.getAll('vendor[]')).toEqual(['-1', '12', '13', '14']);
  });
});
