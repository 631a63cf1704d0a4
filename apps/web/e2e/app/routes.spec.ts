import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/helpers';

// A sample of every kind of spec route (section 2); the unit tests check that all of them resolve.
const PAGES: [path: string, heading: string][] = [
  ['/technographics/about', 'Technographics'],
  ['/technographics/vendor_coverage', 'Vendor Coverage'],
  ['/technographics/fin_query/download', 'Downloads'],
  ['/technographics/fin_query/about_crm', 'FIN CRM'],
  ['/technographics/performographics', 'Performographics'],
  ['/fi_prospect/intent/signals', 'Signals'],
  ['/fi_prospect/about_vendor_fit', 'VendorFit'],
  ['/analytics/analytics/about', 'FI Analytics'],
  ['/analytics/advisor/risk/liquidity_risk', 'Risk: Liquidity Risk'],
  ['/analytics/advisor/key_metrics/net_interest_margin', 'Key Metrics: Net Interest Margin'],
  ['/analytics/reporter/metrics', 'Report View'],
  ['/analytics/industry_reporter/select_fi_group', 'Select FI Group'],
  ['/reports/about', 'Reports'],
  ['/reports/industry_reporter/segmentation', 'Segmentation'],
  ['/digital_channels/retail_online_banking', 'Retail Online Banking'],
  ['/fi_vertical_strategy/about_digital_channels', 'Digital Channels'],
  ['/strategy/white_space_assessment', 'White Space Assessment'],
  ['/crm_data/about', 'FIN CRM'],
  ['/institution_analytics/about', 'Institution Analytics'],
  ['/technology_analytics/about', 'Technology Analytics'],
  ['/user/subscriptions', 'Subscriptions'],
  ['/admin/direct_access_defaults', 'Single Click Defaults'],
  ['/super_admin/dashboard', 'Super admin dashboard'],
  ['/super_admin/client_pricing_schedules/3', 'Client Pricing Schedule'],
  ['/super_admin/manage_subscrptions', 'Manage Subscriptions'],
  ['/super_admin/report_writer/select_report', 'Custom Report Writer'],
  ['/super_admin/strategy/publications', 'Publications'],
  ['/super_admin/client_errors', 'Error log'],
  ['/analytics/old_site', 'The older analytics site has moved'],
  ['/fin_apps_search', 'Fintech - Product Search'],
];

test('spec routes open real pages for a FIN Admin', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    await expect(page.getByText("Oops! You're lost.")).toHaveCount(0);
  }
});

test('module entry paths lead to the module’s first screen', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, target] of [
    ['/technographics', '/technographics/product/search'],
    ['/analytics/advisor', '/analytics/advisor/select_institution'],
    ['/digital_channels', '/digital_channels/dashboard'],
    ['/user', '/user/subscriptions'],
    ['/', '/dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
  }
});

test('consoles stay with their roles', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/super_admin/dashboard');
  await expect(page.getByText('You are not authorized. Please contact admin.')).toBeVisible();
  await page.goto('/admin/user_activity');
  await expect(page.getByText('You are not authorized. Please contact admin.')).toBeVisible();
  await page.goto('/partner_admin/dashboard');
  await expect(page.getByText('You are not authorized. Please contact admin.')).toBeVisible();
});
