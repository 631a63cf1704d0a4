import { MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('unbought children are shown disabled with the subscription text and lead to their about page', async ({
  page,
}) => {
  await signIn(page, DEMO.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/product/search');
  const crm = sidebar(page).getByRole('link', { name: /CRM Data Enrichment/ });
  await expect(crm).toContainText(MESSAGES.subscription.notSubscribed);
  await expect(crm).toHaveAttribute('data-unsubscribed', 'true');
  const search = sidebar(page).getByRole('link', { name: 'Product Search' });
  await expect(search).not.toContainText(MESSAGES.subscription.notSubscribed);
  await crm.click();
  await expect(page).toHaveURL(/\/technographics\/fin_query\/about_crm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FIN CRM' })).toBeVisible();
  await expect(page.getByText('Not part of your subscription')).toBeVisible();

  // On the home page the menu lists the modules; unbought ones say so too.
  await page.goto('/dashboard');
  const query = sidebar(page).getByRole('link', { name: /FIN Query/ });
  await expect(query).toContainText(MESSAGES.subscription.notSubscribed);
  await expect(query).toHaveAttribute('href', '/fi_prospect/about_fin_query');
  await expect(sidebar(page).getByRole('link', { name: 'Reporter', exact: true })).toHaveAttribute(
    'href',
    '/analytics/reporter',
  );
});

test('the sidebar shows home plus the current module, with the menu type’s own items', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/solutions');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Conference Import' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vendor Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Requests', exact: true })).toHaveCount(0);
  // Only the current module: no other module's entry.
  await expect(nav.getByRole('link', { name: 'Reporter', exact: true })).toHaveCount(0);

  const fiContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const fi = await fiContext.newPage();
    await signIn(fi, DEMO.fi);
    await expect(fi).toHaveURL(/\/dashboard$/);
    await fi.goto('/technographics/solutions');
    await expect(sidebar(fi).getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
    await expect(sidebar(fi).getByRole('link', { name: 'Conference Import' })).toHaveCount(0);
    // The vendor-only Strategy module is not on the FI menu: its pages send the user home.
    await fi.goto('/strategy/about');
    await expect(fi).toHaveURL(/\/dashboard$/);
  } finally {
    await fiContext.close();
  }
});

test('a second click on the current page’s link is ignored for a second', async ({ page }) => {
  // The page's clock stands still from the click on: the lock lasts exactly as long as the test says.
  await page.clock.install();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/solutions');
  const link = sidebar(page).getByRole('link', { name: 'Solutions', exact: true });
  await expect(link).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await link.click();
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await link.click({ force: true });
  await expect(page).toHaveURL(/\/technographics\/solutions$/);
  await page.clock.runFor(900);
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(200);
  await expect(link).not.toHaveAttribute('aria-disabled', 'true');
});

test('the sidebar minimises under 1270 px on advisor pages and under 768 px elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/solutions');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.goto('/analytics/advisor/select_institution');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Institution' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Select Peer Group' })).toBeVisible();
  await page.setViewportSize({ width: 1300, height: 900 });
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/technographics/solutions');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
});
