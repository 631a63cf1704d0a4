import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO, PARTNER_BASE_URL, signIn, signInAt } from '../support/helpers';

test('the shell and the vendor home page pass axe', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('home-cards')).toBeVisible();
  await expectNoAxeViolations(page, 'vendor home');
  await page.goto('/technographics/product/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Search' })).toBeVisible();
  await expectNoAxeViolations(page, 'module page in the shell');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'account menu');
});

test('the institution home page, its dialogs and the settings page pass axe', async ({ page }) => {
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Benchmarking' })).toBeVisible();
  await expectNoAxeViolations(page, 'institution home');
  await page.getByRole('button', { name: 'Quick Video: Institution Analytics' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'quick video');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Request Demo: Institution Analytics' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'request demo');
  await page.keyboard.press('Escape');
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page, 'settings');
});

test('unsubscribed menu entries, the partner site and the idle modal pass axe', async ({ page, browser }) => {
  await signIn(page, DEMO.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('home-cards')).toBeVisible();
  await expectNoAxeViolations(page, 'home with unsubscribed modules');
  const context = await browser.newContext();
  try {
    const partner = await context.newPage();
    await partner.addInitScript(() => {
      (window as unknown as { __FIN_ATLAS_TEST_TIMINGS__: unknown }).__FIN_ATLAS_TEST_TIMINGS__ = {
        idleMs: 3000,
        countdownSeconds: 30,
      };
    });
    await signInAt(partner, PARTNER_BASE_URL, 'partner@demo.finatlas.test');
    await expect(partner.getByTestId('home-cards')).toBeVisible();
    await expectNoAxeViolations(partner, 'partner home');
    await expect(partner.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoAxeViolations(partner, 'idle modal');
  } finally {
    await context.close();
  }
});
