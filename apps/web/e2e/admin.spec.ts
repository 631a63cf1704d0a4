import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES } from '@fin-atlas/domain';
import { request as apiRequest, expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
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

/**
 * A company of its own (so its defaults reach no other test's users) with a client admin, a user
 * and a peer group the admin shares with the company, set up through the real API.
 */
async function companyWithSharedPeerGroup(tag: string) {
  const company = `E2E Defaults ${tag}`;
  const api = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const asAdmin = await api.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: DEMO.superadmin, password: DEMO_PASSWORD },
    });
    const csrf = ((await asAdmin.json()) as { csrf_token: string }).csrf_token;
    const group = await api.post('/api/admin/groups', {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: company,
        group_type_id: 3,
        purchased_modules: { fin_advisor: true, fin_reporter: true, fin_profile: true },
        enterprise_permissions: { fi_analytics: true },
      },
    });
    expect(group.status(), await group.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  const admin = await createAccount({
    prefix: 'e2e-defaults-admin',
    userName: 'Dana Defaults',
    group: company,
    role: 'Client Admin',
  });
  const user = await createAccount({ prefix: 'e2e-defaults-user', userName: 'Uma Landing', group: company });

  const asClient = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await asClient.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: admin.email, password: admin.password },
    });
    const csrf = ((await signedIn.json()) as { csrf_token: string }).csrf_token;
    const found = (await (await asClient.get('/api/institutions/search?q=bank&limit=20')).json()) as {
      institutions: { id: number; fi_type: string }[];
    };
    const peers = found.institutions.filter((i) => i.fi_type === 'bank').slice(0, 8);
    const peerGroupName = `Shared peers ${tag}`;
    const created = await asClient.post('/api/peer_groups', {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: peerGroupName,
        builder: 'quick',
        shared: true,
        criteria: { institution_ids: peers.map((p) => p.id) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    // Its members are computed by a job; users land on it once it is ready.
    await expect
      .poll(
        async () =>
          ((await (await asClient.get(`/api/peer_groups/${id}`)).json()) as { status: string }).status,
      )
      .toBe('ready');
    return { admin, user, peerGroupName };
  } finally {
    await asClient.dispose();
  }
}

test('Single Click Defaults: a client admin sets where users land, and a user signing in fresh lands in Advisor there', async ({
  page,
  browser,
}) => {
  test.slow();
  const { admin, user, peerGroupName } = await companyWithSharedPeerGroup(Date.now().toString(36));

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Single Click Defaults' }).click();
  await expect(page).toHaveURL(/\/admin\/direct_access_defaults$/);
  await page.getByRole('combobox', { name: 'Default institution' }).fill('bank');
  const bank = page
    .getByRole('option')
    .filter({ hasText: /Bank · .*Cert \d/ })
    .first();
  const bankName = (await bank.locator('p').first().textContent())?.trim() ?? '';
  await bank.click();
  await expect(page.getByTestId('default-institution')).toContainText(bankName);
  await page.getByRole('combobox', { name: 'Default peer group' }).click();
  await page.getByRole('option', { name: new RegExp(`^${peerGroupName}`) }).click();
  await page.getByRole('combobox', { name: 'Span' }).click();
  await page.getByRole('option', { name: 'Quarter', exact: true }).click();
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText(MESSAGES.toast.actionSuccess)).toBeVisible();
  await expect(page.getByText(/Last changed .* by Dana Defaults\./)).toBeVisible();

  // The user has never chosen anything: Advisor starts where the company's defaults say.
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const userPage = await context.newPage();
    await signIn(userPage, user.email, user.password);
    await expect(userPage).toHaveURL(/\/dashboard$/);
    await userPage.goto('/analytics/advisor');
    await expect(userPage).toHaveURL(/\/analytics\/advisor\/select_institution$/);
    await expect(userPage.getByTestId('selected-institution')).toHaveText(bankName);
    await expect(userPage.getByTestId('selected-peer-group')).toContainText(peerGroupName);
    await userPage.goto('/analytics/advisor/profit/summary');
    const landed = userPage.getByTestId('advisor-context');
    await expect(landed).toContainText(`${bankName} against ${peerGroupName}`);
    // The company's span: figures read by quarter rather than the app's trailing twelve months.
    await expect(landed).toContainText(/, quarter\.$/);
  } finally {
    await context.close();
  }
});

/** A solid square PNG of `size` pixels, written as an image editor would (IHDR, one IDAT, IEND). */
function squarePng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("a FIN Admin uploads an institution's logo and sees it in the institution's FIN Profile", async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/super_admin/upload_logo');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Logo' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Institution' }).fill('bank');
  const option = page.getByRole('option').filter({ hasText: 'Bank · ' }).first();
  await expect(option).toBeVisible();
  const name = (await option.locator('p').first().textContent())?.trim() ?? '';
  const hit = (await option.textContent())?.trim() ?? '';
  await option.click();

  const editor = page.getByRole('region', { name: `Logo of ${name}` });
  await expect(editor).toContainText('Showing the generated monogram.');
  // A renamed document is refused by its bytes, whatever its name and declared type.
  await editor.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4 not an image'),
  });
  await editor.getByRole('button', { name: 'Upload logo' }).click();
  await expect(editor).toContainText('The file is not a PNG, JPEG or SVG image.');

  const LOGO_SIZE = 40;
  await editor.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: squarePng(LOGO_SIZE, [11, 61, 145]),
  });
  await editor.getByRole('button', { name: 'Upload logo' }).click();
  await expect(editor).toContainText(/Showing the uploaded PNG logo/);
  await expect(page.getByRole('region', { name: 'Uploaded logos' })).toContainText(name);

  // The institution's FIN Profile shows the uploaded image in its header, not the monogram.
  await page.goto('/analytics/fin_profile/select_institution');
  await page.getByRole('combobox', { name: 'Find an institution' }).fill(name);
  const same = page.getByRole('option').filter({ hasText: hit }).first();
  await expect(same).toBeVisible();
  await same.click();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/fin_profile\/custom_profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const logo = page.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(LOGO_SIZE);
  const served = await logo.evaluate(async (img: HTMLImageElement) => {
    const response = await fetch(img.currentSrc);
    return response.headers.get('content-type');
  });
  expect(served).toBe('image/png');
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
