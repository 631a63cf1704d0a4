import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@fin-atlas/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BASE_URL, DEMO, signIn } from './support/helpers';

// Conference import end to end on the built app and the demo data: a vendor user uploads an
// attendee list naming real demo institutions, reviews the matches, downloads the enriched file,
// and a FIN Admin reads back from the file who downloaded it.

type Hit = { id: number; name: string; state: string | null; city: string | null };

async function institutionsLike(request: APIRequestContext, q: string): Promise<Hit[]> {
  const res = await request.get(`/api/institutions/search?q=${encodeURIComponent(q)}&limit=20`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { institutions: Hit[] }).institutions;
}

/** "Cedar Valley State Bank" -> "Cedr Valley State Bank": one letter dropped from the longest word. */
function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return words.map((w) => (w === longest ? w.slice(0, 2) + w.slice(3) : w)).join(' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

test('a vendor imports a conference list, reviews it, downloads it enriched and a FIN Admin identifies the file', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Real demo institutions, fetched as the user would find them.
  const pool = [
    ...(await institutionsLike(page.request, 'bank')),
    ...(await institutionsLike(page.request, 'credit union')),
  ];
  const distinct = pool.filter(
    (hit, i) =>
      hit.state && pool.findIndex((other) => other.name.toLowerCase() === hit.name.toLowerCase()) === i,
  );
  expect(distinct.length).toBeGreaterThanOrEqual(4);
  const [exact, byDomain, wrongState, typo] = distinct as [Hit, Hit, Hit, Hit];
  const detail = await page.request.get(`/api/institutions/${byDomain.id}`);
  const website = ((await detail.json()) as { website: string | null }).website ?? '';
  const domain = website
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split('/')[0];
  const otherState = wrongState.state === 'TX' ? 'ME' : 'TX';

  const lines = [
    ['First Name', 'Last Name', 'Title', 'Company', 'Email', 'City', 'State'],
    ['Ana', 'Lopez', 'VP, Digital', exact.name, 'ana@gmail.com', exact.city ?? '', exact.state ?? ''],
    ['Ben', 'Ng', 'CIO', byDomain.name, domain ? `ben@${domain}` : '', '', ''],
    ['Cy', 'Ortiz', 'CFO', wrongState.name, '', '', otherState],
    ['Di', 'Park', 'Head of Payments', misspell(typo.name), '', typo.city ?? '', typo.state ?? ''],
    ['Ed', 'Fox', 'Partner', 'Globex Consulting Partners', 'ed@globex.example', 'Denver', 'CO'],
  ];
  const csv = `\uFEFF${lines.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const conferenceName = `Fintech Forum ${Date.now()}`;

  await page.goto('/technographics/fin_query/conference_import');
  await expect(page.getByRole('heading', { name: 'Conference Import' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Conference name' }).fill(conferenceName);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await expect(
    page.getByText(new RegExp(`^${conferenceName}: \\d matched, \\d to review, 1 not matched\\.$`)),
  ).toBeVisible();

  const attendees = page.getByRole('table', { name: 'Matched attendees' });
  const rowOf = (person: string) => attendees.getByRole('row').filter({ hasText: person });
  await expect(rowOf('Ana Lopez')).toContainText('Matched');
  await expect(rowOf('Ana Lopez')).toContainText(exact.name);
  await expect(rowOf('Ben Ng')).toContainText('Matched');
  await expect(rowOf('Cy Ortiz')).toContainText('Needs review');
  await expect(rowOf('Di Park')).not.toContainText('Not matched');
  await expect(rowOf('Ed Fox')).toContainText('Not matched');

  // The review step: the wrong state made the name match unsure; the person confirms it.
  await page.getByText(/^Needs review \(\d+\)$/).click();
  await expect(rowOf('Cy Ortiz')).toBeVisible();
  // Another institution may rank first; the person picks the one they know the attendee is from.
  await page.getByRole('combobox', { name: 'Candidate for line 4' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(wrongState.name)}, ${wrongState.state} `) })
    .click();
  await page.getByRole('button', { name: 'Confirm the candidate for line 4' }).click();
  await expect(page.getByText(`Line 4: ${wrongState.name} confirmed.`)).toBeVisible();
  await page.getByText(/^All \(\d+\)$/).click();
  await expect(rowOf('Cy Ortiz')).toContainText('Confirmed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download enriched Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fintech-forum-\d+-attendees-enriched\.xlsx$/);
  const file = test.info().outputPath('conference.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Attendees') as ExcelJS.Worksheet;
  expect(String(sheet.getCell('A1').value)).toMatch(
    /Data fingerprinting is embedded.*Ref FA-[A-Z2-7]{12}\.$/,
  );
  expect(sheet.getRow(2).getCell(8).value).toBe('FIN Institution ID');
  expect(sheet.getRow(3).getCell(9).value).toBe(exact.name);
  expect(sheet.getRow(5).getCell(9).value).toBe(wrongState.name);

  // A FIN Admin, in a session of their own, finds out who downloaded the file.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.superadmin);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.goto('/super_admin/large_downloads_report');
    await expect(admin.getByRole('table', { name: 'Downloads' })).toContainText(conferenceName);
    await admin.locator('input[type="file"]').setInputFiles(file);
    await admin.getByRole('button', { name: 'Identify' }).click();
    const answer = admin.getByRole('region', { name: 'Who downloaded the file' });
    await expect(answer).toContainText(`Downloaded by Riley Chen (${DEMO.vendor})`);
    await expect(answer).toContainText('Summit Ridge Software (demo)');
    await expect(answer).toContainText(conferenceName);
  } finally {
    await adminContext.close();
  }

  await page.getByRole('button', { name: `Delete ${conferenceName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.toast.conferenceDeleted)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conferences' })).toHaveCount(0);
});
