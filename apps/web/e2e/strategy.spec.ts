import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EXCEL_NOTICE, institutionListQuery } from '@fin-atlas/domain';
import { expect, type Page, request, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { settledTotal } from './support/fin-query';
import { BASE_URL, DEMO, DEMO_PASSWORD, signIn } from './support/helpers';

// Strategy on the built app and the demo data: a vendor lays a saved query of clients over the bank
// market by asset band, exports it, and opens a band's non-clients in FIN Query; then assesses the
// white space of a vendor product and opens its ranked prospects in FIN Query. Each hand-over is
// checked by FIN Query's own count.

const ExcelJS = createRequire(new URL('../../server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSType;

const stamp = Date.now().toString(36);

/** A saved query of a few banks, made through the API as the vendor (the clients of this journey). */
async function saveClientQuery(name: string): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const session = await api.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: DEMO.vendor, password: DEMO_PASSWORD },
    });
    const csrf = ((await session.json()) as { csrf_token: string }).csrf_token;
    const found = (await (await api.get('/api/institutions/search?q=bank&fi_type=bank&limit=12')).json()) as {
      institutions: { id: number }[];
    };
    const saved = await api.post('/api/advanced_query/save_query', {
      headers: { 'x-csrf-token': csrf },
      data: {
        advanced_query: {
          name,
          query: JSON.stringify(institutionListQuery(found.institutions.map((i) => i.id))),
          query_type: 'fin_query',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

const statValue = async (page: Page, label: string) =>
  Number(
    ((await page.locator(`[data-stat="${label}"]`).getByTestId('stat-value').textContent()) ?? '').replace(
      /[^0-9.]/g,
      '',
    ),
  );

/** Saves the list FIN Query is handed under a fresh name, and reads the builder's count of it. */
async function saveAndCount(page: Page, name: string): Promise<number> {
  const dialog = page.getByRole('dialog', { name: 'Save query' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expect(page).toHaveURL(/\/technographics\/fin_query\/query/);
  return settledTotal(page);
}

test('a vendor segments the market against its clients and works the white space of a product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const clients = `Strategy clients ${stamp}`;
  await saveClientQuery(clients);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Segmentation: All Banks by asset band, clients from the saved query.
  await page.goto('/strategy/segmentation');
  await expect(page.getByRole('heading', { level: 1, name: 'Segmentation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Your clients' }).click();
  await page.getByRole('option', { name: clients }).click();
  const table = page.getByTestId('segmentation-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('segmentation-chart')).toBeVisible();
  const total = table.getByRole('row', { name: /^Total/ });
  const marketSize = await statValue(page, 'Market');
  await expect(total.getByRole('cell').nth(1)).toHaveText(marketSize.toLocaleString('en-US'));
  expect(await statValue(page, 'Clients in the market')).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'strategy segmentation');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Segmentation');
  expect(String(sheet?.getCell('A1').value)).toContain(EXCEL_NOTICE);
  expect(String(sheet?.getCell('A2').value)).toBe('Asset Bands');

  // The non-clients of the band with the most of them, as a FIN Query list.
  const open = table.getByRole('button', { name: /^Open [\d,]+ in FIN Query$/ });
  const counts = (await open.allTextContents()).map((t) => Number(t.replace(/[^0-9]/g, '')));
  const largest = counts.indexOf(Math.max(...counts));
  await open.nth(largest).click();
  expect(await saveAndCount(page, `Strategy non-clients ${stamp}`)).toBe(counts[largest]);

  // White space of the first vendor product the search offers for "mobile".
  await page.goto('/strategy/white_space_assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'White Space Assessment' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Product or solution' }).fill('mobile');
  await page.getByRole('option').filter({ hasText: 'vendor product' }).first().click();
  await expect(page.getByTestId('white-space-target')).toContainText('Assessing');
  await expect(page.getByTestId('white-space-segment')).toBeVisible();
  await expect(page.getByTestId('prospects-table').locator('tbody tr').first()).toBeVisible();
  const whiteSpace = await statValue(page, 'White space');
  expect(whiteSpace).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'strategy white space');

  await page.locator('#prospects').getByRole('button', { name: 'Open in FIN Query' }).click();
  expect(await saveAndCount(page, `Strategy prospects ${stamp}`)).toBe(whiteSpace);
});
