import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL, DEMO, signIn } from './support/helpers';
import { paintedShare } from './support/map';

// Product search, the solution and vendor reports and the Excel download, on the built app with the
// demo technographics data (fictional vendors; the solution catalog of the demo data set).

const BOX = 'Search solutions, vendors and products';
// A report reads every interval of its entity: on the embedded database of the test server, with
// other workers busy, the first one can take several seconds.
const REPORT_LOAD = { timeout: 30_000 };

type SearchAnswer = { result: { services: { id: number }[]; vendor_products: { id: number }[] } };

/** A one-letter search broad enough to need '...and N more' in both columns, chosen from the data. */
async function broadTerm(page: Page): Promise<{ term: string; vendors: number; services: number }> {
  for (const term of ['c', 's', 'm', 'a', 'p']) {
    const answer = (await (await page.request.get(`/api/search?query=${term}`)).json()) as SearchAnswer;
    const vendors = new Set(answer.result.vendor_products.map((v) => v.id)).size;
    const services = answer.result.services.length;
    if (vendors > 5 && services > 7) return { term, vendors, services };
  }
  throw new Error('The demo catalog has no broad search term; is the technographics demo data loaded?');
}

const vendorsShown = (page: Page) =>
  page.getByRole('region', { name: 'VENDOR PRODUCTS' }).getByTestId('search-vendor');
const solutionsShown = (page: Page) =>
  page.getByRole('region', { name: 'SOLUTIONS' }).getByTestId('search-solution');

test('a vendor user searches, expands and collapses, and a new search starts collapsed', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/product/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Fintech - Product Search' })).toBeVisible();
  await expect(page).toHaveTitle('Fintech - Product Search');
  const box = page.getByRole('searchbox', { name: BOX });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute(
    'placeholder',
    'Enter a solution type or a specific vendor or product name',
  );

  const broad = await broadTerm(page);
  await box.fill(broad.term);
  await expect(vendorsShown(page)).toHaveCount(5);
  await expect(solutionsShown(page)).toHaveCount(7);
  const vendors = page.getByRole('region', { name: 'VENDOR PRODUCTS' });
  const solutions = page.getByRole('region', { name: 'SOLUTIONS' });
  await expect(vendors.getByRole('link', { name: 'View All Vendors' })).toHaveAttribute(
    'href',
    '/technographics/vendor_coverage',
  );
  await expect(solutions.getByRole('link', { name: 'View All Solutions' })).toHaveAttribute(
    'href',
    '/technographics/solutions',
  );

  await expectNoAxeViolations(page, 'product search with results');
  await vendors.getByRole('button', { name: `...and ${broad.vendors - 5} more` }).click();
  await expect(vendorsShown(page)).toHaveCount(Math.min(broad.vendors, 1000));
  await solutions.getByRole('button', { name: `...and ${broad.services - 7} more` }).click();
  await expect(solutionsShown(page)).toHaveCount(Math.min(broad.services, 1000));
  await vendors.getByRole('button', { name: '...View Less' }).click();
  await expect(vendorsShown(page)).toHaveCount(5);
  await expect(solutionsShown(page)).toHaveCount(Math.min(broad.services, 1000));

  // Typos are forgiven, and the new search shows the default lengths again.
  await box.fill('mobil bankng');
  await expect(solutions.getByRole('link', { name: 'Retail Mobile Banking' })).toBeVisible();
  expect(await solutionsShown(page).count()).toBeLessThanOrEqual(7);

  await box.fill('');
  await expect(page.getByRole('region', { name: 'SOLUTIONS' })).toHaveCount(0);

  await box.fill('zzqxw');
  await expect(page.getByText('No matching Vendors/Products')).toBeVisible();
  await expect(page.getByText('No matching Solutions')).toBeVisible();
});

test('typing quickly sends one search for the final text, and loading ends with its answer', async ({
  page,
}) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/product/search');
  const box = page.getByRole('searchbox', { name: BOX });
  await expect(box).toBeFocused();

  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') searched.push(url.searchParams.get('query') ?? '');
  });
  // The answer is held until the loading state has been seen, then passed on from the real server.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/search',
    async (route) => {
      await held;
      await route.continue();
    },
  );

  // Nine keystrokes in one task of the page, so no timer can run between them however slow the
  // machine: the 100 ms pause must see them as one burst of typing.
  await box.evaluate((input: HTMLInputElement, text: string) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (let i = 1; i <= text.length; i++) {
      setValue?.call(input, text.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, 'core proc');
  const loading = page.getByLabel('Searching');
  await expect(loading).toBeVisible();
  await expect.poll(() => searched).toEqual(['core proc']);
  await expect(page.getByRole('region', { name: 'SOLUTIONS' })).toHaveCount(0);

  release();
  const solutions = page.getByRole('region', { name: 'SOLUTIONS' });
  await expect(solutions.getByRole('link', { name: 'Core Processing', exact: true })).toBeVisible();
  await expect(loading).toHaveCount(0);
  // Nothing more is sent once the typing has stopped.
  await page.waitForTimeout(300);
  expect(searched).toEqual(['core proc']);
});

/**
 * The report's clients by state are drawn on the Census state boundaries (50 states, DC and Puerto
 * Rico registered with ECharts and painted), not as the old grid of state squares, with the figures
 * as a table.
 */
async function expectStateMap(page: Page, noun: string) {
  const region = page.getByRole('region', { name: 'Clients by state' });
  const map = region.locator('figure[data-map-level="state"]');
  await expect(map.getByText(`Clients of ${noun} by state`)).toBeVisible();
  await expect(map).toHaveAttribute('data-map-regions', '52', REPORT_LOAD);
  await expect.poll(() => paintedShare(map.getByTestId('us-map')), REPORT_LOAD).toBeGreaterThan(0.2);
  await expect(map.getByRole('img', { name: /^Map of the United States shaded by clients/ })).toBeVisible();
  const rows = map
    .getByRole('table', { name: `Clients of ${noun} by state`, includeHidden: true })
    .getByRole('row', { includeHidden: true });
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(region.locator('[data-state]')).toHaveCount(0);
}

test('a vendor user opens a solution report and a vendor report, and downloads the institutions as Excel', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/product/search');
  await page.getByRole('searchbox', { name: BOX }).fill('core proc');
  await page
    .getByRole('region', { name: 'SOLUTIONS' })
    .getByRole('link', { name: 'Core Processing', exact: true })
    .click();

  await expect(page).toHaveURL(/\/technographics\/service_report\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Core Processing' })).toBeVisible(REPORT_LOAD);
  const shares = page.getByRole('region', { name: 'Market share by vendor' });
  await expect(shares.getByRole('row')).not.toHaveCount(0);
  await expectStateMap(page, 'Core Processing');
  const institutions = page.getByRole('region', { name: 'Institutions using it today' });
  await expect(institutions.getByRole('row').nth(1)).toBeVisible(REPORT_LOAD);

  await expectNoAxeViolations(page, 'solution report');

  // The leading vendor of core processing, from the share table.
  const leader = shares.getByRole('table').getByRole('link').first();
  const vendorName = (await leader.textContent()) ?? '';
  await leader.click();
  await expect(page).toHaveURL(/\/technographics\/vendor_report\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible(REPORT_LOAD);
  await expect(page.getByText('Clients today', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Market share by solution' })
      .getByRole('link', { name: 'Core Processing' }),
  ).toBeVisible();
  const list = page.getByRole('region', { name: 'Institutions using it today' });
  await expect(list.getByRole('row').nth(1)).toBeVisible(REPORT_LOAD);
  await expectStateMap(page, vendorName);

  await expectNoAxeViolations(page, 'vendor report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendor-report-.+\.xlsx$/);
  const file = testInfo.outputPath('vendor-report.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Institutions');
  if (!sheet) throw new Error('The download has no Institutions sheet');
  expect(String(sheet.getCell('A1').value)).toMatch(
    /^CONFIDENTIAL\..*external distribution is prohibited.*Ref FA-[A-Z2-7]{12}\.$/,
  );
  expect(String(sheet.getCell('A2').value)).toBe(`${vendorName}: institutions using it today`);
  expect((sheet.getRow(3).values as unknown[]).slice(1, 3)).toEqual(['RSSD ID', 'Institution']);
  expect(sheet.rowCount).toBeGreaterThan(3);
  expect(sheet.getColumn(6).width).toBe(30);
});

test('the same search works outside the shell at /fin_apps_search', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/fin_apps_search');
  await expect(page.getByRole('heading', { level: 1, name: 'Fintech - Product Search' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('searchbox', { name: BOX }).fill('core proc');
  const link = page
    .getByRole('region', { name: 'SOLUTIONS' })
    .getByRole('link', { name: 'Core Processing', exact: true });
  await expect(link).toHaveAttribute('href', /^\/technographics\/service_report\/\d+$/);
});

test('a vendor user asks for a vendor to be covered and a FIN Admin answers', async ({ page, browser }) => {
  const name = `Acme Lending Cloud ${Date.now().toString(36)}`;
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/vendor_requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Requests' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vendor name' }).fill(name);
  await page.getByRole('textbox', { name: 'Details' }).fill('Our prospects run it for loan origination.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const mine = page.getByRole('row', { name: new RegExp(name) });
  await expect(mine).toContainText('Open');
  await expect(page.getByText('Request sent. You will see the answer here.')).toBeVisible();
  // Checked once the confirmation toast has gone: the shell's toasts are not part of this page.
  await expect(page.getByText('Request sent. You will see the answer here.')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolations(page, 'vendor requests');

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.superadmin);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.goto('/technographics/vendor_requests');
    await admin.getByRole('button', { name: `Answer ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Answer the request' });
    await dialog.getByRole('radio', { name: 'Declined' }).check();
    await dialog
      .getByRole('textbox', { name: /Answer for the requester/ })
      .fill('Not enough institutions use it yet.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    // The status filter is a segmented control: its radios are hidden behind their labels.
    await admin.locator('label', { hasText: /^Declined$/ }).click();
    await expect(admin.getByRole('radio', { name: 'Declined' })).toBeChecked();
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Declined');
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(mine).toContainText('Declined');
  await expect(mine).toContainText('Not enough institutions use it yet.');
});
