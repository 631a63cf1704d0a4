import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// Downloads: the FIN Admin's download log, and the read-back that names who downloaded a file.
// (A fingerprinted file identified end to end: conferences.spec.ts.)

test('a FIN Admin opens the download log and is told when a file carries no fingerprint', async ({
  page,
}) => {
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/super_admin/large_downloads_report');
  await expect(page.getByRole('heading', { level: 1, name: 'Large Downloads' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Download log' })).toBeVisible();

  const identify = page.getByRole('region', { name: 'Identify a downloaded file' });
  await identify.locator('input[type="file"]').setInputFiles({
    name: 'found.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Assets\r\nAcme,1\r\n'),
  });
  await identify.getByRole('button', { name: 'Identify' }).click();
  await expect(identify.getByText(/This file carries no FIN Atlas fingerprint/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who downloaded the file' })).toHaveCount(0);
});
