import { expect, type Locator, type Page } from '@playwright/test';
import { layoutProblems, settle } from './layout-check';

// The query builder as a user drives it: the element picker on the left, the criteria tree on the
// right, the running total above. Each step waits for the count the edit brings.

export const BUILDER_PATH = '/technographics/fin_query/query';

export const ruleOf = (page: Page, element: string): Locator =>
  page.getByRole('group', { name: `Rule: ${element}` });

/** The running total's figure ("1,234 of 5,678 institutions"), or null while it does not count. */
export async function queryTotal(page: Page): Promise<number | null> {
  const text = (await page.getByTestId('query-total').textContent()) ?? '';
  const match = /^([\d,]+) of [\d,]+ institutions$/.exec(text.trim());
  return match ? Number(match[1]?.replace(/,/g, '')) : null;
}

/** Waits until the total is counted for the current tree (no pending or running count), and returns it. */
export async function settledTotal(page: Page): Promise<number> {
  await expect(page.getByLabel('Counting')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => queryTotal(page), { timeout: 30_000 }).not.toBeNull();
  return (await queryTotal(page)) as number;
}

/** Runs an edit and waits until the total has been counted again and differs from before. */
export async function expectTotalChange(page: Page, edit: () => Promise<void>): Promise<number> {
  const before = await queryTotal(page);
  await edit();
  await expect.poll(() => queryTotal(page), { timeout: 30_000 }).not.toBe(before);
  return settledTotal(page);
}

/**
 * Adds a rule by clicking its element in the picker (into the group last clicked); the category
 * tells apart elements of one name (the firmographic Branches and the credit-union statement line).
 */
export async function addRule(page: Page, element: string, category?: string): Promise<Locator> {
  const picker = page.getByRole('complementary', { name: 'Query elements' });
  await picker.getByRole('searchbox', { name: 'Search elements' }).fill(element);
  const scope = category ? picker.getByRole('region', { name: category, exact: true }) : picker;
  await scope.getByRole('button', { name: `Add rule: ${element}`, exact: true }).click();
  await picker.getByRole('searchbox', { name: 'Search elements' }).fill('');
  const rule = ruleOf(page, element).last();
  await expect(rule).toBeVisible();
  return rule;
}

/**
 * Brings a dropdown's field to the middle of the window first: opened near the bottom edge, the list
 * flips above the field as soon as the page scrolls to reach an option, and the option moves away
 * from under the pointer (the click then lands on its neighbour, time after time).
 */
async function centre(field: Locator) {
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

export async function chooseOperator(page: Page, rule: Locator, element: string, operator: string) {
  const field = rule.getByLabel(`${element} operator`, { exact: true });
  await centre(field);
  await field.click();
  await page.getByRole('option', { name: operator, exact: true }).click();
}

/** Ticks options of a multi-choice value (a short list or a searched one). */
export async function chooseOptions(page: Page, rule: Locator, label: string, options: string[]) {
  const input = rule.getByLabel(label, { exact: true });
  await centre(input);
  for (const option of options) {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await input.press('Escape');
}

export async function fillRange(rule: Locator, element: string, low: number, high: number) {
  await rule.getByLabel(`${element} from`, { exact: true }).fill(String(low));
  await rule.getByLabel(`${element} to`, { exact: true }).fill(String(high));
}

const UNITS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/** A shown figure as a number ("$127.37M", "1.57%", "2,014"), or null for a gap or text. */
function figureOf(text: string): number | null {
  const match = /^(-?)\$?([\d,]*\.?\d+)([KMB]?)%?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, digits = '', unit = ''] = match;
  return (sign ? -1 : 1) * Number(digits.replace(/,/g, '')) * (UNITS[unit] ?? 1);
}

/** The figures of one results column, top to bottom, as drawn. */
export async function columnFigures(table: Locator, header: string): Promise<(number | null)[]> {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, '').trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const cells = await table
    .locator(`tbody tr:not([aria-hidden]) td:nth-child(${index + 1})`)
    .allTextContents();
  return cells.map(figureOf);
}

/** The screen reads whole (nothing clipped, cut off or overlapping) at a laptop's and a desktop's width. */
export async function expectReadable(page: Page, screen: string) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await layoutProblems(page, `${screen} at ${viewport.width}`)).toEqual([]);
  }
}

/** Keeps a screenshot of the screen for a person to look at, when asked to (SCREENSHOT_DIR=/some/dir). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await settle(page);
  await page.screenshot({ path: `${dir}/${name}.png` });
}
