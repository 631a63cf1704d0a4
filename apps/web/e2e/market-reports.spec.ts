import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EXCEL_NOTICE } from '@fin-atlas/domain';
import { expect, type Locator, type Page, request, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL, DEMO, DEMO_PASSWORD, signIn } from './support/helpers';
import { openReportOptions, reportOptions } from './support/report-layout';

// The vendor market share report end to end on the built app and the demo data: a vendor user
// builds the report with every option, walks the top vendors counter through its rules, downloads
// the Excel file and opens it, and a FIN Admin reads the file's fingerprint back.

// ExcelJS is the server's dependency; the test opens the downloaded file with the same library.
const ExcelJS = createRequire(new URL('../../server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSType;

const panelOf = reportOptions;
const tableOf = (page: Page) => page.getByRole('table', { name: 'Vendor market share' });
const rankedRows = (page: Page) => tableOf(page).locator('tbody tr');

/** The headline figure under a label, as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.locator('.mantine-Paper-root', { has: page.getByText(label, { exact: true }) }).first();
  const text = (await card.locator('p').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** Waits until the report settled: no loading overlay over it. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function choose(panel: Locator, label: string): Promise<void> {
  await panel.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}

/** Opens a multi-select of the panel, ticks or unticks options, and closes it (which applies them). */
async function pick(page: Page, select: RegExp, options: RegExp[]): Promise<void> {
  await panelOf(page).getByRole('button', { name: select }).click();
  for (const option of options) await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

async function counterValue(page: Page): Promise<number> {
  return Number(await panelOf(page).getByRole('textbox', { name: 'Number of top vendors' }).inputValue());
}

async function typeCount(page: Page, value: string): Promise<void> {
  const box = panelOf(page).getByRole('textbox', { name: 'Number of top vendors' });
  await box.fill(value);
  await box.press('Enter');
}

test('a vendor builds a market share report with every option, walks the counter and downloads it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports/market_reports');
  await expect(page.getByRole('heading', { name: 'Vendor Market Share' })).toBeVisible();
  const panel = panelOf(page);
  await openReportOptions(page);
  await expect(panel.getByRole('heading', { name: 'Report Options' })).toBeVisible();
  // The first report of a fresh server also reads every institution's figures into memory.
  await expect(rankedRows(page).first()).toBeVisible({ timeout: 60_000 });
  await settled(page);

  // Defaults: core processing, client count, both FI types, every asset group.
  await expect(page.getByText(/^Core Processing · Client Count/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Asset Groups/ })).toHaveText(/\(ALL\)/);
  await expect(tableOf(page).locator('tfoot tr[data-summary="grand_total"]')).toContainText('100.00%');
  const allInstitutions = await figure(page, 'Institutions');
  expect(allInstitutions).toBeGreaterThan(50);
  // Fewer core vendors than 15: the count is clamped to the vendors returned and, as they cover the
  // server's total, Show All is on and plus and minus are locked at the max.
  const vendorsMax = Number(
    ((await panel.getByTestId('top-vendors-max').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(vendorsMax).toBeLessThanOrEqual(15);
  await expect.poll(() => counterValue(page)).toBe(vendorsMax);
  await expect(panel.getByRole('switch', { name: 'Show All' })).toBeChecked();
  await expect(panel.getByRole('button', { name: 'More vendors' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Fewer vendors' })).toBeDisabled();
  await expect(rankedRows(page)).toHaveCount(vendorsMax);

  await expectNoAxeViolations(page, 'market share report');

  // Solution picker: another solution, then back.
  const solution = panel.getByRole('combobox', { name: 'Solution' });
  await solution.click();
  await solution.fill('Loan Servicing');
  await page.getByRole('option', { name: 'Loan Servicing', exact: true }).click();
  await expect(page.getByText(/^Loan Servicing · Client Count/)).toBeVisible();
  await solution.click();
  await solution.fill('Core Processing');
  await page.getByRole('option', { name: 'Core Processing', exact: true }).click();
  await expect(page.getByText(/^Core Processing · Client Count/)).toBeVisible();
  await settled(page);

  // Measures.
  await choose(panel, 'Accounts');
  await expect(tableOf(page).getByRole('columnheader', { name: /Share of Accounts/ })).toBeVisible();
  await choose(panel, 'Assets');
  await expect(tableOf(page).getByRole('columnheader', { name: /Share of Assets/ })).toBeVisible();
  await settled(page);

  // FI type: banks only is a smaller market; back to both.
  await choose(panel, 'Banks');
  await expect.poll(() => figure(page, 'Institutions')).toBeLessThan(allInstitutions);
  await choose(panel, 'All');
  await expect.poll(() => figure(page, 'Institutions')).toBe(allInstitutions);

  // Asset groups: without the largest group, then all of them again.
  await pick(page, /Asset Groups/, [/^>\$100B/]);
  await expect(panel.getByRole('button', { name: /Asset Groups/ })).toHaveText(/5 group\(s\) selected/);
  await settled(page);
  await pick(page, /Asset Groups/, []);
  await panel.getByRole('button', { name: /Asset Groups/ }).click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: /Asset Groups/ })).toHaveText(/\(ALL\)/);
  await settled(page);

  // Known vendor only drops the institutions whose vendor is not known.
  await expect(tableOf(page).getByText('Vendor Unknown')).toBeVisible();
  await choose(panel, 'Known Vendor Only');
  await expect(tableOf(page).getByText('Vendor Unknown')).toHaveCount(0);
  await choose(panel, 'All Institutions');
  await expect(tableOf(page).getByText('Vendor Unknown')).toBeVisible();

  // Core vendor products: institutions on the first core product only, then any again.
  await panel.getByRole('button', { name: /Core Vendor Products/ }).click();
  const firstProduct = page.getByRole('option').first();
  const productName = (await firstProduct.textContent())?.trim() ?? '';
  await firstProduct.click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: /Core Vendor Products/ })).toHaveText(
    /1 product\(s\) selected/,
  );
  await expect.poll(() => figure(page, 'Institutions')).toBeLessThan(allInstitutions);
  await pick(page, /Core Vendor Products/, [
    new RegExp(`^${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  ]);
  await expect(panel.getByRole('button', { name: /Core Vendor Products/ })).toHaveText(/Any core product/);
  await expect.poll(() => figure(page, 'Institutions')).toBe(allInstitutions);

  // Show products: a row per vendor product.
  await panel.getByRole('switch', { name: 'Show Products' }).click();
  await expect(tableOf(page).getByRole('columnheader', { name: 'Product' })).toBeVisible();
  await settled(page);

  // The counter over vendor products: more than 15 of them in the demo core processing market.
  const max = Number(((await panel.getByTestId('top-vendors-max').textContent()) ?? '').replace(/\D/g, ''));
  expect(max).toBeGreaterThan(15);
  const minus = panel.getByRole('button', { name: 'Fewer vendors' });
  const plus = panel.getByRole('button', { name: 'More vendors' });
  const showAll = panel.getByRole('switch', { name: 'Show All' });
  await expect.poll(() => counterValue(page)).toBe(15);
  await expect(showAll).not.toBeChecked();
  await expect(rankedRows(page)).toHaveCount(15);
  await expect(tableOf(page).locator('tfoot tr[data-summary="others"]')).toBeVisible();

  // Minus reloads with one fewer; at 1 it stops.
  await minus.click();
  await expect(rankedRows(page)).toHaveCount(14);
  await typeCount(page, '1');
  await expect(rankedRows(page)).toHaveCount(1);
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();
  await plus.click();
  await expect(rankedRows(page)).toHaveCount(2);

  // A typed 0 resets to 15, as does a negative value (below 0 is 0, and 0 is reset).
  await typeCount(page, '0');
  await expect.poll(() => counterValue(page)).toBe(15);
  await expect(rankedRows(page)).toHaveCount(15);
  await typeCount(page, '6');
  await expect(rankedRows(page)).toHaveCount(6);
  await typeCount(page, '-4');
  await expect.poll(() => counterValue(page)).toBe(15);
  await expect(rankedRows(page)).toHaveCount(15);

  // Above the max becomes the max: every line shows, Show All is on, plus and minus lock.
  await typeCount(page, String(max + 50));
  await expect.poll(() => counterValue(page)).toBe(max);
  await expect(rankedRows(page)).toHaveCount(max);
  await expect(showAll).toBeChecked();
  await expect(plus).toBeDisabled();
  await expect(minus).toBeDisabled();
  await expect(tableOf(page).locator('tfoot tr[data-summary="others"]')).toHaveCount(0);
  // The server's placeholder product of a vendor that is not known (-1) shows blank.
  const unknownRow = rankedRows(page).filter({ hasText: 'Vendor Unknown' });
  await expect(unknownRow.locator('td').nth(2)).toHaveText('');

  // Show All off goes back to 15; on shows the max; Reset to 15.
  await showAll.click();
  await expect.poll(() => counterValue(page)).toBe(15);
  await expect(showAll).not.toBeChecked();
  await expect(rankedRows(page)).toHaveCount(15);
  await showAll.click();
  await expect(rankedRows(page)).toHaveCount(max);
  await expect(showAll).toBeChecked();
  await panel.getByRole('button', { name: 'Reset to 15' }).click();
  await expect.poll(() => counterValue(page)).toBe(15);
  await expect(rankedRows(page)).toHaveCount(15);

  // Leave the report at 10 lines and download it.
  await typeCount(page, '10');
  await expect(rankedRows(page)).toHaveCount(10);
  await settled(page);
  const shownVendors = await rankedRows(page).locator('td:nth-child(2)').allTextContents();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^market_share_core_processing_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile((await download.path()) ?? '');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Market Share');
  if (!sheet) throw new Error('no Market Share sheet');
  const notice = String(sheet.getCell('A1').value);
  expect(notice.startsWith(EXCEL_NOTICE)).toBe(true);
  const header = (sheet.getRow(3).values as unknown[]).slice(1);
  expect(header).toEqual([
    'Rank',
    'Vendor',
    'Product',
    'Client Count',
    'Assets ($M)',
    'Accounts / Members',
    'Share of Assets',
  ]);
  // The table as shown: the same ten lines, then Others and a bold Grand Total.
  const vendors: string[] = [];
  for (let r = 4; r <= sheet.rowCount; r++) vendors.push(String(sheet.getCell(r, 2).value));
  expect(vendors.slice(0, 10)).toEqual(shownVendors.map((v) => v.trim()));
  expect(vendors.slice(10)).toEqual(['Others', 'Grand Total']);
  const grandTotal = sheet.getRow(sheet.rowCount);
  expect(grandTotal.font?.bold).toBe(true);
  expect(grandTotal.getCell(7).value).toBeCloseTo(1, 9);
  expect(sheet.getColumn(1).width).toBe(10);
  for (const c of [2, 3]) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
  for (const c of [4, 5, 6, 7]) expect(sheet.getColumn(c).width).toBe(30);
  const filters = workbook.getWorksheet('Filters');
  const used: Record<string, string> = {};
  filters?.eachRow((row, n) => {
    if (n > 2) used[String(row.getCell(1).value)] = String(row.getCell(2).value);
  });
  expect(used).toMatchObject({
    Solution: 'Core Processing',
    Measure: 'Assets',
    'FI Type': 'All',
    'Asset Groups': '(ALL)',
    'Show Products': 'Yes',
    'Top Vendors': `10 of ${max}`,
  });

  // The fingerprint sits in the notice, the document properties and a hidden sheet, and a FIN Admin
  // reading the file back learns who downloaded it.
  const fingerprint = workbook.keywords;
  expect(fingerprint).toMatch(/^FA-[A-Z2-7]{12}$/);
  expect(notice).toContain(fingerprint);
  const hidden = workbook.worksheets.find((s) => s.state === 'veryHidden');
  expect(hidden?.getCell('A1').value).toBe(fingerprint);

  const admin = await request.newContext({ baseURL: BASE_URL });
  try {
    const session = await admin.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: DEMO.superadmin, password: DEMO_PASSWORD },
    });
    expect(session.ok()).toBe(true);
    const csrf = ((await session.json()) as { csrf_token: string }).csrf_token;
    const identified = await admin.post('/api/super_admin/downloads/identify', {
      headers: { 'x-csrf-token': csrf },
      multipart: {
        file: {
          name: download.suggestedFilename(),
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: file,
        },
      },
    });
    expect(identified.status(), await identified.text()).toBe(200);
    const body = (await identified.json()) as {
      fingerprint: string;
      download: { kind: string; user: { email: string } | null; params: Record<string, unknown> };
    };
    expect(body.fingerprint).toBe(fingerprint);
    expect(body.download.kind).toBe('market_share');
    expect(body.download.user?.email).toBe(DEMO.vendor);
    expect(body.download.params).toMatchObject({ top_vendors: 10, show_products: true, measure: 2 });
  } finally {
    await admin.dispose();
  }
});

test('the firmographics report breaks the same market down and shares the options', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports/firmographics');
  await expect(page.getByRole('heading', { name: 'Vendor Firmographics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vendor firmographics' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  for (const column of ['<$100M', '>$100B', 'Banks', 'Credit Unions', 'Top States']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.locator('tfoot tr[data-summary="grand_total"]')).toBeVisible();
  await expect(page.getByTestId('market-chart')).toBeVisible();
  await expectNoAxeViolations(page, 'firmographics report');
  await openReportOptions(page);
  await choose(panelOf(page), 'Credit Unions');
  await expect(table.locator('tfoot tr[data-summary="grand_total"] td').nth(10)).toHaveText('0');
  // The options carry over to the market share report.
  await page.getByRole('link', { name: 'Market Share', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/market_reports$/);
  await expect(panelOf(page).getByRole('radio', { name: 'Credit Unions' })).toBeChecked();
});

test('the Share column is whole on a laptop screen, products shown or not', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports/market_reports');
  await expect(rankedRows(page).first()).toBeVisible({ timeout: 60_000 });
  await settled(page);
  const shareInView = async (what: string) => {
    const header = tableOf(page).getByRole('columnheader', { name: /^Share of/ });
    const cell = tableOf(page).locator('tfoot tr[data-summary="grand_total"] td', { hasText: '%' });
    await expect(cell).toHaveText(/100\.00%/);
    const width = page.viewportSize()?.width ?? 0;
    for (const box of [await header.boundingBox(), await cell.boundingBox()]) {
      expect(box, what).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: Share ends inside the window`).toBeLessThanOrEqual(
        width,
      );
    }
    const scroller = await tableOf(page).evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      const frame = box?.getBoundingClientRect();
      return { right: frame?.right ?? Number.POSITIVE_INFINITY, scrollLeft: box?.scrollLeft ?? 0 };
    });
    expect(scroller.scrollLeft, what).toBe(0);
    const cellBox = await cell.boundingBox();
    expect(
      (cellBox?.x ?? 0) + (cellBox?.width ?? 0),
      `${what}: Share ends inside its scroll box`,
    ).toBeLessThanOrEqual(scroller.right + 1);
  };
  await shareInView('1440, vendors');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shareInView('1280, vendors');
  // Products add a column: the names wrap rather than push Share out.
  await openReportOptions(page);
  await panelOf(page)
    .getByRole('switch', { name: /Show Products/i })
    .check();
  await settled(page);
  await expect(tableOf(page).getByRole('columnheader', { name: 'Product' })).toBeVisible();
  await shareInView('1280, products, options open');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shareInView('1440, products, options open');
});

test('users whose group did not buy market reports are turned away', async ({ page }) => {
  await signIn(page, DEMO.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reports/market_reports');
  await expect(page).not.toHaveURL(/\/reports\/market_reports$/);
  const api = await page.request.get('/api/market_reports/options');
  expect(api.status()).toBe(403);
});
