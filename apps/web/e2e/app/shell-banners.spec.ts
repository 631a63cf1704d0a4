import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { DEMO, PARTNER_BASE_URL, signIn, signInAt, useTestTimings } from '../support/helpers';

// The build the test server serves; the server re-reads its revision whenever this file changes.
const revisionFile = fileURLToPath(new URL('../../dist/revision.json', import.meta.url));

/** Simulates a redeploy of the web build under the running server, and undoes it afterwards. */
async function withNewRevision(run: () => Promise<void>): Promise<void> {
  const original = readFileSync(revisionFile, 'utf8');
  writeFileSync(revisionFile, `${JSON.stringify({ revision: `redeployed-${Date.now().toString(36)}` })}\n`);
  try {
    await run();
  } finally {
    writeFileSync(revisionFile, original);
  }
}

test.describe('outdated application banner', () => {
  // Both tests replace the served revision, so they take turns.
  test.describe.configure({ mode: 'serial' });

  test('shows after a code chunk fails to load and the server reports a newer build', async ({ page }) => {
    await signIn(page, DEMO.vendor);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(MESSAGES.banner.appUpgraded)).toHaveCount(0);
    await withNewRevision(async () => {
      // The old build's chunks are gone from the server after a redeploy; the ones already loaded stay.
      await page.route(/\/assets\/[\w.-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Technographics' })
        .click();
      await expect(page.getByText(MESSAGES.banner.appUpgraded)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refresh' }).first()).toBeVisible();
    });
  });

  test('shows on the periodic check, even before sign-in', async ({ page }) => {
    await useTestTimings(page, { revisionCheckMs: 500 });
    await page.goto('/sign_in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page.getByText(MESSAGES.banner.appUpgraded)).toHaveCount(0);
    await withNewRevision(async () => {
      await expect(page.getByText(MESSAGES.banner.appUpgraded)).toBeVisible();
    });
  });
});

test('the idle modal counts down, ignores Escape and the backdrop, continues or signs out', async ({
  page,
}) => {
  test.slow();
  await useTestTimings(page, { idleMs: 2500, countdownSeconds: 5 });
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  const modal = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  const timer = modal.getByRole('timer');
  await expect(timer).toHaveText(/^[1-5] seconds?$/);
  const first = Number((await timer.textContent())?.split(' ')[0]);
  await expect(timer).not.toHaveText(`${first} seconds`);

  await page.keyboard.press('Escape');
  await page.mouse.click(8, 450);
  await expect(modal).toBeVisible();

  const keepAlive = page.waitForRequest(
    (r) => r.url().endsWith('/api/session/keep_alive') && r.method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Continue session' }).click();
  expect((await (await keepAlive).response())?.status()).toBe(204);
  await expect(modal).toBeHidden();

  // Left alone again, the countdown runs out and signs the user out.
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/sign_in$/, { timeout: 10_000 });
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
  const session = await page.request.get('/api/session');
  expect(session.status()).toBe(401);
});

test('the partner site wears the partner brand, and impersonation there offers a logout link', async ({
  page,
}) => {
  await signInAt(page, PARTNER_BASE_URL, 'partner@demo.finatlas.test');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'CU Alliance Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'CU Alliance Insights' })).toBeVisible();
  // The dashboard keeps the partner's title rather than the product's.
  await expect(page).toHaveTitle('CU Alliance Insights');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  expect(primary).toBe('#0f766e');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);

  // A FIN Admin acting as a user on the partner site.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.superadmin);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${PARTNER_BASE_URL}/super_admin/mock_users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.limited);
  await page
    .getByRole('row')
    .filter({ hasText: DEMO.limited })
    .getByRole('button', { name: 'Log in as' })
    .click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('You are signed in as Taylor Reed by Avery Quinn.');
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
});

test('the main site shows the product title on the dashboard and no logout link in the banner', async ({
  page,
}) => {
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('FIN Atlas');
  await page.goto('/super_admin/mock_users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.limited);
  await page
    .getByRole('row')
    .filter({ hasText: DEMO.limited })
    .getByRole('button', { name: 'Log in as' })
    .click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page).toHaveURL(/\/super_admin\/mock_users$/);
});
