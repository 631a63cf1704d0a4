import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// User guide: the current module's guide, downloaded from the top bar.

test('a module with a user guide offers it as a PDF download', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics/reporter/select_institution');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the Reporter user guide' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const first = await new Promise<Buffer>((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  // Modules without a guide offer none.
  await page.goto('/fi_prospect/intent/signals');
  await expect(page.getByRole('link', { name: /user guide/ })).toHaveCount(0);
});
