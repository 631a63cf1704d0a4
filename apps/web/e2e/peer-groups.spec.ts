import { MESSAGES } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/helpers';

const liveCount = async (page: Page) =>
  Number((await page.getByTestId('live-count').textContent())?.replace(/,/g, ''));

test('Reporter: select an institution, build an advanced peer group, watch it compute, edit and delete it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Select institution: the typeahead shows firmographics, the choice is remembered.
  await page.goto('/analytics/reporter/select_institution');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Institution' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByText(MESSAGES.selection.selectInstitution)).toBeVisible();
  await page.getByRole('combobox', { name: 'Add an institution' }).fill('bank');
  const option = page.getByRole('option').first();
  await expect(option).toContainText(/RSSD|Cert/);
  const chosenName = (await option.locator('p').first().textContent())?.trim() ?? '';
  await option.click();
  await expect(page.getByTestId('selected-institution')).toHaveText(chosenName);
  const chosen = page.getByRole('table', { name: 'Selected institutions' });
  await expect(chosen.getByRole('row')).toHaveCount(2);
  await expect(chosen).toContainText(/\$[\d,]+M/);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/reporter\/select_peer_group$/);

  // Without a peer group the next step is refused with the spec's message.
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByText(MESSAGES.selection.selectPeerGroup)).toBeVisible();

  // Advanced search: an asset range and a loan-mix row, the count following every change.
  await page.getByRole('button', { name: 'New peer group' }).click();
  const builder = page.getByRole('region', { name: 'New peer group' });
  await builder
    .locator('label')
    .filter({ hasText: /^Advanced search$/ })
    .click();
  await builder
    .locator('label')
    .filter({ hasText: /^Bank$/ })
    .click();
  await expect(builder.getByRole('radio', { name: 'Bank', exact: true })).toBeChecked();
  await builder.getByRole('textbox', { name: 'Total Assets ($000) minimum' }).fill('50000');
  await expect(page.getByTestId('live-count')).toHaveText(/^[\d,]+$/);
  await expect.poll(() => liveCount(page)).toBeGreaterThan(0);
  const withRange = await liveCount(page);

  await builder.getByRole('button', { name: '+ Add Loan Mix row' }).click();
  await builder.getByRole('combobox', { name: 'Loan Mix 1 metric' }).click();
  await page.getByRole('option', { name: 'Residential Mortgage Loans to Loans' }).first().click();
  await builder.getByRole('textbox', { name: 'Loan Mix 1 maximum' }).fill('40');
  await expect.poll(() => liveCount(page)).toBeLessThan(withRange);
  const withMix = await liveCount(page);
  expect(withMix).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'advanced peer group builder');

  const name = `E2E mortgage-light banks ${Date.now().toString(36)}`;
  await builder.getByRole('textbox', { name: 'Name' }).fill(name);
  await builder
    .getByRole('textbox', { name: 'Description' })
    .fill('Banks over $50M with under 40% residential loans');
  await builder.getByRole('button', { name: 'Save peer group' }).click();

  // The members are computed by a job; its progress streams until 100.
  const computation = page.getByRole('region', { name: 'Peer group computation' });
  await expect(computation).toContainText(`Computing the members of “${name}”`);
  await expect(computation.getByTestId('job-progress-percent')).toHaveText('100%', { timeout: 30_000 });
  await expect(computation.getByRole('status')).toHaveText('Done');
  const groups = page.getByRole('table', { name: 'Saved peer groups' });
  const row = groups.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(withMix.toLocaleString('en-US'));
  await expect(page.getByTestId('selected-peer-group')).toHaveText(
    `${name} (${withMix.toLocaleString('en-US')} peers)`,
  );

  // Edit: nothing to save until something differs from the saved copy.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('region', { name: `Edit “${name}”` });
  await expect(editor.getByRole('textbox', { name: 'Loan Mix 1 maximum' })).toHaveValue('40%');
  await expect(editor.getByText('No changes')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await editor.getByRole('textbox', { name: 'Loan Mix 1 maximum' }).fill('60');
  await expect(editor.getByText(/Compared with the saved group: \d+ added, 0 removed\./)).toBeVisible();
  await editor
    .getByRole('textbox', { name: 'Description' })
    .fill('Banks over $50M with under 60% residential loans');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(computation.getByTestId('job-progress-percent')).toHaveText('100%', { timeout: 30_000 });
  await expect(groups.getByRole('row', { name: new RegExp(name) })).toContainText(
    'under 60% residential loans',
  );
  const grown = Number(
    (await page.getByTestId('selected-peer-group').textContent())
      ?.match(/\(([\d,]+) peers\)/)?.[1]
      ?.replace(/,/g, ''),
  );
  expect(grown).toBeGreaterThanOrEqual(withMix);

  // Delete: asked first, then gone, and no longer the selected group.
  await groups
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete the peer group?' })
    .getByRole('button', { name: 'Delete peer group' })
    .click();
  await expect(groups.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByTestId('selected-peer-group')).toHaveText('None selected');
});

test('Advisor: suggested peers start a quick group', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.fi);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics/advisor/select_institution');
  // The FI persona's own bank is offered first: an active bank with current financials.
  const own = page.getByRole('region', { name: 'Your institution' });
  await own.getByRole('button', { name: /^Use / }).click();
  await expect(page.getByTestId('selected-institution')).not.toBeEmpty();
  await expect(own).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/analytics\/advisor\/select_peer_group$/);
  const suggested = page.getByRole('region', { name: 'Suggested peers' });
  await expect(suggested.getByRole('table', { name: 'Suggested peers' }).getByRole('row')).toHaveCount(26);
  await suggested.getByRole('button', { name: 'Build a group from 25 suggested' }).click();
  const builder = page.getByRole('region', { name: 'New peer group' });
  await expect(
    builder.getByRole('group', { name: 'Picked institutions' }).locator('.mantine-Pill-root'),
  ).toHaveCount(25);
  await expect(page.getByTestId('live-count')).toHaveText('25');
  await expectNoAxeViolations(page, 'quick builder with suggested peers');
  await builder.getByRole('textbox', { name: 'Name' }).fill(`E2E suggested ${Date.now().toString(36)}`);
  await builder.getByRole('button', { name: 'Save peer group' }).click();
  await expect(page.getByTestId('selected-peer-group')).toContainText('(25 peers)');
});
