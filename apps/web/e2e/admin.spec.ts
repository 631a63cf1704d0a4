import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_PASSWORD, readFromNewestMail, signIn } from './support/helpers';

test("a client admin opening another tenant's user gets the server's 403 and no data", async ({
  page,
  request,
}) => {
  // Look the id up as the FIN Admin, through the API, in a request context of its own.
  const signedIn = await request.post('/api/session', {
    headers: { 'x-csrf-token': 'anonymous' },
    data: { email: DEMO.superadmin, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const list = await request.get(`/api/admin/users?q=${encodeURIComponent(DEMO.fi)}`);
  const { users } = (await list.json()) as { users: { id: number; email: string }[] };
  const fi = users.find((u) => u.email === DEMO.fi);
  expect(fi).toBeTruthy();

  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  const denied = page.waitForResponse((r) => r.url().endsWith(`/api/admin/users/${fi?.id}`));
  await page.goto(`/admin/user/${fi?.id}/edit`);
  expect((await denied).status()).toBe(403);
  await expect(page.getByText(MESSAGES.toast.forbidden)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(DEMO.fi)).toHaveCount(0);
});

test('a client admin sees only their own users', async ({ page }) => {
  await signIn(page, DEMO.clientadmin);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('cell', { name: DEMO.vendor })).toBeVisible();
  await expect(page.getByRole('cell', { name: DEMO.fi })).toHaveCount(0);
});

test('a FIN Admin impersonates a user from mock users and ends it from the banner', async ({ page }) => {
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Super Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await page.getByRole('main').getByRole('link', { name: 'Mock users', exact: true }).click();
  await expect(page).toHaveURL(/\/super_admin\/mock_users$/);

  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.vendor);
  await expect(page).toHaveURL(/[?&]q=vendor%40demo/);
  const row = page.getByRole('row').filter({ hasText: DEMO.vendor });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Log in as' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('You are signed in as Riley Chen by Avery Quinn.');
  await expect(page.getByRole('button', { name: 'Account menu for Riley Chen' })).toBeVisible();

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page).toHaveURL(/\/super_admin\/mock_users$/);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for Avery Quinn' })).toBeVisible();
});

test('a signed-out visitor is returned to the page they asked for after signing in', async ({ page }) => {
  await page.goto('/super_admin/audit_log');
  await expect(page).toHaveURL(/\/sign_in$/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.superadmin);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/super_admin\/audit_log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
});

test('a client admin invites a user, who joins from the e-mailed link', async ({ page, browser }) => {
  // Two browser contexts and several password hashes: more than a one-page test.
  test.slow();
  const email = `e2e-invite-${Date.now().toString(36)}@example.test`;
  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ivy Invitee');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  // Nothing chosen yet: the form answers in words, never with the contract's raw text.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Choose a role from the list.')).toBeVisible();
  await expect(page.getByText(/Invalid option|expected one of/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Role' }).click();
  // Only the roles a client admin may grant are offered.
  await expect(page.getByRole('option')).toHaveText(['Client Admin', 'User', 'Guest', 'Viewer']);
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Vendor', exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(MESSAGES.toast.actionSuccess)).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  const link = await readFromNewestMail(browser, email, /(\/invite_register\?token=\S+)/);
  const invitee = await browser.newPage({ baseURL: new URL(page.url()).origin });
  try {
    await invitee.goto(link);
    await expect(invitee.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ivy Invitee');
    await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Ivy-Invite-2026');
    await invitee.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expect(invitee.getByRole('button', { name: 'Account menu for Ivy Invitee' })).toBeVisible();
  } finally {
    await invitee.close();
  }
});

test('a client admin follows their users’ activity and exports it; a FIN Admin opens one client’s activity', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'User Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/user_activity/);
  await expect(page.getByRole('heading', { name: 'User Activity' })).toBeVisible();

  // The sign-in just made is the newest event; the company's users (with their demo history) are
  // listed, another client's are not.
  const latest = page.getByRole('table', { name: 'Recent activity' }).getByRole('row').nth(1);
  await expect(latest).toContainText('Signed in');
  await expect(latest).toContainText(DEMO.clientadmin);
  const users = page.getByRole('table', { name: 'Activity per user' });
  await expect(users).toContainText(DEMO.vendor);
  await expect(users).not.toContainText(DEMO.fi);
  await expect(page.getByTestId('activity-trend-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Demo data')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^user-activity-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = test.info().outputPath('activity.csv');
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/Ref FA-[A-Z2-7]{12}\./);
  expect(lines[1]).toMatch(/^Day,User,E-mail,Client group,Module,Sign-ins,/);
  expect(lines.some((line) => line.includes(DEMO.clientadmin) && line.includes('General,'))).toBe(true);
  expect(lines.some((line) => line.includes(DEMO.fi))).toBe(false);

  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.superadmin);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.goto('/super_admin/dashboard');
    await admin.getByRole('main').getByRole('link', { name: 'Client Activity Reports' }).click();
    await expect(admin).toHaveURL(/\/super_admin\/client_activity_reports$/);
    const clients = admin.getByRole('table', { name: 'Client activity' });
    const client = 'Summit Ridge Software (demo)';
    await expect(clients.getByRole('row').filter({ hasText: client })).toHaveCount(1);
    await clients.getByRole('button', { name: client }).click();
    await expect(admin).toHaveURL(/[?&]group_id=\d+/);
    await expect(admin.getByRole('heading', { name: client })).toBeVisible();
    await expect(admin.getByTestId('activity-trend-chart').locator('svg').first()).toBeVisible();
    const clientUsers = admin.getByRole('table', { name: 'Activity per user' });
    await expect(clientUsers).toContainText(DEMO.clientadmin);
    await expect(clientUsers).not.toContainText(DEMO.fi);
    await admin.getByRole('button', { name: '← All clients' }).click();
    await expect(admin.getByRole('table', { name: 'Client activity' })).toBeVisible();
  } finally {
    await context.close();
  }
});
