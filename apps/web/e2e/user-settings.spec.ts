import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { DEMO, fillSignIn, signIn } from './support/helpers';

test('settings: a user renames themselves and changes their password', async ({ page }) => {
  test.slow();
  const account = await createAccount({ prefix: 'e2e-settings', userName: 'Sasha Settings' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu for Sasha Settings' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/settings$/);

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Name' }).fill('Sasha Q. Settings');
  await profile.getByRole('textbox', { name: 'Company' }).fill('Settings Co');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Action successfully performed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Sasha Q. Settings' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill('not-the-password-9');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New-2026');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('Brand-New-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Current password' }).fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password was changed\./)).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await fillSignIn(page, account.email, 'Brand-New-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('settings: a FIN API user creates and revokes an API key', async ({ page }) => {
  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'API key' });
  await section.getByRole('button', { name: /Create API key|Replace API key/ }).click();
  const key = await section.getByTestId('new-api-key').textContent();
  expect(key).toMatch(/^fin_/);
  const api = await page.request.get('/api/users', { headers: { authorization: `Bearer ${key}` } });
  expect(api.status()).toBe(200);
  await section.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the API key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(section.getByText('You have no API key.')).toBeVisible();
  const revoked = await page.request.get('/api/users', { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
});

test('subscriptions: the list shows its empty state', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByText('You have no subscriptions yet')).toBeVisible();
});
