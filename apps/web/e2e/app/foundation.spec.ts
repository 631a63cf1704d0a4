import { expect, test } from '@playwright/test';

test('an unknown page shows the lost page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops! You're lost.")).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
});

test('the unauthorized page explains itself', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByText('Unauthorized.', { exact: true })).toBeVisible();
  await expect(page.getByText('You are not authorized. Please contact admin.')).toBeVisible();
});

test('the root goes to the dashboard, which asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the server reports the revision of the build the browser loaded', async ({ page }) => {
  await page.goto('/dashboard');
  const loaded = await page.locator('meta[name="fin-atlas-revision"]').getAttribute('content');
  expect(loaded).toBeTruthy();
  const response = await page.request.get('/api/status/latest_revision');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ revision: loaded });
});

test('a lost-page link heads for the dashboard (sign-in first when signed out)', async ({ page }) => {
  await page.goto('/definitely/missing');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
});
