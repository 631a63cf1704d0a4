import { MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import {
  accountMenuItems,
  BASE_URL,
  DEMO,
  PARTNER_BASE_URL,
  PARTNER_EMAIL,
  signIn,
  signInAt,
} from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const areaLabel = (page: Page) => page.getByTestId('area-label');

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
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/solutions');
  const link = sidebar(page).getByRole('link', { name: 'Solutions', exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL(/\/technographics\/solutions$/);
  await expect(link).not.toHaveAttribute('aria-disabled', 'true', { timeout: 2000 });
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

test('the top bar names the area, by menu type', async ({ page, browser }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, label] of [
    ['/technographics/product/search', 'FI Prospecting and CRM'],
    ['/analytics/reporter/select_institution', 'FI Analytics'],
    ['/reports/market_reports', 'FI Vertical Strategy'],
    ['/strategy/segmentation', 'Fintech Strategy'],
  ] as const) {
    await page.goto(path);
    await expect(areaLabel(page)).toHaveText(`| Current area: ${label}`);
  }
  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fi = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.clientadmin);
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await adminPage.goto('/admin/users');
    await expect(areaLabel(adminPage)).toHaveText('| Current area: Client Admin');
    const fiPage = await fi.newPage();
    await signIn(fiPage, DEMO.fi);
    await expect(fiPage).toHaveURL(/\/dashboard$/);
    await fiPage.goto('/analytics/advisor/select_institution');
    await expect(areaLabel(fiPage)).toHaveText('| Current area: Institution Analytics');
    await fiPage.goto('/technographics/product/search');
    await expect(areaLabel(fiPage)).toHaveText('| Current area: Technology Analytics');
  } finally {
    await admin.close();
    await fi.close();
  }
});

test('a module with a user guide offers it as a PDF download', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics/reporter/select_institution');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the Reporter user guide' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const first = await new Promise<Buffer>((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  // Modules without a guide offer none.
  await page.goto('/fi_prospect/intent/signals');
  await expect(page.getByRole('link', { name: /user guide/ })).toHaveCount(0);
});

test('the account menu lists what the spec gives each role', async ({ page, browser }) => {
  // Seven sign-ins in one test.
  test.slow();
  const menuOf = async (email: string, base: string) => {
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await signInAt(other, base, email);
      return await accountMenuItems(other);
    } finally {
      await context.close();
    }
  };
  const account = ['Subscriptions', 'Settings', 'Contact', 'Log out'];
  const clientAdmin = ['Groups', 'Users', 'Profile Settings', 'User Activity', 'Single Click Defaults'];
  expect(await menuOf(DEMO.superadmin, BASE_URL)).toEqual([
    'Super Admin Dashboard',
    ...clientAdmin,
    ...account,
  ]);
  expect(await menuOf(DEMO.clientadmin, BASE_URL)).toEqual([...clientAdmin, ...account]);
  expect(await menuOf(DEMO.vendor, BASE_URL)).toEqual(account);
  // The partner admin's console links exist on the partner site only, where subscriptions are not offered.
  expect(await menuOf(PARTNER_EMAIL, BASE_URL)).toEqual(account);
  expect(await menuOf(PARTNER_EMAIL, PARTNER_BASE_URL)).toEqual([
    'Dashboard',
    'Groups',
    'Users',
    'User Activity',
    'Settings',
    'Contact',
    'Log out',
  ]);

  // Log out ends the session; signed out, the header offers sign-in instead of the menu.
  await signInAt(page, BASE_URL, DEMO.vendor);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await page.goto('/unauthorized');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
});
