import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EXCEL_NOTICE, MESSAGES } from '@fin-atlas/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';
import { openReportOptions, reportOptions } from './support/report-layout';

// Digital channels on the built app and the demo data: a vendor reads the online banking market,
// narrows it with the Report Options panel and the counters, and downloads it; then the dashboard
// leads to mobile banking's feature adoption and its top features counter.

// ExcelJS is the server's dependency; the test opens the downloaded file with the same library.
const ExcelJS = createRequire(new URL('../../server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSType;

const tableOf = (page: Page, report: string) => page.getByRole('table', { name: report, exact: true });
const grandTotal = (table: Locator) => table.locator('tfoot tr[data-summary="grand_total"]');

/** Waits until the report settled: nothing on the page is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function counterMax(group: Locator, noun: string): Promise<number> {
  return Number(((await group.getByTestId(`top-${noun}-max`).textContent()) ?? '').replace(/\D/g, ''));
}

async function typeCount(group: Locator, noun: string, value: string): Promise<void> {
  const box = group.getByRole('textbox', { name: `Number of top ${noun}` });
  await box.fill(value);
  await box.press('Enter');
}

test('a vendor narrows the online banking market with the options and counters, then downloads it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/digital_channels/retail_online_banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Retail Online Banking' })).toBeVisible();
  const report = 'Online Banking Market Share';
  const table = tableOf(page, report);
  // The first report of a fresh server also reads the snapshots into memory.
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  await expect(grandTotal(table)).toBeVisible();
  await expect(page.getByTestId('digital-channels-chart')).toBeVisible();
  await expect(page.getByTestId('digital-channels-as-of')).toContainText('Demo data');
  await settled(page);

  // The panel: the OLB vendor label, only this report's filters, two columns past seven of them.
  await openReportOptions(page);
  const panel = reportOptions(page);
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${MESSAGES.filter.knownOlbVendor}`) }),
  ).toBeVisible();
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${MESSAGES.filter.knownVendor}`) }),
  ).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /MB Age Group/ })).toHaveCount(0);
  await expect(panel.locator('[data-layout="extended"]')).toBeVisible();
  await expectNoAxeViolations(page, 'online banking market share');

  // FI type: banks only is another market; back to all.
  const allTotal = (await grandTotal(table).textContent()) ?? '';
  await panel
    .getByRole('radiogroup', { name: 'FI Type:' })
    .locator('label', { hasText: /^Banks$/ })
    .click();
  await expect(grandTotal(table)).not.toHaveText(allTotal);
  await settled(page);
  await panel.getByRole('radiogroup', { name: 'FI Type:' }).locator('label', { hasText: /^All$/ }).click();
  await expect(grandTotal(table)).toHaveText(allTotal);
  await settled(page);

  // Asset groups: (ALL), then one group only (applied when the list closes), then all again.
  const assets = panel.getByRole('button', { name: /^FI Asset Group:/ });
  await expect(assets).toHaveText(/\(ALL\)/);
  await assets.click();
  await page.getByRole('button', { name: MESSAGES.filter.clearAll }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(assets).toHaveText(/1 group\(s\) selected/);
  await expect(grandTotal(table)).not.toHaveText(allTotal);
  await settled(page);
  await assets.click();
  await page.getByRole('button', { name: MESSAGES.filter.selectAll }).click();
  await page.keyboard.press('Escape');
  await expect(assets).toHaveText(/\(ALL\)/);
  await expect(grandTotal(table)).toHaveText(allTotal);
  await settled(page);

  // Top vendors: a typed count, minus, Show All on (every vendor) and off (back to 15 at most).
  const vendors = panel.getByRole('group', { name: 'Top Vendors' });
  const max = await counterMax(vendors, 'vendors');
  expect(max).toBeGreaterThan(2);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(15, max));
  await typeCount(vendors, 'vendors', '3');
  await expect(rows).toHaveCount(3);
  await expect(table.locator('tfoot tr[data-summary="others"]')).toBeVisible();
  await vendors.getByRole('button', { name: 'Fewer vendors' }).click();
  await expect(rows).toHaveCount(2);
  await typeCount(vendors, 'vendors', '0');
  await expect(vendors.getByRole('textbox', { name: 'Number of top vendors' })).toHaveValue(
    String(Math.min(15, max)),
  );
  await expect(rows).toHaveCount(Math.min(15, max));
  await typeCount(vendors, 'vendors', '2');
  await expect(rows).toHaveCount(2);
  const showAll = vendors.getByRole('switch', { name: MESSAGES.filter.showAll });
  await showAll.click();
  await expect(rows).toHaveCount(max);
  await expect(showAll).toBeChecked();
  await expect(table.locator('tfoot tr[data-summary="others"]')).toHaveCount(0);
  await typeCount(vendors, 'vendors', '5');
  await expect(rows).toHaveCount(Math.min(5, max));
  await settled(page);

  // The Excel file of the report as shown, with the notice row and the fingerprint.
  const shown = (await rows.locator('td:first-child').allTextContents()).map((v) => v.trim());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((s) => s.state === 'visible');
  if (!sheet) throw new Error('no visible sheet');
  expect(String(sheet.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
  expect(workbook.keywords).toMatch(/^FA-[A-Z2-7]{12}$/);
  const cells: string[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value));
    });
  });
  for (const vendor of shown) expect(cells).toContain(vendor);
  expect(cells).toContain('Grand Total');
});

test('the dashboard leads to mobile banking, whose feature adoption report follows the top features counter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/digital_channels');
  await expect(page).toHaveURL(/\/digital_channels\/dashboard$/);
  const mobile = page.getByRole('region', { name: 'Retail Mobile Banking', exact: true });
  const online = page.getByRole('region', { name: 'Retail Online Banking', exact: true });
  // The tiles' labels are also the trend chart's series names: the first is the tile.
  await expect(mobile.getByText('Institutions with the channel').first()).toBeVisible({ timeout: 60_000 });
  await expect(mobile.getByText('Weighted rating').first()).toBeVisible();
  await expect(
    mobile.getByRole('table', { name: 'Retail Mobile Banking top vendors' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(online.getByText('Institutions with the channel').first()).toBeVisible();
  await expect(page.getByTestId('digital-channels-trend').first()).toBeVisible();

  await mobile.getByRole('link', { name: 'Open Retail Mobile Banking' }).click();
  await expect(page).toHaveURL(/\/digital_channels\/retail_mobile_banking$/);
  await expect(page.getByRole('tab', { name: 'Mobile Banking Market Share', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Mobile Banking Feature Adoption' }).click();
  const table = tableOf(page, 'Mobile Banking Feature Adoption');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  await settled(page);

  await openReportOptions(page);
  const panel = reportOptions(page);
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${MESSAGES.filter.knownVendor}`) }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^MB Age Group \(000\):/ })).toBeVisible();

  // Top features: 5 at first; one more widens the table; Show All offers every feature (at most 10).
  const features = panel.getByRole('group', { name: 'Top Features' });
  const box = features.getByRole('textbox', { name: 'Number of top features' });
  await expect(box).toHaveValue('5');
  const headers = table.locator('thead tr').last().locator('th');
  const atFive = await headers.count();
  await features.getByRole('button', { name: 'More features' }).click();
  await expect(box).toHaveValue('6');
  await expect.poll(() => headers.count()).toBeGreaterThan(atFive);
  await settled(page);
  await features.getByRole('switch', { name: MESSAGES.filter.showAll }).click();
  await expect(box).toHaveValue(String(await counterMax(features, 'features')));
  await settled(page);
  await features.getByRole('switch', { name: MESSAGES.filter.showAll }).click();
  await expect(box).toHaveValue('5');
  await expect.poll(() => headers.count()).toBe(atFive);
});
