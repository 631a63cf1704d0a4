import { expect, type Page, test } from '@playwright/test';
import {
  addRule,
  BUILDER_PATH,
  chooseOperator,
  chooseOptions,
  columnFigures,
  expectTotalChange,
  fillRange,
  settledTotal,
} from './support/fin-query';
import { DEMO, signIn } from './support/helpers';
import { layoutProblems, settle } from './support/layout-check';

// FIN Query end to end on the built app and the demo data: a vendor user builds a criteria tree
// across the categories the catalog offers, watching the running total move with every edit, runs
// it, reads and sorts the prospect list. Each step is a function of its own so the journey can grow
// (save, duplicate name, peer group in Reporter, price, XLSX) step by step.

async function openBuilder(page: Page) {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/technographics/fin_query');
  await expect(page).toHaveURL(new RegExp(`${BUILDER_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rule: State', exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

/** Firmographics: main office in one of several states; the rule is flagged until it has one. */
async function stateRule(page: Page): Promise<number> {
  const rule = await addRule(page, 'State');
  await expect(rule.getByTestId('rule-problem')).toHaveText('Enter a value');
  await expect(page.getByTestId('query-total')).toHaveText('Complete the highlighted rules to count');
  await chooseOptions(page, rule, 'State', ['Texas', 'California', 'Illinois', 'Pennsylvania', 'Ohio']);
  await expect(rule.getByTestId('rule-problem')).toHaveCount(0);
  const total = await settledTotal(page);
  await expect(rule.getByTestId('rule-count')).toHaveText(/^[\d,]+ institutions?$/);
  return total;
}

/** Firmographics: total assets between $100M and $1B ($ thousands), narrowing the list. */
async function assetsRule(page: Page, before: number): Promise<number> {
  const element = 'Total Assets ($000)';
  return expectTotalChange(page, async () => {
    const rule = await addRule(page, element);
    await chooseOperator(page, rule, element, 'between');
    await fillRange(rule, element, 100_000, 1_000_000);
  }).then((total) => {
    expect(total).toBeLessThan(before);
    return total;
  });
}

/** A nested OR group: banks or credit unions with at least five branches. */
async function nestedOrGroup(page: Page, before: number): Promise<number> {
  await page.getByTestId('query-root').getByRole('button', { name: 'Add group' }).first().click();
  const group = page.getByTestId('query-group').last();
  await expect(group.getByText('Match any of these')).toBeVisible();
  // A click inside the group makes it where the picker adds rules.
  await group.getByTestId('empty-group').click();
  const fiType = await addRule(page, 'FI Type');
  await expect(group.getByTestId('query-rule')).toHaveCount(1);
  const total = await expectTotalChange(page, () => chooseOptions(page, fiType, 'FI Type', ['Credit Union']));
  expect(total).toBeLessThan(before);
  const branches = await addRule(page, 'Branches');
  await expect(group.getByTestId('query-rule')).toHaveCount(2);
  await chooseOperator(page, branches, 'Branches', 'greater or equal');
  const widened = await expectTotalChange(page, () =>
    branches.getByLabel('Branches', { exact: true }).fill('5'),
  );
  expect(widened).toBeGreaterThan(total);
  expect(widened).toBeLessThanOrEqual(before);
  await expect(group.getByTestId('group-count')).toHaveText(/^[\d,]+ institutions?$/);
  return widened;
}

/** Runs the query: the results list exactly the counted institutions, sortable by any column. */
async function runAndSort(page: Page, total: number) {
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page).toHaveURL(/view=results/);
  const table = page.getByRole('table', { name: 'Query results' });
  await expect(table.locator('tbody tr:not([aria-hidden])').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('results-total')).toHaveText(
    `${total.toLocaleString('en-US')} institution${total === 1 ? '' : 's'}`,
  );
  await expect(page.getByTestId('demo-data')).toBeVisible();

  await table.getByRole('button', { name: 'Sort by assets', exact: true }).click();
  const descending = (await columnFigures(table, 'assets')).filter((n): n is number => n !== null);
  expect(descending.length).toBeGreaterThan(1);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Sort by assets, now descending' }).click();
  const ascending = (await columnFigures(table, 'assets')).filter((n): n is number => n !== null);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // The quick filter narrows the drawn rows to those whose shown text matches.
  await page.getByRole('searchbox', { name: 'Filter the results' }).fill('zzzz-no-such-institution');
  await expect(page.getByTestId('results-shown')).toHaveText(
    `0 of ${total.toLocaleString('en-US')} institutions shown`,
  );
  await page.getByRole('searchbox', { name: 'Filter the results' }).fill('');
}

/** The screen reads whole at a laptop's and a desktop's width. */
async function expectReadable(page: Page, screen: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await layoutProblems(page, `${screen} at ${viewport.width}`)).toEqual([]);
  }
}

test('a vendor builds a criteria tree with live counts, runs it and sorts the prospect list', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openBuilder(page);
  const states = await stateRule(page);
  const sized = await assetsRule(page, states);
  const total = await nestedOrGroup(page, sized);
  await expectReadable(page, 'query builder');

  // The tree is kept per user: a reload shows it again with the same total.
  await page.reload();
  await expect(page.getByTestId('query-rule')).toHaveCount(4, { timeout: 30_000 });
  expect(await settledTotal(page)).toBe(total);

  await runAndSort(page, total);
  await expectReadable(page, 'query results');
});
