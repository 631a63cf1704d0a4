import type { CrmDashboard } from '@fin-atlas/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const MODULES = [
  {
    id: 35,
    name: 'FIN CRM',
    icon: null,
    path: '/crm_data',
    display_type: 'module' as const,
    parent_id: null,
    display_order: 35,
    partially_enabled: false,
    user_guide_url: null,
  },
];
const SHELL = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/ui_modules': {
    body: {
      ui_modules: MODULES.map((m) => ({ ...m, enabled: true, about_path: null, module_flag: 'fin_crm' })),
    },
  },
  'GET /api/users/enabled_modules': { body: { ui_modules: MODULES, enabled_paths: ['/crm_data'] } },
};

const dashboard: CrmDashboard = {
  lists: [
    {
      id: 5,
      name: 'Q1 pipeline',
      file_name: 'accounts.csv',
      created_at: '2026-03-02T10:00:00.000Z',
      created_by: 'Riley Chen',
      columns: ['Account Name'],
      column_map: {
        organization: 'Account Name',
        person: null,
        title: null,
        email: null,
        city: null,
        state: null,
        website: null,
      },
      counts: { total: 10, matched: 8, review: 1, unmatched: 1 },
      match_rate: 0.8,
      matched_institutions: 7,
      matched_assets: 4_500_000,
    },
  ],
  list_id: null,
  totals: { accounts: 10, matched: 8, match_rate: 0.8, matched_institutions: 7, matched_assets: 4_500_000 },
  fi_types: [
    { fi_type: 'bank', institutions: 5, assets: 4_000_000 },
    { fi_type: 'credit_union', institutions: 2, assets: 500_000 },
  ],
  asset_bands: [
    { band_id: 1, label: '<$100M', institutions: 2, assets: 100_000 },
    { band_id: 4, label: '$1B-$10B', institutions: 5, assets: 4_400_000 },
  ],
  core_solution: { id: 1, name: 'Core Processing' },
  core_vendors: [
    { vendor_id: 3, vendor: 'Northwind Core Systems', institutions: 4, share: 4 / 7 },
    { vendor_id: null, vendor: 'No core data', institutions: 3, share: 3 / 7 },
  ],
};

describe('FIN CRM screens', () => {
  it('shows the export steps of the chosen CRM, honestly by file', async () => {
    stubFetch(SHELL);
    renderRoute('/crm_data/sign_in');
    expect(await screen.findByRole('heading', { name: 'Connect your CRM' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/never asks for its password or API access/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Export your accounts from Salesforce' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'HubSpot' }));
    const steps = await screen.findByRole('region', { name: 'Export steps for HubSpot' });
    expect(within(steps).getByText('In HubSpot, go to CRM > Companies.')).toBeTruthy();
    expect(within(steps).getByText(/^Columns read: Company name, Company Domain Name/)).toBeTruthy();
  });

  it('sums up the lists: match rate, matched assets and who the accounts are', async () => {
    stubFetch({ ...SHELL, 'GET /api/crm_lists/dashboard': { body: dashboard } });
    renderRoute('/crm_data/dashboard');
    expect((await screen.findAllByText('$4,500M', {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
    const lists = screen.getByRole('table', { name: 'CRM lists' });
    expect(within(lists).getByText('Q1 pipeline')).toBeTruthy();
    expect(within(lists).getByText('80%')).toBeTruthy();
    const vendors = screen.getByRole('region', { name: 'Core vendors (Core Processing)' });
    expect(within(vendors).getByText('Northwind Core Systems')).toBeTruthy();
    expect(within(vendors).getByText('57%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'By FI type' })).getByText('Credit Union')).toBeTruthy();
  });
});
