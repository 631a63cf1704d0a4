import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EXCEL_NOTICE, FIRMOGRAPHIC_ELEMENT as F, MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, request, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { BASE_URL, DEMO, DEMO_PASSWORD, signIn } from './support/helpers';
import { openReportOptions, reportOptions } from './support/report-layout';

// The test opens the downloaded file with the same library the app builds it with.
const ExcelJS = createRequire(new URL('../package.json', import.meta.url))('exceljs') as typeof ExcelJSType;

const QUERY_NAME = `E2E industry banks ${Date.now().toString(36)}`;
const SET_NAME = `E2E asset tiers ${Date.now().toString(36)}`;
// A custom segment set of three asset tiers ($ thousands), saved as the segment set editor saves it.
const TIERS = [
  { name: 'Under $250M', operator: 'less', value: 250_000 },
  { name: '$250M to $1B', operator: 'between', value: [250_000, 1_000_000] },
  { name: '$1B and over', operator: 'greater_or_equal', value: 1_000_000 },
];
const STATES = ['TX', 'CA', 'IL', 'PA', 'OH', 'NY', 'FL', 'GA', 'MN', 'IA'];

const firmographic = (id: string, elementId: number) => ({
  id,
  element_objects: [
    { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
  ],
});

/**
 * Banks of ten states, saved by the vendor through the API as the FIN Query builder saves it, and
 * the vendor's segment set of asset tiers.
 */
async function saveQueryAndSegmentSet(): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const session = await api.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: DEMO.vendor, password: DEMO_PASSWORD },
    });
    expect(session.ok(), await session.text()).toBe(true);
    const { csrf_token } = (await session.json()) as { csrf_token: string };
    const query = {
      elements: [firmographic('e-state', F.state), firmographic('e-type', F.fiType)],
      criteria: {
        type: 'group',
        operator: 'and',
        children: [
          { type: 'rule', id: 'r-state', element: 'e-state', operator: 'in', value: STATES },
          { type: 'rule', id: 'r-type', element: 'e-type', operator: 'in', value: ['bank'] },
        ],
      },
    };
    const saved = await api.post('/api/advanced_query/save_query', {
      headers: { 'x-csrf-token': csrf_token },
      data: { advanced_query: { name: QUERY_NAME, query: JSON.stringify(query), query_type: 'fin_query' } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const set = await api.post('/api/segmentation_sets', {
      headers: { 'x-csrf-token': csrf_token },
      data: {
        segmentation_set: {
          name: SET_NAME,
          description: 'Banks by total assets',
          element: { element_id: F.assets, element_type: 'firmographics' },
          segmentation_set_details_attributes: TIERS,
        },
      },
    });
    expect(set.status(), await set.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

const options = reportOptions;

/** Picks one segment of a Report Options segmented control by its label. */
async function choose(page: Page, control: string, label: string) {
  const group = options(page).getByRole('radiogroup', { name: control });
  await group
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

test('Industry Reporter: a saved query split by a custom segment set, read as chart and table, exported to Excel', async ({
  page,
}) => {
  test.slow();
  await saveQueryAndSegmentSet();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Group step: nothing chosen is refused with the spec's message; then the saved query.
  await page.goto('/reports/industry_reporter');
  await expect(page).toHaveURL(/\/reports\/industry_reporter\/select_fi_group$/);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByText(MESSAGES.selection.selectFiGroup)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Whole industries' }).getByText('All Banks')).toBeVisible();
  await page.getByRole('checkbox', { name: QUERY_NAME }).check();
  await page.getByRole('button', { name: 'Continue' }).first().click();

  // Segmentation step: the vendor's own segment set.
  await expect(page).toHaveURL(/\/reports\/industry_reporter\/segmentation$/);
  await page.getByRole('radio', { name: new RegExp(SET_NAME) }).check();
  await page.getByRole('button', { name: 'Continue' }).first().click();

  // Report step: a report must be chosen; then the bank Key Metrics runs with live progress.
  await expect(page).toHaveURL(/\/reports\/industry_reporter\/select_report$/);
  await page.getByRole('button', { name: 'Run Report' }).first().click();
  await expect(page.getByText(MESSAGES.selection.selectReport)).toBeVisible();
  await page
    .getByRole('region', { name: 'Bank reports' })
    .getByRole('radio', { name: 'Key Metrics' })
    .check();
  await page.getByRole('button', { name: 'Run Report' }).first().click();
  await expect(page).toHaveURL(/\/reports\/industry_reporter\/report$/);

  // The view opens as the defaults say: multi-metric trend charts over trailing twelve months.
  const report = page.getByTestId('industry-report');
  await expect(report).toHaveAttribute('data-display', 'chart', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Key Metrics' })).toBeVisible();
  await expect(page.getByTestId('demo-label')).toHaveText('Demo data');
  await expect(page.getByTestId('industry-chart').first()).toBeVisible();
  expect(await page.getByTestId('industry-chart').count()).toBeGreaterThan(10);
  await expect(page.getByTestId('industry-chart').first().locator('svg')).toBeVisible();

  await openReportOptions(page);
  await expect(options(page).getByRole('radio', { name: 'Multi-Period' })).toBeChecked();
  await expect(options(page).getByLabel('Span', { exact: true })).toHaveValue('Trailing-12 Months');
  await expect(options(page).getByRole('switch', { name: 'Segments' })).toBeChecked();
  await expect(options(page).getByRole('switch', { name: 'Graph' })).toBeDisabled();

  // As a table: each metric's total and segments over the quarters, with the quartiles beside them.
  await choose(page, 'Display', 'Table');
  await expect(report).toHaveAttribute('data-display', 'table');
  const table = page.getByTestId('industry-table');
  await expect(table.locator('thead th').filter({ hasText: /^Median Q\d 20\d\d$/ })).toBeVisible();
  const roaRows = table.locator('tbody tr[data-metric="roa"]');
  await expect(roaRows).toHaveCount(1 + TIERS.length);
  await expect(roaRows.first()).toContainText(QUERY_NAME);
  await expect(roaRows.first()).toContainText('%');
  await expect(options(page).getByRole('switch', { name: 'Graph' })).toBeEnabled();

  // Totals off leaves the bands; one period, one metric.
  await options(page).getByRole('switch', { name: 'Totals' }).click();
  await expect(roaRows).toHaveCount(TIERS.length);
  await choose(page, 'Scope', 'Single-Period');
  await expect(table.locator('thead th').filter({ hasText: /^Aggregate Q\d 20\d\d$/ })).toBeVisible();
  await table.getByRole('button', { name: 'Return on Average Assets (ROA)' }).click();
  await expect(options(page).getByRole('radio', { name: 'Single', exact: true })).toBeChecked();
  await expect(table.locator('tbody tr[data-metric]')).toHaveCount(TIERS.length);

  // Excel: the notice row with its fingerprint, every statistic of the rows shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Key Metrics - .+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(String(sheet?.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
  expect(sheet?.getRow(2).values).toEqual(
    expect.arrayContaining(['Metric', 'Group', 'Segment', 'Statistic']),
  );
  const statistics = new Set<string>();
  sheet?.eachRow((row) => {
    if (row.getCell(1).value === 'Return on Average Assets (ROA)')
      statistics.add(String(row.getCell(4).value));
  });
  expect([...statistics].sort()).toEqual([
    '25th Percentile',
    '75th Percentile',
    'Aggregate',
    'Institutions',
    'Median',
  ]);
  expect(workbook.getWorksheet('fa_fingerprint')?.state).toBe('veryHidden');
});
