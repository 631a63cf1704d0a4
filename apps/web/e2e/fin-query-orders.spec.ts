import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BASE_URL, DEMO, signIn } from './support/helpers';

// FIN Query purchasing end to end: a FIN Admin prices the vendor's company (template, schedule,
// tokens), the vendor prices the query the builder left in the tab and downloads the Excel file,
// and the vendor's client admin finds the order in the company's order report.

const CURRENT_QUERY = {
  name: 'Banks with their assets',
  advanced_query_id: null,
  is_mbc: false,
  query: {
    elements: [
      {
        id: 'type',
        element_objects: [{ element_id: 6, element_type: 'firmographics', element_section: 'Firmographics' }],
      },
      {
        id: 'assets',
        element_objects: [
          { element_id: 15, element_type: 'firmographics', element_section: 'Firmographics' },
        ],
      },
    ],
    criteria: {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'rule', id: 'r1', element: 'type', operator: 'in', value: ['bank'] },
        { type: 'rule', id: 'r2', element: 'assets', operator: 'greater', value: [0] },
      ],
    },
  },
};

async function chooseOption(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function priceTheVendorCompany(page: Page) {
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/super_admin/pricing_schedules_templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing Schedule Templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New pricing template' });
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E standard');
  await form.getByRole('textbox', { name: 'Cost per institution per element' }).fill('0.05');
  await form.getByRole('textbox', { name: 'Minimum price' }).fill('10');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('table', { name: 'Pricing schedule templates' })).toContainText('E2E standard');

  await page.goto('/super_admin/client_pricing_schedules');
  const schedules = page.getByRole('table', { name: 'Client pricing schedules' });
  await expect(page.getByRole('heading', { level: 1, name: 'Client Pricing Schedules' })).toBeVisible();
  await chooseOption(page, 'Client group', /^Summit Ridge Software/);
  await chooseOption(page, 'Template', /^E2E standard$/);
  await page.getByRole('textbox', { name: 'Prepaid tokens' }).fill('5000');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page).toHaveURL(/\/super_admin\/client_pricing_schedules\/\d+$/);
  await expect(page.getByLabel('Token balance')).toHaveText('5,000');
  await page.goto('/super_admin/client_pricing_schedules');
  await expect(schedules).toContainText('Summit Ridge Software');
}

test('a FIN Admin prices a client, the vendor buys the list as Excel and the client admin sees the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await priceTheVendorCompany(page);

  const vendorContext = await browser.newContext({ baseURL: BASE_URL, acceptDownloads: true });
  const vendor = await vendorContext.newPage();
  await signIn(vendor, DEMO.vendor);
  await expect(vendor).toHaveURL(/\/dashboard$/);
  await vendor.evaluate((current) => {
    window.sessionStorage.setItem('fin-atlas:fin-query:current', JSON.stringify(current));
  }, CURRENT_QUERY);
  await vendor.goto('/technographics/fin_query/download');
  const panel = vendor.getByRole('region', { name: 'Price and download' });
  await expect(panel).toContainText('Banks with their assets');
  await panel.getByRole('button', { name: 'Price' }).click();
  const breakdown = panel.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown).toBeVisible();
  const institutions = Number(
    ((await breakdown.getByRole('row', { name: /^Institutions/ }).textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(institutions).toBeGreaterThan(10);
  await expect(panel.getByText(/^Paid with \d[\d,]* of your company’s 5,000 tokens\.$/)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Sample rows of the list' })).toContainText('RSSD ID');

  const [download] = await Promise.all([
    vendor.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^banks-with-their-assets-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = path.join(tmpdir(), `fin-query-e2e-${Date.now()}.xlsx`);
  await download.saveAs(file);
  await expect(panel.getByText(/is placed and paid with your company’s tokens/)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Prospect list') as ExcelJS.Worksheet;
  expect(String(sheet.getCell('A1').value)).toMatch(/FA-[A-Z2-7]{12}/);
  expect(sheet.getRow(2).getCell(1).value).toBe('RSSD ID');
  expect(sheet.rowCount).toBe(institutions + 2);
  await vendorContext.close();

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.clientadmin);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/user_order_report');
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders).toContainText('Banks with their assets');
  await expect(orders).toContainText('vendor@demo.finatlas.test');
  await expect(orders).toContainText('Tokens');
  await adminContext.close();
});
