import { MESSAGES } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillSignIn, signIn } from '../support/helpers';

test('a signed-out visitor asking for a module page signs in and lands on it', async ({ page }) => {
  await page.goto('/technographics/about');
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await fillSignIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/technographics\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Technographics' })).toBeVisible();
});

test('a module the group did not buy is refused with the guard toast and a trip home', async ({ page }) => {
  await signIn(page, DEMO.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/fi_prospect/vendor_fit/predictions');
  await expect(page.getByText(MESSAGES.toast.moduleNotEnabled, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A bought module opens.
  await page.goto('/analytics/reporter/select_report');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Report' })).toBeVisible();
});

test('a session that ends server-side sends the next call to sign-in and back to the page', async ({
  page,
}) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The session dies elsewhere (expiry, a sign-out in another tab): the cookie no longer works.
  const session = (await (await page.request.get('/api/session')).json()) as { csrf_token: string };
  const ended = await page.request.delete('/api/session', {
    headers: { 'x-csrf-token': session.csrf_token },
  });
  expect(ended.status()).toBe(204);

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/users/subscriptions'));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Subscriptions' })
    .click();
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/sign_in$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.vendor);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/subscriptions$/);
  await expect(page.getByText('You have no subscriptions yet')).toBeVisible();
});

test('a 403 from any call says so and goes to the dashboard', async ({ page, request }) => {
  const admin = await request.post('/api/session', {
    headers: { 'x-csrf-token': 'anonymous' },
    data: { email: DEMO.superadmin, password: DEMO_PASSWORD },
  });
  expect(admin.ok()).toBe(true);
  const { groups } = (await (await request.get('/api/admin/groups?q=Prairie')).json()) as {
    groups: { id: number }[];
  };
  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const denied = page.waitForResponse((r) => r.url().endsWith(`/api/admin/groups/${groups[0]?.id}`));
  await page.goto(`/admin/group/${groups[0]?.id}/edit`);
  expect((await denied).status()).toBe(403);
  await expect(page.getByText(MESSAGES.toast.forbidden, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
