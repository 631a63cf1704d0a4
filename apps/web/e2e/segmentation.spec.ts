import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillRange } from './support/fin-query';
import { DEMO, signIn } from './support/helpers';

// Segment sets end to end on the built app and the real server: a vendor user writes a set of three
// asset ranges on /segmentations, watches each segment's live count, saves it, finds it in the list,
// changes it and deletes it.

// The journey leaves a set on the server: a retry would start from another state.
test.describe.configure({ retries: 0 });

const run = Date.now().toString(36);
const NAME = `E2E asset tiers ${run}`;
const ELEMENT = 'Total Assets ($000)';

const segmentRows = (page: Page): Locator => page.getByTestId('segment-row');

/** A segment's live count once it has settled (a number, not the counting spinner). */
async function countOf(page: Page, segment: string): Promise<number> {
  const badge = page.getByLabel(`${segment} count`, { exact: true });
  await expect(badge).toHaveText(/^[\d,]+$/, { timeout: 15_000 });
  return Number((await badge.textContent())?.replace(/,/g, ''));
}

async function fillSegment(page: Page, position: number, name: string, low: number, high: number) {
  const row = segmentRows(page).nth(position);
  await row.getByLabel(`Segment ${position + 1} name`).fill(name);
  await fillRange(row, ELEMENT, low, high);
}

test('a user writes a segment set with live counts, saves, edits and deletes it', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/segmentations');
  await expect(page.getByRole('heading', { name: 'Segment Sets', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Built-in segment sets' }).getByText('Asset Bands'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New segment set' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  const element = page.getByRole('combobox', { name: 'Split institutions by' });
  await element.fill('Total Assets');
  await page.getByRole('option', { name: `${ELEMENT} (Size and age)` }).click();
  await expect(segmentRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Add segment' }).click();
  await page.getByRole('button', { name: 'Add segment' }).click();
  await fillSegment(page, 0, 'Community', 0, 999_999);
  await fillSegment(page, 1, 'Regional', 1_000_000, 9_999_999);
  await fillSegment(page, 2, 'National', 10_000_000, 5_000_000_000);

  const community = await countOf(page, 'Community');
  const regional = await countOf(page, 'Regional');
  const national = await countOf(page, 'National');
  expect(community).toBeGreaterThan(regional);
  expect(regional).toBeGreaterThan(national);
  expect(national).toBeGreaterThanOrEqual(0);
  // Counted among credit unions alone, a segment holds fewer institutions.
  await page
    .getByRole('radiogroup', { name: 'Count among' })
    .getByText('Credit unions', { exact: true })
    .click();
  await expect.poll(() => countOf(page, 'Community')).toBeLessThan(community);

  await page.getByRole('button', { name: 'Save segment set' }).click();
  await expect(page).toHaveURL(/\/segmentations$/);
  const mine = page.getByRole('region', { name: 'My and shared segment sets' });
  const row = mine.getByTestId('segment-set-row').filter({ hasText: NAME });
  await expect(row).toContainText(ELEMENT);
  await expect(row).toContainText('Community · Regional · National');

  await row.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(segmentRows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Move National up' }).click();
  await page.getByRole('button', { name: 'Remove Community' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${NAME} (large)`);
  await page.getByRole('button', { name: 'Update segment set' }).click();
  await expect(page).toHaveURL(/\/segmentations$/);
  const edited = mine.getByTestId('segment-set-row').filter({ hasText: `${NAME} (large)` });
  await expect(edited).toContainText('National · Regional');

  await edited.getByRole('button', { name: `Delete ${NAME} (large)` }).click();
  await page
    .getByRole('dialog', { name: 'Delete segment set' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(mine.getByTestId('segment-set-row').filter({ hasText: NAME })).toHaveCount(0);
});
