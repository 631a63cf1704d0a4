import { MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';

const cards = (page: Page) => page.getByTestId('advisor-cards').getByRole('article');
const cardTitles = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('Advisor: a section page and its Executive Brief against a peer group, with cards the user arranges', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.clientadmin);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A page needs an institution, then a peer group.
  await page.goto('/analytics/advisor/profit/net_interest_margin');
  await expect(page.getByText(MESSAGES.selection.selectInstitution)).toBeVisible();
  await page.getByRole('link', { name: 'Continue there' }).click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/select_institution$/);
  await page.getByRole('combobox', { name: 'Find an institution' }).fill('bank');
  await page
    .getByRole('option')
    .filter({ hasText: /Bank · .*Cert \d/ })
    .first()
    .click();
  const bankName = (await page.getByTestId('selected-institution').textContent())?.trim() ?? '';
  expect(bankName).not.toBe('');

  await page.goto('/analytics/advisor/profit/net_interest_margin');
  await expect(page.getByText(MESSAGES.selection.selectPeerGroup)).toBeVisible();
  await page.getByRole('link', { name: 'Continue there' }).click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/select_peer_group$/);
  const suggested = page.getByRole('region', { name: 'Suggested peers' });
  await suggested.getByRole('button', { name: 'Build a group from 25 suggested' }).click();
  const builder = page.getByRole('region', { name: 'New peer group' });
  await builder.getByRole('textbox', { name: 'Name' }).fill(`E2E advisor ${Date.now().toString(36)}`);
  await builder.getByRole('button', { name: 'Save peer group' }).click();
  await expect(page.getByTestId('selected-peer-group')).toContainText('(25 peers)');

  // Continue opens the Profit Executive Brief.
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/profit\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit: Executive Brief' })).toBeVisible();
  const brief = page.getByRole('region', { name: 'Executive Brief' });
  await expect(brief.getByTestId('brief-paragraph')).toContainText(bankName);
  await expect(brief.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Advisor Executive Brief');

  // The navigation lists the bank's pages only (no credit-union growth pages).
  const nav = page.getByRole('navigation', { name: 'Advisor sections' });
  await expect(nav.getByRole('link', { name: 'Franchise Growth' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Member Growth' })).toHaveCount(0);

  // A section page: value, peer median, percentile, trend chart and a sentence from the numbers.
  await nav.getByRole('link', { name: 'Net Interest Margin' }).click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/profit\/net_interest_margin$/);
  const nim = page.getByRole('article', { name: 'Net Interest Margin' });
  await expect(nim.getByTestId('card-sentence')).toContainText(
    /Net Interest Margin (of [\d.]+% ranks in the \d+\w\w percentile of \d+ peers|is not reported)/,
  );
  await expect(nim.getByRole('img', { name: /Net Interest Margin trend/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Advisor section page');

  // Reorder with the keyboard-reachable buttons and hide a card; both survive a reload.
  const before = await cardTitles(page);
  expect(before.slice(0, 2)).toEqual(['Net Interest Margin', 'Yield on Earning Assets']);
  const moveLater = nim.getByRole('button', { name: 'Move Net Interest Margin later' });
  await moveLater.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cardTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  const hidden = before[3] as string;
  await page
    .getByRole('article', { name: hidden })
    .getByRole('button', { name: `Hide ${hidden}` })
    .click();
  const hiddenCards = page.getByRole('region', { name: 'Hidden cards' });
  await expect(hiddenCards.getByRole('button', { name: `Show ${hidden}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide ${hidden}` })).toHaveCount(0);
  await expect(hiddenCards.getByRole('button', { name: `Show ${hidden}` })).toBeEnabled();

  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([before[1], before[0], before[2], ...before.slice(4)]);
  await expect(
    page.getByRole('region', { name: 'Hidden cards' }).getByRole('button', { name: `Show ${hidden}` }),
  ).toBeVisible();

  // Shown again, it returns to its place.
  await page.getByRole('button', { name: `Show ${hidden}` }).click();
  await expect.poll(() => cardTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);

  // The key metrics alias opens the same page.
  await page.goto('/analytics/advisor/key_metrics/net_interest_margin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Key Metrics: Net Interest Margin' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Net Interest Margin' })).toBeVisible();
});
