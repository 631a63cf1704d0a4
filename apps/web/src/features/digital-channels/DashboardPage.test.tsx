import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DC_SHELL, dcOverviewFixture, dcReportsFixture } from '../../test/digital-channels-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

describe('digital channels dashboard', { timeout: 30_000 }, () => {
  it('shows each module’s overview from its market share report, with links to the module pages', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      ...DC_SHELL,
      'GET /api/digital_channels/reports': { body: dcReportsFixture() },
      'GET /api/digital_channels/101/overview': { body: dcOverviewFixture(101, 'Retail Mobile Banking') },
      'GET /api/digital_channels/201/overview': { body: dcOverviewFixture(201, 'Retail Online Banking') },
    });
    renderRoute('/digital_channels/dashboard');
    const mobile = await screen.findByRole('region', { name: 'Retail Mobile Banking' }, { timeout: 15_000 });
    await within(mobile).findByText('Weighted rating');
    expect(within(mobile).getByText('4.62')).toBeTruthy();
    expect(within(mobile).getByText('of 1,000 in the population (85.0%)')).toBeTruthy();
    const vendors = within(mobile).getByRole('table', { name: 'Retail Mobile Banking top vendors' });
    expect(vendors.textContent).toContain('+1.25 pts');
    expect(vendors.textContent).toContain('−0.50 pts');
    expect(
      within(mobile).getByRole('link', { name: 'Open Retail Mobile Banking' }).getAttribute('href'),
    ).toBe('/digital_channels/retail_mobile_banking');
    const online = screen.getByRole('region', { name: 'Retail Online Banking' });
    await within(online).findByText('Vendor switches');
    // Online banking has no store ratings or vendor-branded apps: those tiles are left out.
    expect(within(online).queryByText('Weighted rating')).toBeNull();
    expect(within(online).queryByText('Vendor-branded apps')).toBeNull();
    expect(within(online).getAllByText('Demo data').length).toBeGreaterThan(0);

    // The FI type applies to both overviews.
    fireEvent.click(screen.getByLabelText('Credit Unions'));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path.endsWith('/overview') && c.query.get('fi_type') === '2'),
      ).toHaveLength(2),
    );
  });
});
