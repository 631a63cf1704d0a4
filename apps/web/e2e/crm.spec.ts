import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// CRM: a vendor uploads an account export, finds it on the CRM dashboard and deletes it again.

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

test('a vendor uploads a CRM export, sees it on the CRM dashboard and deletes it', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  const found = await page.request.get('/api/institutions/search?q=bank&limit=5');
  const [bank] = ((await found.json()) as { institutions: { name: string; city: string; state: string }[] })
    .institutions;
  expect(bank).toBeTruthy();
  const listName = `E2E pipeline ${Date.now().toString(36)}`;
  const csv = [
    ['Account Name', 'Website', 'Billing City', 'Billing State/Province'],
    [bank?.name ?? '', '', bank?.city ?? '', bank?.state ?? ''],
    ['Globex Consulting Partners', 'globex.example', 'Denver', 'CO'],
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');

  await page.goto('/technographics/crm_data');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Data Enrichment' })).toBeVisible();
  await page.getByRole('textbox', { name: 'List name' }).fill(listName);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await expect(
    page.getByText(new RegExp(`^${listName}: \\d matched, \\d to review, \\d not matched\\.$`)),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: `Accounts of ${listName}` })).toBeVisible();

  // The dashboard counts every list of the company, this one among them.
  await page.goto('/crm_data/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  const lists = page.getByRole('table', { name: 'CRM lists' });
  await lists.getByRole('button', { name: listName }).click();
  await expect(page.getByText(`Accounts of “${listName}”.`)).toBeVisible();

  await page.goto('/technographics/crm_data');
  await page.getByRole('table', { name: 'CRM lists' }).getByRole('button', { name: listName }).click();
  await page
    .getByRole('region', { name: `Accounts of ${listName}` })
    .getByRole('button', { name: 'Delete list' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete the CRM list?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByRole('table', { name: 'CRM lists' }).getByRole('button', { name: listName }),
  ).toHaveCount(0);
});
