import { FI_TYPE_LABELS, MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';
import { paintedShare } from './support/map';

/** Picks the first typeahead hit of this type for the query and opens its profile. */
async function openProfile(page: Page, query: string, typeLabel: string): Promise<string> {
  await page.goto('/analytics/fin_profile/select_institution');
  await page.getByRole('combobox', { name: 'Find an institution' }).fill(query);
  const option = page
    .getByRole('option')
    .filter({ hasText: `${typeLabel} · ` })
    .first();
  await expect(option).toBeVisible();
  const name = (await option.locator('p').first().textContent())?.trim() ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/fin_profile\/custom_profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('FIN Profile: select a bank, watch the profile prepare, read every section with the deposit share map', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/analytics/fin_profile/custom_profile');
  await expect(page.getByText(MESSAGES.selection.selectInstitution)).toBeVisible();
  await page.getByRole('link', { name: 'Select an institution' }).click();
  await expect(page).toHaveURL(/\/analytics\/fin_profile\/select_institution$/);

  await openProfile(page, 'bank', FI_TYPE_LABELS.bank);
  // The preparation streams its progress, then the sections replace it.
  const bankProfile = section(page, 'Bank Profile');
  await expect(bankProfile.or(page.getByLabel('Profile preparation progress'))).toBeVisible();
  await expect(bankProfile).toBeVisible({ timeout: 30_000 });
  await expect(bankProfile.getByTestId('bank-profile-financials')).toContainText(
    /Total assets\s*\$[\d.]+[KMB]/,
  );
  // ROA as the metric engine computes it (a ratio), shown in percent: a bank earns a few percent at most.
  const roa = await bankProfile
    .getByTestId('bank-profile-financials')
    .getByText(/^-?\d+\.\d{2}%$/)
    .textContent();
  expect(Math.abs(Number.parseFloat(roa ?? ''))).toBeGreaterThan(0.05);
  expect(Math.abs(Number.parseFloat(roa ?? ''))).toBeLessThan(10);

  for (const title of [
    'Offerings',
    'Technographic Vendors',
    'Merger History',
    'Enforcement Actions',
    'FI Contacts',
    'Digital Channels',
  ]) {
    await expect(section(page, title)).toBeVisible();
  }
  await expect(section(page, 'Enforcement Actions')).toContainText(
    /No enforcement actions on record\.|Initiated/,
  );
  await expect(
    section(page, 'Technographic Vendors').getByRole('table', { name: 'Technographic vendors' }),
  ).toBeVisible();

  const deposits = section(page, 'Deposit Share');
  // Deposit share by county on the Census county boundaries (over 3,000 counties registered with
  // ECharts and painted), with the branches as dots; the old grid of state squares is gone.
  const map = deposits.locator('figure[data-map-level="county"]');
  await expect(map.getByText('Deposit market share by county')).toBeVisible();
  // The county boundaries are a large download, parsed and projected on a shared CI machine.
  const drawn = { timeout: 30_000 };
  await expect
    .poll(async () => Number(await map.getAttribute('data-map-regions')), drawn)
    .toBeGreaterThan(3000);
  const drawing = map.getByTestId('us-map');
  await expect.poll(() => paintedShare(drawing), drawn).toBeGreaterThan(0.2);
  expect(Number(await map.getAttribute('data-map-points'))).toBeGreaterThan(0);
  await expect(map.getByRole('img', { name: /^Map of deposit market share in the \d+ count/ })).toBeVisible();
  await expect(map.getByText('Branches, sized by deposits')).toBeVisible();
  await expect(deposits.locator('[data-state]')).toHaveCount(0);
  // The view is framed on the bank's states, so its middle is one of its counties or a neighbour.
  await drawing.hover();
  await expect(drawing.getByText(/Market share: \d+\.\d%|No branches|Deposits: \$/)).toBeVisible();
  const counties = deposits.getByRole('table', { name: 'Deposit share by County' });
  await expect(counties).toBeVisible();
  await expect(counties.getByRole('row').nth(1)).toContainText(/%/);
  await deposits.getByRole('tab', { name: /MSAs/ }).click();
  await expect(
    deposits.getByRole('table', { name: 'Deposit share by MSA' }).or(deposits.getByText(/No msa markets/)),
  ).toBeVisible();

  const contacts = section(page, 'FI Contacts');
  const contactRows = contacts.getByRole('table', { name: 'FI contacts' }).getByRole('row');
  await expect(contactRows.nth(1)).toBeVisible();
  const all = await contactRows.count();
  await contacts.getByRole('checkbox', { name: 'With e-mail only' }).check();
  await expect.poll(async () => contactRows.count()).toBeLessThanOrEqual(all);
  await expect(contactRows.nth(1)).toContainText('@');

  // The institution's apps when the data set has its snapshots, else the section says it has none.
  const digital = section(page, 'Digital Channels');
  await expect(
    digital
      .getByRole('table', { name: 'Mobile banking apps' })
      .or(digital.getByText(/No digital channels data on record|No mobile banking app on record/)),
  ).toBeVisible();
  await expect(digital.getByRole('link', { name: 'Open Digital Channels' })).toBeVisible();

  await expectNoAxeViolations(page, 'FIN Profile');
});

test('FIN Profile: contacts only with contact_details, or for a holding company', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page, 'bank', FI_TYPE_LABELS.bank);
  await expect(section(page, 'Bank Profile')).toBeVisible({ timeout: 30_000 });
  await expect(section(page, 'Deposit Share')).toBeVisible();
  await expect(section(page, 'FI Contacts')).toHaveCount(0);

  await openProfile(page, 'Bancorp', FI_TYPE_LABELS.bhc);
  await expect(section(page, 'Bank Profile')).toBeVisible({ timeout: 30_000 });
  const contacts = section(page, 'FI Contacts');
  await expect(contacts).toBeVisible();
  await expect(contacts.getByRole('table', { name: 'FI contacts' }).getByRole('row').nth(1)).toBeVisible();
  await expect(section(page, 'Digital Channels')).toBeVisible();
});
