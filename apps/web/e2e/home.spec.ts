import { MESSAGES, USE_CASE_SECTIONS } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { DEMO, signIn } from './support/helpers';
import { addFirstBank, saveAdvancedBankGroup } from './support/peer-groups';

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

test('Request Demo is stored and listed for FIN Admins to follow up', async ({ page, browser }) => {
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
    await admin.getByRole('link', { name: 'Access Requests', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(MESSAGES.home.technologyAnalytics);
    await expect(row).toContainText(DEMO.fi);
    await expect(row).toContainText('Home Request Demo');
    await expect(row).toContainText('Open');
  } finally {
    await context.close();
  }
});

test('a returning user continues from the home page: recent report, institution and peer group', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount({ prefix: 'home-workspace', userName: 'Hana Home' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new user is told how to start each list, and how current the (demo) data is.
  const reports = page.getByRole('region', { name: 'Continue where you left off' });
  const institutions = page.getByRole('region', { name: 'Recently viewed institutions' });
  const peerGroups = page.getByRole('region', { name: 'Your peer groups' });
  const dataAsOf = page.getByRole('region', { name: 'Data as of' });
  await expect(reports.getByRole('link', { name: 'Run a report' })).toBeVisible();
  await expect(institutions.getByRole('link', { name: 'Find an institution' })).toBeVisible();
  await expect(peerGroups.getByRole('link', { name: 'Build a peer group' })).toBeVisible();
  for (const source of [
    'FDIC call reports',
    'NCUA 5300 call reports',
    'Summary of Deposits',
    'Technographics',
    'HMDA mortgage lending',
  ]) {
    await expect(dataAsOf.getByText(source, { exact: true })).toBeVisible();
  }
  await expect(dataAsOf.getByText(/^Q[1-4] \d{4}$/).first()).toBeVisible();
  await expect(dataAsOf.getByText(/^\d{4} lending year$/)).toBeVisible();
  await expect(dataAsOf.getByText('Demo data')).toHaveCount(5);

  // A Reporter report over a new peer group.
  await reports.getByRole('link', { name: 'Run a report' }).click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_institution$/);
  const bankName = await addFirstBank(page);
  await page.goto('/analytics/reporter/select_peer_group');
  const groupName = `Home peers ${Date.now().toString(36)}`;
  await saveAdvancedBankGroup(page, groupName, 100000);
  await expect(page.getByTestId('selected-peer-group')).toContainText(groupName, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_report$/);
  await page.getByRole('region', { name: 'Reports' }).getByRole('radio', { name: 'Key Metrics' }).check();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/metrics$/, { timeout: 30_000 });
  await expect(page.getByTestId('report-view')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

  // An institution's FIN Profile.
  await page.goto('/analytics/fin_profile/select_institution');
  await page.getByRole('combobox', { name: 'Find an institution' }).fill('credit union');
  const creditUnion = page.getByRole('option').filter({ hasText: 'Credit Union · ' }).first();
  await expect(creditUnion).toBeVisible();
  const creditUnionName = (await creditUnion.locator('p').first().textContent())?.trim() ?? '';
  await creditUnion.click();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: creditUnionName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank Profile' })).toBeVisible({ timeout: 30_000 });

  // Home again: each is listed, most recent first, and the links lead back.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportLink = reports.getByRole('link', { name: `Key Metrics: ${bankName}` });
  await expect(reportLink).toBeVisible();
  await expect(reports.getByText(`vs ${groupName}`)).toBeVisible();
  await expect(institutions.getByRole('link', { name: creditUnionName })).toBeVisible();
  await expect(peerGroups.getByRole('link', { name: groupName })).toBeVisible();
  // Nothing of the workspace runs off the page at the common laptop and desktop sizes.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }

  await institutions.getByRole('link', { name: creditUnionName }).click();
  await expect(page).toHaveURL(/\/analytics\/fin_profile\/custom_profile$/);
  await expect(page.getByRole('heading', { level: 1, name: creditUnionName })).toBeVisible();

  await page.goto('/dashboard');
  await reportLink.click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/metrics$/);
  await expect(page.getByTestId('report-view')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(page.getByTestId('report-view')).toContainText(bankName);
});
