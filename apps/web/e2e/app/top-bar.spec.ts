import { expect, type Page, test } from '@playwright/test';
import {
  accountMenuItems,
  BASE_URL,
  DEMO,
  PARTNER_BASE_URL,
  PARTNER_EMAIL,
  signIn,
  signInAt,
} from '../support/helpers';

// The top bar of the signed-in shell: the area it names and the account menu.

const areaLabel = (page: Page) => page.getByTestId('area-label');

test('the top bar names the area, by menu type', async ({ page, browser }) => {
  // Three sign-ins and six pages in one test: more than the default budget on a two-core runner.
  test.slow();
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
