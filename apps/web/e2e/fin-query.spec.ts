import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_EXPORT_COLUMNS, EXCEL_NOTICE } from '@fin-atlas/domain';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  addRule,
  BUILDER_PATH,
  chooseOperator,
  chooseOptions,
  columnFigures,
  expectReadable,
  expectTotalChange,
  fillRange,
  keepScreenshot,
  ruleOf,
  settledTotal,
} from './support/fin-query';
import { BASE_URL, DEMO, signIn } from './support/helpers';

// FIN Query end to end on the built app and the demo data, as the journey: a FIN Admin
// prices the vendor's company; the vendor builds a six-rule tree across four categories watching
// the running total move with every edit, runs it and sorts the list, saves it (and meets the
// duplicate-name refusal), keeps it as a peer group and picks that group in Reporter, prices the
// list and downloads it as Excel; the vendor's client admin finds the order in the company's
// report. Each screen is also checked for clipped or overlapping text at a laptop's and a
// desktop's width.

// The journey leaves its marks on the server (the company's schedule, tokens drawn, one order): a retry
// on the same server would start from another state, so a failure is reported as it is.
test.describe.configure({ retries: 0 });

const run = Date.now().toString(36);
const TEMPLATE = `E2E standard ${run}`;
const QUERY_NAME = `E2E prospects ${run}`;
const PEER_QUERY_NAME = `E2E prospect peers ${run}`;
const TOKENS = 5000;
const BRANCH_STATES = ['Texas', 'California', 'Illinois', 'Pennsylvania', 'Ohio', 'New York', 'Florida'];
const CORE_VENDORS = ['Northgate Core Systems', 'Harborline Technologies'];
const ROA = 'Return on Average Assets (ROA)';

const institutions = (n: number) => `${n.toLocaleString('en-US')} institution${n === 1 ? '' : 's'}`;

async function signedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function chooseOption(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The FIN Admin gives the vendor's company a schedule from a new template, with prepaid tokens. */
async function priceTheVendorCompany(page: Page) {
  await page.goto('/super_admin/pricing_schedules_templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing Schedule Templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New pricing template' });
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await form.getByRole('textbox', { name: 'Cost per institution per element' }).fill('0.05');
  await form.getByRole('textbox', { name: 'Minimum price' }).fill('10');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('table', { name: 'Pricing schedule templates' })).toContainText(TEMPLATE);

  await page.goto('/super_admin/client_pricing_schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Pricing Schedules' })).toBeVisible();
  await chooseOption(page, 'Client group', /^Summit Ridge Software/);
  await chooseOption(page, 'Template', new RegExp(`^${TEMPLATE}$`));
  await page.getByRole('textbox', { name: 'Prepaid tokens' }).fill(String(TOKENS));
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page).toHaveURL(/\/super_admin\/client_pricing_schedules\/\d+$/);
  await expect(page.getByLabel('Token balance')).toHaveText(TOKENS.toLocaleString('en-US'));
  await page.goto('/super_admin/client_pricing_schedules');
  await expect(page.getByRole('table', { name: 'Client pricing schedules' })).toContainText(
    'Summit Ridge Software',
  );
}

/** Runs an edit that must move the total, checks the direction, and returns the new total. */
async function edit(page: Page, change: () => Promise<void>, expected: (total: number) => void) {
  const total = await expectTotalChange(page, change);
  expected(total);
  return total;
}

/**
 * Six rules across Firmographics, Market Area, Financial Data and Technographics, the last two in
 * a nested OR group; every edit moves the running total. Returns the final total.
 */
async function buildTheTree(page: Page, countRequests: Request[]): Promise<number> {
  await page.goto('/technographics/fin_query');
  await expect(page).toHaveURL(new RegExp(`${BUILDER_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Firmographics', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('query-total')).toHaveText('Add a rule to start counting');

  // Firmographics: banks only. The rule is flagged until it has a value, and the query does not count.
  const fiType = await addRule(page, 'FI Type', 'Firmographics');
  await expect(fiType.getByTestId('rule-problem')).toHaveText('Enter a value');
  await expect(page.getByTestId('query-total')).toHaveText('Complete the highlighted rules to count');
  await chooseOptions(page, fiType, 'FI Type', ['Bank']);
  await expect(fiType.getByTestId('rule-problem')).toHaveCount(0);
  const banks = await settledTotal(page);
  const universe = Number(
    /of ([\d,]+) institutions/
      .exec((await page.getByTestId('query-total').textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
  expect(banks).toBeGreaterThan(0);
  expect(banks).toBeLessThan(universe);
  await expect(fiType.getByTestId('rule-count')).toHaveText(institutions(banks));

  // Firmographics: total assets between $100M and $10B ($ thousands).
  const assets = 'Total Assets ($000)';
  const sized = await edit(
    page,
    async () => {
      const rule = await addRule(page, assets, 'Firmographics');
      await chooseOperator(page, rule, assets, 'between');
      await fillRange(rule, assets, 100_000, 10_000_000);
    },
    (total) => expect(total).toBeLessThan(banks),
  );

  // Market Area: branches in any of seven large states.
  const inStates = await edit(
    page,
    async () => {
      const rule = await addRule(page, 'Branch States', 'Market Area');
      await chooseOptions(page, rule, 'Branch States', BRANCH_STATES);
    },
    (total) => expect(total).toBeLessThan(sized),
  );

  // Financial Data: ROA above 0.5%, typed in percent points and sent as a ratio.
  const profitable = await edit(
    page,
    async () => {
      const rule = await addRule(page, ROA, 'Financial Data');
      await chooseOperator(page, rule, ROA, 'greater');
      await rule.getByLabel(ROA, { exact: true }).fill('0.5');
      await expect(rule.getByLabel(ROA, { exact: true })).toHaveValue('0.5%');
    },
    (total) => expect(total).toBeLessThan(inStates),
  );
  const counted = JSON.stringify(countRequests.at(-1)?.postDataJSON());
  expect(counted).toContain('"operator":"greater","value":[0.005]');

  // A nested OR group: Technographics (core from one of two vendors) or ten branches and more.
  await page.getByTestId('query-root').getByRole('button', { name: 'Add group' }).first().click();
  const group = page.getByTestId('query-group').last();
  await expect(group.getByText('Match any of these')).toBeVisible();
  // An empty group adds nothing: the total stays.
  expect(await settledTotal(page)).toBe(profitable);
  await group.getByTestId('empty-group').click();
  const withCore = await edit(
    page,
    async () => {
      const core = await addRule(page, 'Core Processing', 'Technographics');
      await chooseOperator(page, core, 'Core Processing', 'uses vendor');
      await chooseOptions(page, core, 'Core Processing vendors', CORE_VENDORS);
    },
    (total) => expect(total).toBeLessThan(profitable),
  );
  await expect(group.getByTestId('query-rule')).toHaveCount(1);
  const total = await edit(
    page,
    async () => {
      const branches = await addRule(page, 'Branches', 'Firmographics');
      await expect(group.getByTestId('query-rule')).toHaveCount(2);
      await chooseOperator(page, branches, 'Branches', 'greater or equal');
      await branches.getByLabel('Branches', { exact: true }).fill('10');
    },
    (widened) => {
      expect(widened).toBeGreaterThan(withCore);
      expect(widened).toBeLessThanOrEqual(profitable);
    },
  );
  await expect(group.getByTestId('group-count')).toHaveText(/^[\d,]+ institutions?$/);
  await expect(page.getByTestId('query-rule')).toHaveCount(6);
  return total;
}

/** Runs the query: the results list exactly the counted institutions, sortable by any column. */
async function runAndSort(page: Page, total: number) {
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page).toHaveURL(/view=results/);
  const table = page.getByRole('table', { name: 'Query results' });
  await expect(table.locator('tbody tr:not([aria-hidden])').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('results-total')).toHaveText(institutions(total));
  await expect(page.getByTestId('demo-data')).toBeVisible();

  await table.getByRole('button', { name: 'Sort by assets', exact: true }).click();
  const descending = (await columnFigures(table, 'assets')).filter((n): n is number => n !== null);
  expect(descending.length).toBeGreaterThan(1);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Sort by assets, now descending' }).click();
  const ascending = (await columnFigures(table, 'assets')).filter((n): n is number => n !== null);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // The quick filter narrows the drawn rows to those whose shown text matches.
  const filter = page.getByRole('searchbox', { name: 'Filter the results' });
  await filter.fill('zzzz-no-such-institution');
  await expect(page.getByTestId('results-shown')).toHaveText(
    `0 of ${total.toLocaleString('en-US')} institutions shown`,
  );
  await filter.fill('');
  await expect(page.getByTestId('results-shown')).toHaveText('');
}

async function saveDialog(page: Page, button: 'Save' | 'Save as') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save query' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Saves the query; Save as with the same name is refused with the spec's words; the query is then
 * saved under another name as a peer group.
 */
async function saveTwice(page: Page) {
  let dialog = await saveDialog(page, 'Save');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`  ${QUERY_NAME} `);
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('saved-query-name')).toHaveText(`Saved query: ${QUERY_NAME}`);

  dialog = await saveDialog(page, 'Save as');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(QUERY_NAME);
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Validation failed. Query name already exists.');
  await keepScreenshot(page, 'fin-query-save-duplicate');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(PEER_QUERY_NAME);
  await dialog.getByRole('checkbox', { name: 'Save as peer group' }).check();
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('saved-query-name')).toHaveText(`Saved query: ${PEER_QUERY_NAME}`);
}

/** Both saved queries are listed on Saved Reports, the second with its peer group of `total`. */
async function savedReports(page: Page, total: number) {
  await page.goto('/technographics/fin_query/report');
  const table = page.getByRole('table', { name: 'Saved queries' });
  await expect(table).toContainText(QUERY_NAME);
  await expect(table.getByRole('row', { name: new RegExp(PEER_QUERY_NAME) })).toContainText(
    total.toLocaleString('en-US'),
  );
  await keepScreenshot(page, 'fin-query-saved');
  await expectReadable(page, 'saved queries');
}

/** Reporter offers the kept result as a FIN Query peer group of exactly the query's institutions. */
async function pickThePeerGroupInReporter(page: Page, total: number) {
  await page.goto('/analytics/reporter/select_peer_group');
  const saved = page.getByRole('region', { name: 'Saved peer groups' });
  const row = saved.getByRole('row').filter({ hasText: PEER_QUERY_NAME });
  await expect(row).toContainText('FIN Query', { timeout: 30_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText(total.toLocaleString('en-US'));
  await row.getByRole('button', { name: `Select ${PEER_QUERY_NAME}` }).click();
  await expect(page.getByTestId('selected-peer-group')).toContainText(PEER_QUERY_NAME);
  await expect(page.getByTestId('selected-peer-group')).toContainText(`(${total} peers)`);
  await keepScreenshot(page, 'fin-query-reporter');
}

/** Prices the builder's query and downloads it as Excel: notice, default columns first, a row per institution. */
async function priceAndDownload(page: Page, total: number) {
  await page.goto(BUILDER_PATH);
  await expect(page.getByTestId('saved-query-name')).toHaveText(`Saved query: ${PEER_QUERY_NAME}`);
  expect(await settledTotal(page)).toBe(total);
  await page.getByRole('button', { name: 'Price & download' }).click();
  await expect(page).toHaveURL(/\/technographics\/fin_query\/download$/);
  const panel = page.getByRole('region', { name: 'Price and download' });
  await expect(panel).toContainText(PEER_QUERY_NAME);
  await panel.getByRole('button', { name: 'Price', exact: true }).click();
  const breakdown = panel.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown.getByRole('row', { name: /^Institutions/ })).toContainText(
    total.toLocaleString('en-US'),
  );
  const price = panel.getByText(/^Total \$[\d,]+\.\d{2}$/);
  await expect(price).toBeVisible();
  const badge = panel.getByText(/^[\d,]+ tokens?$/);
  await expect(badge).toBeVisible();
  const spent = Number((await badge.textContent())?.replace(/\D/g, ''));
  expect(spent).toBeGreaterThan(0);
  await expect(
    panel.getByText(`Paid with ${spent.toLocaleString('en-US')} of your company’s 5,000 tokens.`),
  ).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Sample rows of the list' })).toContainText('RSSD ID');
  await keepScreenshot(page, 'fin-query-download');
  await expectReadable(page, 'download page');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^e2e-prospect-peers-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = path.join(tmpdir(), `fin-query-e2e-${run}.xlsx`);
  await download.saveAs(file);
  await expect(panel.getByText(/is placed and paid with your company’s tokens/)).toBeVisible();
  await panel.getByRole('button', { name: 'Download' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'fin-query-downloaded');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Prospect list') as ExcelJS.Worksheet;
  expect(String(sheet.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
  expect(String(sheet.getCell('A1').value)).toMatch(/FA-[A-Z2-7]{12}/);
  const header = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
  expect(header.slice(0, DEFAULT_EXPORT_COLUMNS.length)).toEqual(DEFAULT_EXPORT_COLUMNS.map((c) => c.label));
  // Each element adds its columns after them: the metric's names its span and quarter.
  expect(header.filter((h) => h.startsWith(ROA))).toEqual([expect.stringMatching(/\(T12, Q\d \d{4}\)$/)]);
  expect(sheet.rowCount).toBe(total + 2);
  const fiTypes = new Set<string>();
  for (let r = 3; r <= sheet.rowCount; r++) fiTypes.add(String(sheet.getRow(r).getCell(4).value));
  expect([...fiTypes]).toEqual(['Bank']);
  return { spent, price: ((await price.textContent()) ?? '').replace('Total ', '') };
}

test('FIN Query: priced by a FIN Admin, built with live counts, saved, reused in Reporter, bought as Excel and reported to the client admin', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  await test.step('FIN Admin gives the vendor’s company a pricing schedule with tokens', async () => {
    const { context, page } = await signedIn(browser, DEMO.superadmin);
    await priceTheVendorCompany(page);
    await context.close();
  });

  const { context, page } = await signedIn(browser, DEMO.vendor);
  const countRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/advanced_query/counts')) countRequests.push(request);
  });

  const total =
    await test.step('the vendor builds six rules across four categories, the total moving with each', () =>
      buildTheTree(page, countRequests));
  await keepScreenshot(page, 'fin-query-builder');
  await expectReadable(page, 'query builder');

  await test.step('the vendor runs the query and sorts the results', async () => {
    await runAndSort(page, total);
    await keepScreenshot(page, 'fin-query-results');
    await expectReadable(page, 'query results');
  });

  await test.step('Save, then Save as with the same name is refused; saved again as a peer group', async () => {
    await saveTwice(page);
    await savedReports(page, total);
  });

  await test.step('Reporter offers the query’s peer group', () => pickThePeerGroupInReporter(page, total));

  const { spent, price } = await test.step('the vendor prices the list and downloads it as Excel', () =>
    priceAndDownload(page, total));
  await context.close();

  await test.step('the client admin sees the order', async () => {
    const admin = await signedIn(browser, DEMO.clientadmin);
    await admin.page.goto('/admin/user_order_report');
    const tokens = `${spent.toLocaleString('en-US')} token${spent === 1 ? '' : 's'}`;
    await expect(admin.page.getByText(`1 order · ${price} · ${tokens} drawn`)).toBeVisible();
    const orders = admin.page.getByRole('table', { name: 'Orders' });
    const order = orders.getByRole('row').filter({ hasText: PEER_QUERY_NAME });
    await expect(order).toContainText('vendor@demo.finatlas.test');
    await expect(order).toContainText('Tokens');
    await expect(order).toContainText(total.toLocaleString('en-US'));
    await expect(order).toContainText(price);
    await keepScreenshot(admin.page, 'fin-query-orders');
    await admin.context.close();
  });
});

/** Types a rule value and waits for the count of exactly that value, then returns the settled total. */
async function countAt(page: Page, rule: Locator, label: string, value: number) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/advanced_query/counts') &&
      (response.request().postData() ?? '').includes(`"value":[${value}]`),
  );
  await rule.getByLabel(label, { exact: true }).fill(String(value));
  await answered;
  return settledTotal(page);
}

// Mortgage mode (issue 15) on the demo HMDA year: the vendor (mbc permission) switches the builder
// to mortgage lenders, counts lenders by FHA originations in Texas, sees mortgage companies among
// them, and narrows the list with a threshold read from the counts themselves.
test('FIN Query mortgage mode: lenders by FHA originations in a state, mortgage companies included', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signedIn(browser, DEMO.vendor);
  await page.goto(BUILDER_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();
  await page.getByText('Mortgage lenders', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]mbc=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Lender Query Builder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mortgage Lending', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Financial Data', exact: true })).toHaveCount(0);

  const fha = await addRule(page, 'FHA', 'Mortgage Lending');
  await expect(fha.getByLabel('FHA year', { exact: true })).toHaveValue(/^HMDA \d{4}$/);
  await chooseOperator(page, fha, 'FHA', 'greater');
  await fha.getByText('States', { exact: true }).click();
  await expect(fha.getByTestId('rule-problem')).toHaveText('Enter a value');
  await chooseOptions(page, fha, 'FHA markets', ['Texas']);
  const lenders = await countAt(page, fha, 'FHA', 0);
  expect(lenders).toBeGreaterThan(1);
  await expect(fha.getByTestId('rule-count')).toHaveText(institutions(lenders));
  await keepScreenshot(page, 'fin-query-mortgage-builder');
  await expectReadable(page, 'mortgage query builder');

  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByTestId('results-total')).toHaveText(institutions(lenders), { timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Filter the results' }).fill('Mortgage Company');
  await expect(page.getByTestId('results-shown')).toHaveText(
    new RegExp(`^[1-9][\\d,]* of ${lenders.toLocaleString('en-US')} institutions shown$`),
  );
  // Shown by name, not as a FIN Profile link: a mortgage company files no call report.
  const results = page.getByRole('table', { name: 'Query results' });
  await expect(results.getByRole('row').nth(1)).toContainText('Mortgage Company');
  await expect(results.getByRole('link')).toHaveCount(0);
  await keepScreenshot(page, 'fin-query-mortgage-results');

  // A threshold from the counts: the first that leaves out some of the lenders, but not all.
  await page.getByRole('tab', { name: 'Criteria' }).click();
  let narrowed = lenders;
  for (const threshold of [1, 3, 10, 30, 100, 300, 1000, 3000]) {
    narrowed = await countAt(page, ruleOf(page, 'FHA'), 'FHA', threshold);
    if (narrowed < lenders) break;
  }
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(lenders);

  // The standard builder keeps its own tree; mortgage mode finds its rule again.
  await page.getByText('Institutions', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();
  await expect(page.getByTestId('query-rule')).toHaveCount(0);
  await page.getByText('Mortgage lenders', { exact: true }).click();
  await expect(ruleOf(page, 'FHA')).toBeVisible();
  expect(await settledTotal(page)).toBe(narrowed);
  await context.close();
});
