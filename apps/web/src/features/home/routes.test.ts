import { describe, expect, it } from 'vitest';
import { ABOUT_ROUTES } from './routes';

// The about pages; the FIN Admin console's own are guarded by its role.
const MODULE_PAGES = ABOUT_ROUTES.filter((r) => r.guard.kind !== 'super_admin');

describe('the about routes', () => {
  it('keeps the about pages without a module check open to every signed-in user', () => {
    const open = MODULE_PAGES.filter((r) => r.guard.kind === 'signed_in').map((r) => r.path);
    expect(open).toEqual(
      expect.arrayContaining([
        '/fi_vertical_strategy/about_market_reports',
        '/fi_vertical_strategy/about_industry_reporter',
        '/fi_vertical_strategy/about_digital_channels',
        '/analytics/about_advisor',
        '/analytics/about_reporter',
        '/analytics/about_profile',
        '/fi_prospect/about_technographics',
        '/fi_prospect/about_fin_query',
        '/fi_prospect/about_fin_intent',
        '/fi_prospect/about_vendor_fit',
      ]),
    );
    const checked = MODULE_PAGES.filter((r) => r.guard.kind === 'module').map((r) => r.path);
    expect(checked).toEqual(
      expect.arrayContaining([
        '/technographics/about',
        '/analytics/analytics/about',
        '/institution_analytics/about',
        '/technology_analytics/about',
        '/reports/about',
      ]),
    );
  });
});
