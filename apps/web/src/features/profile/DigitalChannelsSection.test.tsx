import type { InstitutionDigitalApp, InstitutionDigitalChannels } from '@fin-atlas/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { Providers } from '../../test/providers';
import { DigitalChannelsSection } from './DigitalChannelsSection';

const app = (fields: Partial<InstitutionDigitalApp>): InstitutionDigitalApp => ({
  channel: 'mobile',
  store: 'apple',
  app_name: 'Prairie Mobile',
  vendor_id: 11,
  vendor_name: 'Nova Digital',
  product_name: 'Nova Mobile',
  vendor_branded: true,
  app_type: 'Native',
  launched_on: '2020-09-30',
  mb_age_years: 6,
  rating: 4.8,
  rating_count: 3000,
  download_band: '100K+',
  features: ['Mobile Check Deposit', 'Zelle Transfers'],
  ...fields,
});

const history = (
  period: string,
  channel: 'mobile' | 'online',
  vendor: string | null,
  rating: number | null,
): InstitutionDigitalChannels['history'][number] => ({
  period,
  channel,
  vendor_name: vendor,
  product_name: null,
  rating,
  rating_count: rating === null ? null : 1200,
  feature_count: channel === 'mobile' ? 4 : 2,
});

const BANK: InstitutionDigitalChannels = {
  institution_id: 7,
  is_demo: true,
  period: '2026-09-30',
  apps: [
    app({}),
    app({ store: 'google', vendor_branded: false, rating: 4.0, rating_count: 1, download_band: '500K+' }),
    app({
      channel: 'online',
      store: 'web',
      app_name: 'Prairie Online',
      vendor_name: 'Webco',
      product_name: 'Webco OLB',
      app_type: null,
      mb_age_years: null,
      launched_on: '2019-01-15',
      rating: null,
      rating_count: null,
      download_band: null,
      features: ['Bill Pay', 'e-Statements'],
    }),
  ],
  history: [
    history('2026-03-31', 'mobile', 'Acme Banking', 3.2),
    history('2026-03-31', 'online', 'Webco', null),
    history('2026-06-30', 'mobile', 'Acme Banking', 3.4),
    history('2026-09-30', 'mobile', 'Nova Digital', 4.6),
    history('2026-09-30', 'online', 'Webco', null),
  ],
  electronic_services: null,
};

function renderSection(answer: InstitutionDigitalChannels, canOpen = true) {
  const { calls } = stubFetch({ 'GET /api/advisors/digital_channels': { body: answer } });
  render(
    <Providers>
      <MemoryRouter>
        <DigitalChannelsSection institutionId={answer.institution_id} canOpen={canOpen} />
      </MemoryRouter>
    </Providers>,
  );
  return calls;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("FIN Profile's Digital Channels section", () => {
  it('shows each store listing with vendor, branding, type, MB age, rating, downloads and features', async () => {
    const calls = renderSection(BANK);
    const table = await screen.findByRole('table', { name: 'Mobile banking apps' });
    expect(calls.find((c) => c.path === '/api/advisors/digital_channels')?.query.get('institution_id')).toBe(
      '7',
    );
    const [apple, google] = rowsOf(table);
    expect(apple?.textContent).toContain('App Store');
    expect(apple?.textContent).toContain('Nova Digital');
    expect(apple?.textContent).toContain('Nova Mobile');
    expect(apple?.textContent).toContain('Vendor Branded');
    expect(apple?.textContent).toContain('Native');
    expect(apple?.textContent).toContain('6.0 yrs');
    expect(apple?.textContent).toContain('4.8 (3,000 ratings)');
    expect(apple?.textContent).toContain('100K+');
    expect(within(apple as HTMLElement).getByLabelText('Features of Prairie Mobile')?.textContent).toContain(
      'Mobile Check DepositZelle Transfers',
    );
    expect(google?.textContent).toContain('Google Play');
    expect(google?.textContent).toContain('FI Branded');
    expect(google?.textContent).toContain('4.0 (1 rating)');
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(screen.getByText('Apps and platform as of Q3 2026')).toBeTruthy();
  });

  it('names the online banking platform with its features', async () => {
    renderSection(BANK);
    const platform = await screen.findByTestId('online-platform');
    expect(platform?.textContent).toContain('Webco · Webco OLB');
    expect(platform?.textContent).toContain('live since Jan 15, 2019');
    expect(platform?.textContent).toContain('Bill Paye-Statements');
  });

  it('lists every quarter newest first, marking the quarter the mobile vendor switched', async () => {
    renderSection(BANK);
    const table = await screen.findByRole('table', { name: 'Digital channels history' });
    const [q3, q2, q1] = rowsOf(table);
    expect(q3?.textContent).toContain('Q3 2026');
    expect(q3?.textContent).toContain('Nova DigitalSwitched from Acme Banking');
    expect(q3?.textContent).toContain('4.6 (1,200 ratings)');
    expect(q2?.textContent).toContain('Acme Banking');
    expect(q2?.textContent).not.toContain('Switched');
    // Online was not tracked in Q2: its row shows a dash, and Q3's Webco is no switch.
    expect(q2?.textContent).toContain('—');
    expect(within(table).getAllByText(/Switched from/)).toHaveLength(1);
    expect(q1?.textContent).toContain('Q1 2026');
    expect(screen.getByTestId('digital-rating-chart').getAttribute('aria-label')).toBe(
      'Mobile app rating by quarter, weighted by rating count, with vendor switches marked',
    );
  });

  it("lists a credit union's NCUA electronic services, offered and not, with its website", async () => {
    renderSection({
      ...BANK,
      is_demo: false,
      electronic_services: {
        period: '2026-09-30',
        website: 'www.prairiecu.org',
        services: [
          { code: 'mobile_banking', name: 'Mobile Banking', offered: true },
          { code: 'kiosk', name: 'Kiosk', offered: false },
          { code: 'bill_payment', name: 'Bill Payment', offered: true },
        ],
      },
    });
    const offered = await screen.findByLabelText('Electronic services offered');
    expect(offered?.textContent).toContain('Mobile BankingBill Payment');
    expect(screen.getByTestId('services-not-offered')?.textContent).toContain('Not offered: Kiosk');
    expect(screen.getByRole('link', { name: 'www.prairiecu.org' }).getAttribute('href')).toBe(
      'https://www.prairiecu.org',
    );
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it('says so when the institution has no snapshots, and still offers the module', async () => {
    renderSection({ ...BANK, period: null, apps: [], history: [], is_demo: false });
    expect(
      await screen.findByText('No digital channels data on record for this institution yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Digital Channels' }).getAttribute('href')).toBe(
      '/digital_channels/dashboard',
    );
  });

  it('points users without the module to its about page instead of opening it', async () => {
    renderSection(BANK, false);
    await screen.findByRole('table', { name: 'Mobile banking apps' });
    expect(screen.queryByRole('link', { name: 'Open Digital Channels' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/fi_vertical_strategy/about_digital_channels',
    );
  });
});
