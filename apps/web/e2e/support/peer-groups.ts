import { expect, type Page } from '@playwright/test';

/**
 * Saves a new advanced-search peer group of banks above `minAssets` ($000) from the select-peer-group
 * page, once the live count has answered; its members are then computed by a job.
 */
export async function saveAdvancedBankGroup(page: Page, name: string, minAssets: number): Promise<void> {
  await page.getByRole('button', { name: 'New peer group' }).click();
  const builder = page.getByRole('region', { name: 'New peer group' });
  await builder
    .locator('label')
    .filter({ hasText: /^Advanced search$/ })
    .click();
  await builder
    .locator('label')
    .filter({ hasText: /^Bank$/ })
    .click();
  await builder.getByRole('textbox', { name: 'Total Assets ($000) minimum' }).fill(String(minAssets));
  await expect(page.getByTestId('live-count')).toHaveText(/^[1-9][\d,]*$/);
  await builder.getByRole('textbox', { name: 'Name' }).fill(name);
  await builder.getByRole('button', { name: 'Save peer group' }).click();
}

/** On a select-institution page, adds the first bank the typeahead offers for "bank"; returns its name. */
export async function addFirstBank(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Add an institution' }).fill('bank');
  const bank = page
    .getByRole('option')
    .filter({ hasText: /Bank · .*Cert \d/ })
    .first();
  await expect(bank).toBeVisible();
  const bankName = (await bank.locator('p').first().textContent())?.trim() ?? '';
  await bank.click();
  await expect(page.getByTestId('selected-institution')).toHaveText(bankName);
  return bankName;
}
