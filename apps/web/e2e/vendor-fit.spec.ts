import { createRequire } from 'node:module';
import { EXCEL_NOTICE, VENDOR_FIT_LIMITS, VENDOR_FIT_SECTIONS } from '@fin-atlas/domain';
import { expect, test } from '@playwright/test';
import type ExcelJSType from 'exceljs';
import { DEMO, signIn } from './support/helpers';

// VendorFit on the built app and the demo data, whose load fits the models: a vendor picks an
// institution and core processing, reads the ten sections and the product fit ranking with the
// model's accuracy, compares another product, and downloads the predictions as a workbook.

const ExcelJS = createRequire(new URL('../../server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSType;

// The first predictions read the model and every category: on the embedded test database, with
// other workers busy, that can take seconds.
const LOAD = { timeout: 30_000 };

test('a vendor picks an institution and core processing, reads the predictions and downloads them', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // An institution that runs a core product, found the way a user would: by typing part of its name.
  const found = (await (await page.request.get('/api/fit_profile/institutions?query=bank')).json()) as {
    institutions: { id: number; name: string }[];
  };
  const institution = found.institutions[0];
  if (!institution) throw new Error('The demo data has no bank to predict for');

  await page.goto('/fi_prospect/vendor_fit/select_institution');
  await page.getByRole('textbox', { name: 'Institution' }).fill(institution.name);
  const results = page.getByRole('table', { name: 'Matching institutions' });
  await results
    .getByRole('button', { name: `Select ${institution.name}`, exact: true })
    .first()
    .click();
  const core = page.getByRole('region', { name: 'Core Processing' });
  await expect(core.getByTestId('solution-accuracy')).toContainText(
    /Top-3 accuracy \d+% \(baseline \d+%\)/,
    LOAD,
  );
  await core.getByRole('link', { name: 'See predictions for Core Processing' }).click();

  await expect(page).toHaveURL(/\/fi_prospect\/vendor_fit\/predictions\?institution=\d+&solution=\d+/);
  const ranking = page.getByRole('table', { name: 'Product fit ranking' });
  await expect(ranking.getByRole('row').nth(1)).toBeVisible(LOAD);
  await expect(page.locator('[data-section]')).toHaveCount(VENDOR_FIT_SECTIONS.length);
  expect(
    await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section'))),
  ).toEqual([...VENDOR_FIT_SECTIONS]);
  const rows = await ranking.getByRole('row').count();
  expect(rows - 1).toBeGreaterThan(0);
  expect(rows - 1).toBeLessThanOrEqual(VENDOR_FIT_LIMITS.vendor);
  await expect(page.getByRole('region', { name: 'Model accuracy' })).toContainText('Demo data');
  await expect(page.getByRole('region', { name: 'Financial Institution' })).toContainText(
    institution.name,
    LOAD,
  );
  await expect(page.getByRole('table', { name: 'Size variables' }).getByRole('row').nth(1)).toBeVisible(LOAD);

  // Compare the second-ranked product: the sections follow it.
  const second = ranking.getByRole('row').nth(2);
  const secondName = (await second.locator('p').first().textContent()) ?? '';
  await second.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('region', { name: 'Size' }).getByTestId('compared-with')).toContainText(
    `clients of ${secondName}`,
    LOAD,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendor-fit-.+-core-processing-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = testInfo.outputPath('vendor-fit.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets.filter((s) => s.state === 'visible').map((s) => s.name)).toEqual([
    'Product Fit Ranking',
    ...VENDOR_FIT_SECTIONS.slice(2),
  ]);
  const sheet = workbook.getWorksheet('Product Fit Ranking');
  expect(String(sheet?.getCell('A1').value)).toContain(EXCEL_NOTICE);
  expect(String(sheet?.getCell('A1').value)).toMatch(/Ref FA-[A-Z2-7]{12}\./);
});
