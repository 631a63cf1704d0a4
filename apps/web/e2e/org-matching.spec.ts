import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// Org matching: an uploaded list's row the matcher could not place is matched by hand, with the
// institution picker, in the review step CRM lists and conference lists share.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an organisation the matcher missed is matched by hand with the institution picker', async ({
  page,
}) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  const found = await page.request.get('/api/institutions/search?q=credit%20union&limit=5');
  const [institution] = ((await found.json()) as { institutions: { name: string }[] }).institutions;
  expect(institution).toBeTruthy();
  const name = institution?.name ?? '';
  const listName = `E2E matching ${Date.now().toString(36)}`;
  const csv =
    'Account Name,Website,Billing City,Billing State/Province\r\nGlobex Consulting Partners,globex.example,Denver,CO\r\n';

  await page.goto('/technographics/crm_data');
  await page.getByRole('textbox', { name: 'List name' }).fill(listName);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await expect(page.getByText(`${listName}: 0 matched, 0 to review, 1 not matched.`)).toBeVisible();

  const panel = page.getByRole('region', { name: `Accounts of ${listName}` });
  const row = panel
    .getByRole('table', { name: 'Matched accounts' })
    .getByRole('row')
    .filter({ hasText: 'Globex' });
  await expect(row).toContainText('Not matched');
  await row.getByRole('button', { name: 'Find another institution for line 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Line 2: Globex Consulting Partners' });
  await dialog.getByRole('combobox', { name: 'Institution' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(name)} · `) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Confirm this institution' }).click();
  await expect(page.getByText(`Line 2: ${name} confirmed.`)).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(name);

  await panel.getByRole('button', { name: 'Delete list' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the CRM list?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel).toHaveCount(0);
});
