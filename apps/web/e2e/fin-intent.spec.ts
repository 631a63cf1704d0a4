import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { settledTotal } from './support/fin-query';
import { DEMO, signIn } from './support/helpers';

// FIN Intent on the built app and the demo data: a vendor opens the seeded signal with the most
// institutions at in-depth research, drills into an institution's evidence and hands the in-depth
// institutions to FIN Query, whose own count must equal the signal's; a FIN Admin creates a signal, edits one element and deletes another.

const stamp = Date.now().toString(36);
const figure = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a vendor opens a signal, reads an institution’s evidence and adds the in-depth ones to FIN Query', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/fi_prospect/intent/signals');
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
  const table = page.getByTestId('signals-table');
  // The server scores the signals in a job once the demo data is loaded: the list fills in then.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('scores-as-of')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  // The signal with the most institutions researching in depth (a handful at the test data's scale).
  const inDepthLinks = table.getByRole('link', { name: /^\d[\d,]* at In-Depth Research on / });
  const labels = await inDepthLinks.evaluateAll((links) =>
    links.map((l) => l.getAttribute('aria-label') ?? l.textContent ?? ''),
  );
  const best = labels
    .map((label) => ({ count: figure(label.split(' at ')[0] ?? ''), signal: label.replace(/^.* on /, '') }))
    .sort((a, b) => b.count - a.count)[0];
  const inDepth = best?.count ?? 0;
  const signalName = best?.signal ?? '';
  const core = table.getByRole('row', { name: new RegExp(signalName) });
  expect(inDepth).toBeGreaterThan(0);
  await expect(page.getByTestId('scores-as-of')).toContainText('Demo data');

  await core.getByRole('link', { name: signalName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: signalName })).toBeVisible();
  // It opens at the strongest level: the in-depth institutions, as many as the list counted.
  await expect(
    page.getByRole('radio', { name: `In-Depth Research (${inDepth.toLocaleString('en-US')})` }),
  ).toBeChecked();
  const institutions = page.getByTestId('intent-institutions');
  const first = institutions.getByRole('button', { name: /^Evidence of / }).first();
  await expect(first).toBeVisible();
  await expectNoAxeViolations(page, 'FIN Intent signal');

  // The evidence behind the first institution: elements with their points and dated records.
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(drawer.getByTestId('evidence-score')).toBeVisible();
  const element = drawer.getByTestId('evidence-element').first();
  await expect(element).toContainText(/of [\d.]+ points/);
  await expect(element.locator('tbody tr').first()).toBeVisible();
  await expect(drawer.getByTestId('score-history')).toContainText(/Q\d \d{4}: /);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // FIN Query opens with one FIN Intent rule, and counts the same institutions.
  await page.getByRole('button', { name: 'Add in-depth institutions to FIN Query' }).click();
  await expect(page).toHaveURL(/\/technographics\/fin_query\/query$/);
  await expect(page.getByTestId('query-rule')).toHaveCount(1);
  expect(await settledTotal(page)).toBe(inDepth);
});

test('a FIN Admin creates a signal, changes an element’s weight and deletes another', async ({ page }) => {
  test.setTimeout(120_000);
  const signalName = `E2E buying signal ${stamp}`;
  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The console's navigation leads to the signals.
  await page.goto('/super_admin/dashboard');
  await page.getByRole('link', { name: 'Signals', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
  await expect(
    page.getByTestId('admin-signals').getByRole('link', { name: 'Core Conversion', exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'New signal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New signal' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(signalName);
  await page.getByRole('textbox', { name: 'Element 1: Name' }).fill('Conversion postings');
  await page.getByRole('textbox', { name: 'Element 1: Full-text query' }).fill('"core conversion"');
  await page.getByRole('button', { name: 'Add element' }).click();
  await page.getByRole('textbox', { name: 'Element 2: Name' }).fill('New CIO');
  await choose(page, 'Element 2: Evidence', 'Executive moves');
  await page.getByRole('button', { name: 'Create signal' }).click();
  await expect(page.getByText(`Signal “${signalName}” created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/super_admin\/signals\/\d+$/);

  // Edit: a new weight for the postings, the executive element deleted.
  await expect(page.getByRole('textbox', { name: 'Element 2: Name' })).toHaveValue('New CIO');
  await page.getByRole('textbox', { name: 'Element 1: Weight' }).fill('30');
  await page.getByRole('button', { name: 'Delete element 2 (New CIO)' }).click();
  await page.getByRole('button', { name: 'Save signal' }).click();
  await expect(page.getByText(`Signal “${signalName}” saved.`)).toBeVisible();

  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: signalName })).toBeVisible();
  const elements = page.getByTestId('signal-elements');
  const postings = elements.getByRole('row', { name: /Conversion postings/ });
  await expect(postings).toContainText('30');
  await expect(postings).toContainText('Job postings matching “"core conversion"”');
  // Never scored, the deleted element has no evidence to keep: it is gone.
  await expect(elements.getByText('New CIO')).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete signal' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this signal?' })
    .getByRole('button', { name: 'Delete signal' })
    .click();
  await expect(page).toHaveURL(/\/super_admin\/signals$/);
  await expect(page.getByTestId('admin-signals').getByRole('link', { name: signalName })).toHaveCount(0);
});
