import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';
import { saveAdvancedBankGroup } from './support/peer-groups';

// Progress: a background job's progress streams to the page until it is done.

test("a new peer group's member computation streams its progress to 100% and Done", async ({ page }) => {
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics/advisor/select_institution');
  await page.getByRole('combobox', { name: 'Find an institution' }).fill('bank');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/select_peer_group$/);

  // A group by criteria: its members are computed by a job.
  const name = `E2E progress ${Date.now().toString(36)}`;
  await saveAdvancedBankGroup(page, name, 100000);

  const computation = page.getByRole('region', { name: 'Peer group computation' });
  await expect(computation).toContainText(`Computing the members of “${name}”`);
  await expect(computation.getByRole('progressbar', { name: `Computing ${name}` })).toBeVisible();
  await expect(computation.getByTestId('job-progress-percent')).toHaveText('100%', { timeout: 30_000 });
  await expect(computation.getByRole('status')).toHaveText('Done');
  await expect(page.getByTestId('selected-peer-group')).toContainText(name);
});
