import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_EXPORT_COLUMNS, EXCEL_NOTICE, FIRMOGRAPHIC_ELEMENT as F } from '@fin-atlas/domain';
import { type Browser, type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectReadable, keepScreenshot } from './support/fin-query';
import { BASE_URL, DEMO, signIn } from './support/helpers';

// Subscriptions end to end on the built app, the real server and its job queue: a vendor user (a
// fresh account of the demo mortgage analytics company, which has a pricing schedule: each delivery
// is an order; no other test touches that company's tokens) subscribes to a saved query from Saved Reports and finds it on
// /user/subscriptions; a FIN Admin runs it now from /super_admin/manage_subscrptions; the vendor
// sees the new delivery counted in the account menu, downloads the file and reads the licence
// notice, the header and the rows in it.

// The journey leaves its marks on the server (a saved query, a subscription, a delivery): a retry on
// the same server would start from another state, so a failure is reported as it is.
test.describe.configure({ retries: 0 });

const run = Date.now().toString(36);
const QUERY_NAME = `E2E subscribed banks ${run}`;

const firmographic = (id: string, elementId: number) => ({
  id,
  element_objects: [
    { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
  ],
});

/** Texas banks, saved by the vendor through the API as the builder would save it. */
async function saveQueryAs(email: string, password: string): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const session = await api.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email, password },
    });
    expect(session.ok(), await session.text()).toBe(true);
    const { csrf_token } = (await session.json()) as { csrf_token: string };
    const query = {
      elements: [firmographic('e-state', F.state), firmographic('e-type', F.fiType)],
      criteria: {
        type: 'group',
        operator: 'and',
        children: [
          { type: 'rule', id: 'r-state', element: 'e-state', operator: 'in', value: ['TX'] },
          { type: 'rule', id: 'r-type', element: 'e-type', operator: 'in', value: ['bank'] },
        ],
      },
    };
    const saved = await api.post('/api/advanced_query/save_query', {
      headers: { 'x-csrf-token': csrf_token },
      data: {
        advanced_query: {
          name: QUERY_NAME,
          description: 'Banks headquartered in Texas, delivered monthly.',
          group_ids: [],
          query: JSON.stringify(query),
          query_type: 'fin_query',
          save_as_peer_group: false,
          is_global: false,
          institution_id: null,
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

async function signedIn(
  browser: Browser,
  email: string,
  password?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function subscribeFromSavedReports(page: Page) {
  await page.goto('/technographics/fin_query/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Reports' })).toBeVisible();
  await page.getByRole('button', { name: `Subscribe to ${QUERY_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to “${QUERY_NAME}”` });
  // The spec's defaults: monthly, a link in the app, CSV.
  await expect(dialog.getByRole('combobox', { name: 'Schedule' })).toHaveValue('Monthly');
  await expect(dialog.getByRole('radio', { name: /^Link in the app/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await expect(dialog).toContainText("each delivery is an order at your company's pricing");
  await keepScreenshot(page, 'subscriptions-dialog');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeHidden();
  const manage = page.getByRole('link', { name: `Subscribed to ${QUERY_NAME}: manage` });
  await expect(manage).toBeVisible();
  await expectReadable(page, 'saved queries with a subscription');
  await manage.click();
  await expect(page).toHaveURL(/\/user\/subscriptions$/);
  const card = page.getByRole('article', { name: QUERY_NAME });
  await expect(card).toContainText('Monthly');
  await expect(card).toContainText('Link in the app, CSV');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Nothing delivered yet.');
}

/** The FIN Admin finds the vendor's subscription and runs it at once; the row shows the delivery. */
async function runNowAsFinAdmin(browser: Browser, email: string) {
  const { context, page } = await signedIn(browser, DEMO.superadmin);
  try {
    await page.goto('/super_admin/dashboard');
    await page.getByRole('link', { name: 'Manage Subscriptions' }).click();
    await expect(page).toHaveURL(/\/super_admin\/manage_subscrptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscriptions' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(email);
    const table = page.getByRole('table', { name: 'Subscriptions' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(QUERY_NAME);
    await expect(row).toContainText('Keystone Mortgage Analytics');
    await expect(row).toContainText('None yet');
    await row.getByRole('button', { name: `Run the subscription of ${email} to ${QUERY_NAME} now` }).click();
    // The list is read again while the delivery runs, until it is delivered.
    await expect(row).toContainText('Delivered', { timeout: 60_000 });
    await keepScreenshot(page, 'subscriptions-admin');
    await expectReadable(page, 'manage subscriptions');
    await row.getByRole('button', { name: /^Delivery history of / }).click();
    const drawer = page.getByRole('dialog', { name: `Deliveries of “${QUERY_NAME}”` });
    await expect(drawer).toContainText('Not opened yet');
    await expect(drawer.getByRole('button', { name: /^Download / })).toBeVisible();
    await keepScreenshot(page, 'subscriptions-admin-history');
  } finally {
    await context.close();
  }
}

test('a saved query subscribed, run now by a FIN Admin, and its file opened by the subscriber', async ({
  browser,
}) => {
  test.slow();
  const account = await createAccount({
    prefix: 'e2e-subscriber',
    userName: 'Sam Subscriber',
    group: 'Keystone',
  });
  await saveQueryAs(account.email, account.password);
  const { context, page } = await signedIn(browser, account.email, account.password);
  try {
    await subscribeFromSavedReports(page);
    await runNowAsFinAdmin(browser, account.email);

    await page.reload();
    await expect(
      page.getByRole('button', { name: /^Account menu for Sam Subscriber, 1 new delivered file$/ }),
    ).toBeVisible();
    const card = page.getByRole('article', { name: QUERY_NAME });
    const delivery = card
      .getByRole('table', { name: `Deliveries of ${QUERY_NAME}` })
      .getByRole('row')
      .nth(1);
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('New');
    const rows = Number(((await delivery.getByRole('cell').nth(2).textContent()) ?? '').replace(/\D/g, ''));
    expect(rows).toBeGreaterThan(0);
    await keepScreenshot(page, 'subscriptions-user');
    await expectReadable(page, 'user subscriptions');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      delivery.getByRole('button', { name: /^Download / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = path.join(tmpdir(), `subscriptions-e2e-${run}.csv`);
    await download.saveAs(file);
    // Opening it marks it seen: the mark and the count go.
    await expect(delivery).not.toContainText('New');
    await expect(page.getByRole('button', { name: 'Account menu for Sam Subscriber' })).toBeVisible();

    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toContain(EXCEL_NOTICE);
    expect(lines[1]?.startsWith(DEFAULT_EXPORT_COLUMNS.map((c) => c.label).join(','))).toBe(true);
    expect(lines.length - 2).toBe(rows);
    expect(lines.slice(2).every((line) => line.includes('Bank'))).toBe(true);
  } finally {
    await context.close();
  }
});
