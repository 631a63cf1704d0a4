import { MESSAGES } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/helpers';

// Client errors: a failure the browser meets is shown to the user and lands in the FIN Admin's log.

test('an unexpected failure shows the alerted-team toast and is recorded for FIN Admins', async ({
  page,
  browser,
}) => {
  const requestId = `e2e-${Date.now().toString(36)}`;
  await page.route('**/api/home/figures', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error', requestId } }),
    }),
  );
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(MESSAGES.toast.genericError, { exact: true })).toBeVisible();

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.superadmin);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.goto('/super_admin/client_errors');
    await admin.getByRole('searchbox', { name: 'Search the error log' }).fill('/api/home/figures');
    const row = admin.getByRole('row').filter({ hasText: requestId });
    await expect(row).toBeVisible();
    await expect(row).toContainText(DEMO.fi);
    await expect(row).toContainText('GET /api/home/figures → 500');
  } finally {
    await context.close();
  }
});
