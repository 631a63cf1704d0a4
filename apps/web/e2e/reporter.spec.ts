import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EXCEL_NOTICE, EXCEL_PEER_COLUMNS, MESSAGES, PEER_PAGE_SIZE } from '@fin-atlas/domain';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';
import { addFirstBank, saveAdvancedBankGroup } from './support/peer-groups';
import {
  expectFiguresInView,
  expectNameColumnSticks,
  foldReportOptions,
  openReportOptions,
  reportOptions,
} from './support/report-layout';

// The test opens the downloaded file with the same library the app builds it with.
const ExcelJS = createRequire(new URL('../package.json', import.meta.url))('exceljs') as typeof ExcelJSType;

const options = reportOptions;
const reportView = (page: Page) => page.getByTestId('report-view');

/** Picks one segment of a Report Options segmented control by its label. */
async function choose(page: Page, control: string, label: string) {
  const group = options(page).getByRole('radiogroup', { name: control });
  await group
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** The view finished loading: no overlay over it and not busy. */
async function settled(page: Page) {
  await expect(reportView(page)).toHaveAttribute('aria-busy', 'false');
}

async function headerTexts(table: Locator): Promise<string[]> {
  return (await table.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim());
}

test('Reporter: run a report with live progress, read it in every mode and export it to Excel', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The report page needs an institution first, then a peer group.
  await page.goto('/analytics/reporter/select_report');
  await expect(page.getByText(MESSAGES.selection.selectInstitution)).toBeVisible();
  await page.getByRole('link', { name: 'Select institution', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_institution$/);
  const bankName = await addFirstBank(page);

  await page.goto('/analytics/reporter/select_report');
  await expect(page.getByText(MESSAGES.selection.selectPeerGroup)).toBeVisible();
  await page.getByRole('link', { name: 'Select peer group', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_peer_group$/);

  // An advanced peer group: banks over $100M of assets, computed by a job.
  const groupName = `E2E reporter peers ${Date.now().toString(36)}`;
  await saveAdvancedBankGroup(page, groupName, 100000);
  const computation = page.getByRole('region', { name: 'Peer group computation' });
  await expect(computation.getByTestId('job-progress-percent')).toHaveText('100%', { timeout: 30_000 });
  await expect(page.getByTestId('selected-peer-group')).toContainText(groupName);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_report$/);

  // Reports grouped; Continue without a choice is refused.
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByText('FIN Reports')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByText(MESSAGES.selection.selectReport)).toBeVisible();
  await reports.getByRole('radio', { name: 'Key Metrics' }).check();

  // Running it (a POST starts the run): the progress streams live until 100, then the view opens.
  const opening = page.waitForResponse(
    (r) => r.url().endsWith('/api/self_serve_reports/runs') && r.request().method() === 'POST',
  );
  const stream = page.waitForRequest((r) => r.url().includes('/api/progress/reports/'));
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const opened = await opening;
  expect(opened.status()).toBe(201);
  const { report } = (await opened.json()) as { report: { report_token: string } };
  await expect(page.getByRole('region', { name: 'Report progress' })).toBeVisible();
  expect((await stream).url()).toContain(report.report_token);
  await expect(page).toHaveURL(/\/analytics\/reporter\/metrics$/, { timeout: 30_000 });
  // The page's stream ends with the view (the browser may drop its body then): the run's stream, read
  // again, ends at 100.
  const events = await (
    await page.request.get(`/api/progress/reports/${report.report_token}`, {
      headers: { accept: 'text/event-stream' },
    })
  ).text();
  expect(events).toMatch(/"progress":100\b/);

  // Multi view: metrics grouped by section over five periods, with peer columns.
  await expect(page.getByRole('heading', { level: 1, name: 'Key Metrics' })).toBeVisible();
  await expect(reportView(page)).toHaveAttribute('data-mode', 'multi');
  await settled(page);
  await openReportOptions(page);
  const metricsTable = page.getByRole('table', { name: 'Report metrics' });
  const multiHeaders = await headerTexts(metricsTable);
  expect(multiHeaders.slice(0, 2)).toEqual(['Metric', 'Institution']);
  expect(multiHeaders.slice(2, 7).every((h) => /^\d{4} Q[1-4]$|Q[1-4]/.test(h))).toBe(true);
  expect(multiHeaders.slice(7)).toEqual([...EXCEL_PEER_COLUMNS]);
  await expect(metricsTable.getByRole('columnheader', { name: 'Profitability' })).toBeVisible();
  await expect(page.getByTestId('report-chart').first()).toBeVisible();
  await expect(options(page).getByRole('radiogroup', { name: 'Span' })).toBeVisible();
  await expect(options(page).getByRole('radio', { name: 'T12', exact: true })).toBeChecked();
  await expectNoAxeViolations(page, 'Reporter multi view');

  // Reopening the report shows the finished run at once: reading it starts nothing.
  const runCalls: string[] = [];
  const watchRuns = (request: Request) => {
    if (request.url().includes('/api/self_serve_reports/runs')) runCalls.push(request.method());
  };
  page.on('request', watchRuns);
  await page.reload();
  await settled(page);
  await expect(metricsTable.getByRole('columnheader', { name: 'Profitability' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report progress' })).toHaveCount(0);
  expect(runCalls).toEqual([]);
  page.off('request', watchRuns);

  // Show Peers off drops the peer columns.
  const showPeers = options(page).getByRole('switch', { name: MESSAGES.report.showPeers });
  await expect(showPeers).toBeChecked();
  await showPeers.uncheck();
  await expect(metricsTable.getByRole('columnheader', { name: 'National Percentile' })).toHaveCount(0);
  await showPeers.check();
  await expect(metricsTable.getByRole('columnheader', { name: 'National Percentile' })).toBeVisible();

  // Span and set reload the view.
  await choose(page, 'Span', 'Qtr');
  await settled(page);
  await choose(page, 'Set', 'Merger Restated');
  await settled(page);
  await expect(page.getByText(/Qtr · Merger Restated/)).toBeVisible();

  // Single view: a metric's trend chart and every peer; the peer table disables Show Peers.
  await choose(page, 'View', 'Single');
  await expect(reportView(page)).toHaveAttribute('data-mode', 'single');
  await settled(page);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  const peerTable = page.getByRole('table', { name: /for every peer$/ });
  await expect(peerTable.locator('tbody tr').nth(1)).toBeVisible();
  await choose(page, 'Chart type', 'Performance');
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await choose(page, 'Chart type', 'Peer Table');
  await expect(page.getByTestId('report-chart')).toHaveCount(0);
  await expect(showPeers).toBeDisabled();
  await choose(page, 'Chart type', 'Bar');
  await expect(showPeers).toBeEnabled();

  const periodCalls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/self_serve_reports/view') && url.includes('report_view=period'))
      periodCalls.push(url);
  });
  // Period view: peers by metric at one quarter, without a Show Peers switch; a new span clears the quarter.
  await choose(page, 'View', 'Period');
  await expect(reportView(page)).toHaveAttribute('data-mode', 'period');
  await settled(page);
  await expect(showPeers).toHaveCount(0);
  const periodTable = page.getByRole('table', { name: 'Peers by metric' });
  await expect(periodTable.locator('tbody tr').nth(2)).toBeVisible();
  // Every page of peers was asked for and merged into one table (the demo data of browser tests has
  // fewer than PEER_PAGE_SIZE peers; the unit tests cover several pages).
  const totalPeers = Number((await page.getByTestId('period-peer-count').textContent())?.replace(/\D/g, ''));
  expect(totalPeers).toBeGreaterThan(50);
  const pages = Math.ceil(totalPeers / PEER_PAGE_SIZE);
  for (let n = 1; n <= pages; n++) expect(periodCalls.some((u) => u.includes(`page_no=${n}`))).toBe(true);
  await expect(reportView(page).getByText(new RegExp(`of ${totalPeers}$`))).toBeVisible();
  const period = reportView(page).getByLabel('Period', { exact: true });
  const latest = await period.inputValue();
  await period.click();
  await page.getByRole('option').nth(1).click();
  await settled(page);
  await expect(period).not.toHaveValue(latest);
  await choose(page, 'Span', 'T12');
  await settled(page);
  await expect(period).toHaveValue(latest);
  await expectNoAxeViolations(page, 'Reporter period view');

  // Back to multi and export what is shown.
  await choose(page, 'View', 'Multi');
  await settled(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Key Metrics - .+\.xlsx$/);
  const file = await readFile((await download.path()) ?? '');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the export');
  expect(String(sheet.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
  expect(String(sheet.getCell('A1').value)).toMatch(/Ref FA-[A-Z2-7]{12}\./);
  const header = (sheet.getRow(2).values as unknown[]).slice(1);
  // The screen shows the quarters newest first; the workbook keeps them oldest first, as charted.
  const quarters = multiHeaders.slice(2, 7).reverse();
  expect(header).toEqual(['ID', 'Institution', 'Metric', ...quarters, ...EXCEL_PEER_COLUMNS]);
  expect(sheet.getColumn(1).width).toBe(10);
  for (const c of [2, 3]) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
  for (let c = 4; c <= 10; c++) expect(sheet.getColumn(c).width).toBe(30);
  const firstData = sheet.getRow(4).values as unknown[];
  expect(firstData[2]).toBe(bankName);
  for (const value of firstData.slice(4, 9)) expect(typeof value === 'number' || value === 'NA').toBe(true);
  expect(workbook.getWorksheet('fa_fingerprint')?.state).toBe('veryHidden');

  // The whole report as the server's CSV, stamped the same way.
  const csvHref = await page.getByRole('link', { name: 'Download all (CSV)' }).getAttribute('href');
  expect(csvHref).toContain('/api/self_serve_reports/download_all.csv?');
  const csv = await page.request.get(csvHref ?? '');
  expect(csv.ok()).toBe(true);
  const [noticeLine] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(noticeLine?.replace(/^"/, '').startsWith(EXCEL_NOTICE)).toBe(true);
});

/**
 * Signs in as the vendor, picks the first bank, saves a quick peer group from its suggested peers,
 * and runs `report`: the page is then on the report view.
 */
async function runWithSuggestedPeers(
  page: Page,
  report: string | RegExp,
  groupPrefix: string,
): Promise<void> {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics/reporter/select_institution');
  await addFirstBank(page);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_peer_group$/);

  // A quick group from the suggested peers.
  const suggested = page.getByRole('region', { name: 'Suggested peers' });
  await suggested.getByRole('button', { name: /^Build a group from \d+ suggested$/ }).click();
  const builder = page.getByRole('region', { name: 'New peer group' });
  await builder.getByRole('textbox', { name: 'Name' }).fill(`${groupPrefix} ${Date.now().toString(36)}`);
  await builder.getByRole('button', { name: 'Save peer group' }).click();
  await expect(page.getByTestId('selected-peer-group')).toContainText(/\(\d+ peers\)/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_report$/);

  await page.getByRole('region', { name: 'Reports' }).getByRole('radio', { name: report }).check();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/metrics$/, { timeout: 30_000 });
}

test('Reporter: a technographic report has no period view or merger restatement, and exports its services', async ({
  page,
}) => {
  test.slow();
  await runWithSuggestedPeers(page, /^Technology Profile/, 'E2E tech peers');

  // Multi service view: vendor and product per service, peers' share with the same vendor.
  await expect(page.getByRole('heading', { level: 1, name: 'Technology Profile' })).toBeVisible();
  await settled(page);
  await openReportOptions(page);
  const services = page.getByRole('table', { name: 'Report services' });
  await expect(services.getByRole('columnheader', { name: 'Core & Infrastructure' })).toBeVisible();
  await expect(services.getByRole('columnheader', { name: 'Peers with the same vendor' })).toBeVisible();
  const view = options(page).getByRole('radiogroup', { name: 'View' });
  await expect(view.getByRole('radio')).toHaveCount(2);
  await expect(view.getByRole('radio', { name: 'Period' })).toHaveCount(0);
  await expect(options(page).getByRole('radiogroup', { name: 'Set' })).toHaveCount(0);
  // A technology profile is a snapshot of vendors, not a trend over a span of quarters.
  await expect(options(page).getByRole('radiogroup', { name: 'Span' })).toHaveCount(0);
  await expect(page.getByText(/· (T12|Qtr|YTD)\b/)).toHaveCount(0);
  await expect(options(page).getByRole('radio', { name: 'Peer Table' })).toBeChecked();
  await expect(options(page).getByRole('radio', { name: 'Bar' })).toBeDisabled();
  await expectNoAxeViolations(page, 'Reporter technographic view');

  // A service opens the single service view, where Show Peers does not apply.
  await services.getByRole('button', { name: 'Core Processing' }).click();
  await expect(reportView(page)).toHaveAttribute('data-mode', 'single');
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Core Processing' })).toBeVisible();
  const peers = page.getByRole('table', { name: 'Core Processing for every peer' });
  await expect(peers.locator('tbody tr').nth(1)).toBeVisible();
  await expect(options(page).getByRole('switch', { name: MESSAGES.report.showPeers })).toBeDisabled();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the export');
  expect(String(sheet.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
    'ID',
    'Institution',
    'City',
    'State',
    'Vendor - Product',
  ]);
  expect(sheet.getColumn(1).width).toBe(10);
  expect(sheet.rowCount).toBeGreaterThan(4);
});

/** A browser test may leave its screenshots for a person to look at (SCREENSHOT_DIR=/some/dir). */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // Two frames: the sticky cells repaint after the sideways scroll of the checks before.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.screenshot({ path: `${dir}/${name}.png` });
}

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Reporter: every view shows the newest quarter and its figures without scrolling sideways', async ({
    page,
  }) => {
    test.slow();
    await runWithSuggestedPeers(page, 'Key Metrics', 'E2E laptop peers');
    await expect(reportView(page)).toHaveAttribute('data-mode', 'multi', { timeout: 30_000 });
    await settled(page);

    const multi = page.getByRole('table', { name: 'Report metrics' });
    const single = page.getByRole('table', { name: / by institution$/ });
    const singlePeers = page.getByRole('table', { name: /for every peer$/ });
    const period = page.getByRole('table', { name: 'Peers by metric' });
    const switchView = async (label: string, mode: string) => {
      await openReportOptions(page);
      await choose(page, 'View', label);
      await foldReportOptions(page);
      await expect(reportView(page)).toHaveAttribute('data-mode', mode);
      await settled(page);
    };
    const checkViews = async (size: string) => {
      await switchView('Multi', 'multi');
      await expect(multi.locator('tbody td').first()).toBeVisible();
      await expectFiguresInView(multi, { kind: 'newest quarter' }, `multi ${size}`);
      await expectNameColumnSticks(multi, 'Metric', `multi ${size}`);
      await keepScreenshot(page, `reporter-multi-${size}`);

      await switchView('Single', 'single');
      await expect(singlePeers.locator('tbody tr').nth(1)).toBeVisible();
      await expectFiguresInView(single, { kind: 'newest quarter' }, `single ${size}`);
      await expectFiguresInView(singlePeers, { kind: 'newest quarter' }, `single peers ${size}`);
      await expectNameColumnSticks(singlePeers, 'Institution', `single peers ${size}`);
      await singlePeers.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `reporter-single-${size}`);

      await switchView('Period', 'period');
      await expect(period.locator('tbody tr').nth(2)).toBeVisible();
      await expectFiguresInView(period, { kind: 'first figure', after: 'Institution' }, `period ${size}`);
      await expectNameColumnSticks(period, 'Institution', `period ${size}`);
      await keepScreenshot(page, `reporter-period-${size}`);
    };
    await checkViews('1280x800');

    // The metric list starts folded on a laptop; it and the options are each one named button away,
    // and a fold is remembered for the user.
    const menu = page.getByRole('region', { name: 'Metric list' });
    await expect(menu.getByRole('navigation', { name: 'Report menu' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Show Metric list' }).click();
    await expect(menu.getByRole('navigation', { name: 'Report menu' })).toBeVisible();
    await menu.getByRole('button', { name: 'Hide Metric list' }).click();
    await expect(options(page).getByRole('radiogroup', { name: 'View' })).toHaveCount(0);
    await openReportOptions(page);
    await expect(options(page).getByRole('radiogroup', { name: 'View' })).toBeVisible();
    await foldReportOptions(page);
    await page.reload();
    await settled(page);
    // Folded stays folded for this user.
    await expect(options(page).getByRole('button', { name: 'Show Report Options' })).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await checkViews('1440x900');
  });
});
