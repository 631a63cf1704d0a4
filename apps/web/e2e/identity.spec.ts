import { IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import {
  DEMO,
  DEMO_PASSWORD,
  fillSignIn,
  readFromNewestMail,
  readVerificationCode,
  signIn,
} from './support/helpers';

test('a user signs in and lands on the dashboard', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Riley Chen' })).toBeVisible();
});

test("a wrong password shows the server's message and stays on sign-in", async ({ page }) => {
  await signIn(page, DEMO.limited, 'not-the-password-1');
  await expect(page.getByText(IDENTITY_MESSAGES.badCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);
});

test('an unverified account verifies with the mailed code, then signs in again', async ({
  page,
  browser,
}) => {
  // Two browser contexts and several password hashes: more than a one-page test.
  test.slow();
  await signIn(page, DEMO.unverified);
  await expect(page).toHaveURL(/\/verify_email\?email=unverified%40demo\.finatlas\.test$/);
  await expect(page.getByText(IDENTITY_MESSAGES.emailUnverified)).toBeVisible();

  const code = await readVerificationCode(browser, DEMO.unverified);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Verification does not sign in: the user is sent back to sign in again.
  await expect(page).toHaveURL(/\/sign_in\?email=/);
  await expect(page.getByText(IDENTITY_MESSAGES.verified)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Sam Ortiz' })).toBeVisible();
});

test('a wrong verification code is refused with the spec message', async ({ page }) => {
  await page.goto('/verify_email?email=nobody%40example.test');
  await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid token. please retry.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify_email/);
});

test('a visitor signs up, verifies the e-mail address and signs in', async ({ page, browser }) => {
  // Two browser contexts and several password hashes: more than a one-page test.
  test.slow();
  const email = `e2e-signup-${Date.now().toString(36)}@example.test`;
  const password = 'Atlas-Signup-2026';
  await page.goto('/sign_up');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Dana Fields');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await expect(page.getByText('at least 12 characters (not met yet)')).toBeAttached();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByText('at least 12 characters (met)')).toBeAttached();
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Vendor', exact: true }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Fields Consulting');
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify_email\?email=/);
  await expect(page.getByText(IDENTITY_MESSAGES.signUpAccepted)).toBeVisible();
  const code = await readVerificationCode(browser, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/sign_in\?email=/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Dana Fields' })).toBeVisible();
});

test('single sign-on round trip through the local OpenID provider', async ({ page }) => {
  // The provider's development pages import a web font; the test machine has no internet.
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
  await page.goto('/sso');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('sso-user@sso.finatlas.test');
  await page.getByRole('button', { name: 'Continue' }).click();

  // oidc-provider's development interactions: a login form, then a consent screen.
  await page.getByPlaceholder('Enter any login').fill('sso-user@sso.finatlas.test');
  await page.getByPlaceholder('and password').fill('any-password-works');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The callback signs in, then /redirect loads the shell: on a loaded two-core runner that took more
  // than the default five seconds once.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('a forgotten password is reset from the e-mailed link, once', async ({ page, browser }) => {
  // Two browser contexts and several password hashes: more than a one-page test.
  test.slow();
  // An account of its own: resetting a shared demo account's password would break parallel tests.
  const account = await createAccount({
    prefix: 'e2e-reset',
    userName: 'Robin Reset',
    fiMenu: true,
    group: 'Prairie',
  });
  await page.goto('/sign_in');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(IDENTITY_MESSAGES.resetRequested)).toBeVisible();

  const link = await readFromNewestMail(browser, account.email, /(\/new_password\/\S+\/edit)/);
  await page.goto(link);
  const newPassword = 'Prairie-Reset-2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/sign_in\?email=/);
  await expect(page.getByText(IDENTITY_MESSAGES.passwordChanged)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link);
  await expect(page.getByText(IDENTITY_MESSAGES.resetLinkInvalid)).toBeVisible();
});

test('the redirect page only follows paths on this site', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/redirect?to=%2F%2Fevil.example%2Fsteal');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});
