import { MESSAGES, USE_CASE_SECTIONS } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

test('the vendor and advisor home has its three cards and no use cases', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cards = page.getByTestId('home-cards').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText([
    MESSAGES.home.fiProspectingAndCrm,
    MESSAGES.home.fiAnalytics,
    MESSAGES.home.fiVerticalStrategy,
  ]);
  // Figures come from GET /api/home/figures, not from the page's text.
  await expect(page.getByText('Technographics across 400+ solutions', { exact: true })).toBeVisible();
  await expect(page.getByText('Advisor across 15 performance themes', { exact: true })).toBeVisible();
  await expect(page.getByText('20+ specialty business lines', { exact: true })).toBeVisible();
  await expect(
    page.getByText('VendorFit predictions from over 100 variables', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benchmarking' })).toHaveCount(0);

  const solutions = page.getByRole('link', { name: `See Solutions: ${MESSAGES.home.fiAnalytics}` });
  await expect(solutions).toHaveAttribute('href', '/analytics/analytics/about');
  await solutions.click();
  await expect(page).toHaveURL(/\/analytics\/analytics\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FI Analytics' })).toBeVisible();
});

test('the institution home has its two cards and the four use cases', async ({ page }) => {
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('home-cards').getByRole('heading', { level: 2 })).toHaveText([
    MESSAGES.home.institutionAnalytics,
    MESSAGES.home.technologyAnalytics,
  ]);
  for (const section of USE_CASE_SECTIONS) {
    await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  // The overview once the menu says the user has one of the area's modules (the link follows the menu).
  const solutions = page.getByRole('link', { name: `See Solutions: ${MESSAGES.home.technologyAnalytics}` });
  await expect(solutions).toHaveAttribute('href', '/technology_analytics/about');
  await solutions.click();
  await expect(page).toHaveURL(/\/technology_analytics\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Technology Analytics' })).toBeVisible();
});

test('Quick Video plays an animated walkthrough in a modal', async ({ page }) => {
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: `Quick Video: ${MESSAGES.home.institutionAnalytics}` }).click();
  const modal = page.getByRole('dialog', { name: `Quick Video: ${MESSAGES.home.institutionAnalytics}` });
  await expect(modal.getByText(/^Step 1 of 5:/)).toBeVisible();
  // It advances on its own every two seconds.
  await expect(modal.getByText(/^Step 2 of 5:/)).toBeVisible({ timeout: 4000 });
  await modal.getByRole('button', { name: 'Pause' }).click();
  await modal.getByRole('button', { name: /^Step 5:/ }).click();
  await expect(modal.getByText(/^Step 5 of 5:/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('Request Demo is stored and listed for FIN Admins', async ({ page, browser }) => {
  const note = `Board pack demo ${Date.now().toString(36)}`;
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: `Request Demo: ${MESSAGES.home.technologyAnalytics}` }).click();
  const modal = page.getByRole('dialog', { name: `Request a demo of ${MESSAGES.home.technologyAnalytics}` });
  await modal.getByRole('textbox', { name: /What would you like to see/ }).fill(note);
  await modal.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you. Our team will contact you to arrange the demo.')).toBeVisible();
  await expect(modal).toBeHidden();

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.superadmin);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.getByRole('button', { name: /^Account menu for / }).click();
    await admin.getByRole('menuitem', { name: 'Super Admin Dashboard' }).click();
    await admin.getByRole('link', { name: 'Demo requests', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(MESSAGES.home.technologyAnalytics);
    await expect(row).toContainText(DEMO.fi);
  } finally {
    await context.close();
  }
});
