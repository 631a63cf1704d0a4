import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';
import { addFirstBank, saveAdvancedBankGroup } from './support/peer-groups';

// The report writer on the built app and the real server: a vendor writes a bank report with a
// header, a graph and three elements, watches the live preview fill in, saves it, and reopens it
// from the writer's list to find it intact, then runs it in Reporter like a built-in report.

// The journey saves a report on the server; a retry would meet its own report's name.
test.describe.configure({ retries: 0 });

const REPORT_NAME = `E2E profitability ${Date.now().toString(36)}`;
const ELEMENTS = ['Return on Average Assets (ROA)', 'Efficiency Ratio', 'City'];

const layoutRows = (page: Page) =>
  page.getByRole('list', { name: 'Report layout' }).getByTestId('layout-row');
const row = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function addElement(page: Page, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search elements' });
  await search.fill(name);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${name} (added)` })).toBeDisabled();
  await search.fill('');
}

async function moveToTop(target: Locator, label: string) {
  const up = target.getByRole('button', { name: `Move up: ${label}` });
  while (await up.isEnabled()) await up.click();
}

test('Report writer: write a report with a header, a graph and three elements, preview, save and reopen it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/super_admin/report_writer/select_report');
  await expect(page.getByRole('heading', { name: 'Custom Report Writer' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a bank report' }).click();
  await expect(page).toHaveURL(/custom_report\?type=bank$/);
  await expect(page.getByRole('region', { name: 'Segments' })).toBeVisible();

  // Saving too early says what is missing, before anything is sent.
  await page.getByRole('button', { name: 'Save report' }).click();
  const before = page.getByRole('alert').filter({ hasText: 'Before saving' });
  await expect(before).toContainText('Give the report a name.');
  await expect(before).toContainText('Add at least one element from the segments.');

  await page.getByRole('textbox', { name: 'Report name' }).fill(REPORT_NAME);
  for (const name of ELEMENTS) await addElement(page, name);
  await expect(layoutRows(page)).toHaveCount(3);

  // ROA as a 5-period trend.
  const roa = row(page, ELEMENTS[0] ?? '');
  await roa.getByRole('button', { name: 'Properties' }).click();
  await roa
    .getByRole('radiogroup', { name: `${ELEMENTS[0]} scope` })
    .getByText('5-Period Trend')
    .click();
  await roa.getByRole('button', { name: 'Done' }).click();
  await expect(roa).toContainText('5-Period Trend');

  // A header on top holding the metrics, and a graph of them.
  await page.getByRole('button', { name: 'Header', exact: true }).click();
  const header = row(page, 'Header New section');
  await header.getByRole('textbox', { name: 'Header text' }).fill('Profitability');
  const renamed = row(page, 'Header Profitability');
  await moveToTop(renamed, 'Header Profitability');
  for (const name of ELEMENTS.slice(0, 2)) {
    await row(page, name)
      .getByRole('button', { name: `Into the header above: ${name}` })
      .click();
  }
  // Dragged onto the middle of the header, City joins it; its arrow takes it out again.
  const city = row(page, 'City');
  await city.locator('[draggable="true"]').dragTo(renamed);
  await expect(city).toHaveCSS('margin-left', '24px');
  await city.getByRole('button', { name: 'Out of its header: City' }).click();
  await expect(city).toHaveCSS('margin-left', '0px');
  await page.getByRole('button', { name: 'Graph', exact: true }).click();
  const graph = row(page, 'Graph');
  await expect(graph).toContainText(ELEMENTS[0] ?? '');
  await expect(graph).toContainText(ELEMENTS[1] ?? '');
  await moveToTop(graph, 'Graph');
  await expect(layoutRows(page)).toHaveCount(5);
  await expect(layoutRows(page).first()).toHaveAttribute('data-node-type', 'graph');

  // The live preview shows every element on the largest bank, the trend over five quarters.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByTestId('preview-element')).toHaveCount(3, { timeout: 30_000 });
  await expect(preview.getByTestId('preview-institution')).toContainText('largest institution');
  await expect(preview.getByTestId('preview-graph')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Profitability' })).toBeVisible();
  const trend = preview.getByTestId('preview-element').filter({ hasText: ELEMENTS[0] ?? '' });
  await expect(trend.locator('thead th')).toHaveCount(5);
  await expectNoAxeViolations(page, 'report writer');

  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page).toHaveURL(/custom_report\?id=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: REPORT_NAME })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Subscribe to ${REPORT_NAME}` })).toBeVisible();

  // Reopened from the list, it is as it was saved.
  await page.getByRole('link', { name: 'All reports' }).click();
  await expect(page.getByRole('link', { name: REPORT_NAME })).toBeVisible();
  await expectNoAxeViolations(page, 'report writer list');
  await page.getByRole('link', { name: REPORT_NAME }).click();
  await expect(page.getByRole('textbox', { name: 'Report name' })).toHaveValue(REPORT_NAME);
  await expect(layoutRows(page)).toHaveCount(5);
  await expect(layoutRows(page).first()).toHaveAttribute('data-node-type', 'graph');
  await expect(row(page, 'Header Profitability')).toBeVisible();
  await expect(row(page, ELEMENTS[0] ?? '')).toContainText('5-Period Trend');
  await expect(row(page, ELEMENTS[0] ?? '')).toHaveCSS('margin-left', '24px');
  await expect(row(page, 'City')).toHaveCSS('margin-left', '0px');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Reporter lists it among the custom reports and runs it with live progress.
  await page.goto('/analytics/reporter/select_institution');
  await addFirstBank(page);
  await page.goto('/analytics/reporter/select_peer_group');
  await saveAdvancedBankGroup(page, `${REPORT_NAME} peers`, 100000);
  await expect(
    page.getByRole('region', { name: 'Peer group computation' }).getByTestId('job-progress-percent'),
  ).toHaveText('100%', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_report$/);
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByText('Custom Reports')).toBeVisible();
  await reports.getByRole('radio', { name: REPORT_NAME }).check();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/metrics$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: REPORT_NAME })).toBeVisible();
  const metrics = page.getByRole('table', { name: 'Report metrics' });
  await expect(metrics.getByRole('columnheader', { name: 'Profitability' })).toBeVisible();
  await expect(metrics.getByText(`${ELEMENTS[0]} (T12)`)).toBeVisible();
  await expect(metrics.getByText('City')).toBeVisible();
});
