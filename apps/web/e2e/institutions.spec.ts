import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// Institutions: how current the institution data is, shown on every signed-in page.

test('the top bar says which quarter the data is as of, and that it is demo data', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  const badge = page.getByTestId('data-as-of');
  await expect(badge).toContainText(/Data as of Q[1-4] \d{4}/);
  await expect(badge).toContainText('Demo data');
});
