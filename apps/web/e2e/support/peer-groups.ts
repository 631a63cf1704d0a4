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
