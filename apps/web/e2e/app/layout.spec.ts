import { FI_TYPE_LABELS } from '@fin-atlas/domain';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/helpers';
import { type LayoutProblem, layoutProblems, settle } from '../support/layout-check';

/** How a screen is reached: a path, or a step that follows the app's own links to it. */
type Screen = { name: string; open: (page: Page) => Promise<void> };

const at = (path: string): Screen => ({
  name: path,
  open: async (page) => {
    await page.goto(path);
  },
});

/** The first link to a report of this kind on the current page, followed. */
const follow = (name: string, from: string, href: string): Screen => ({
  name,
  open: async (page) => {
    await page.goto(from);
    const link = page.locator(`a[href*="${href}"]`).first();
    await expect(link, `${name}: a link from ${from}`).toBeVisible({ timeout: 30_000 });
    await link.click();
    await expect(page).toHaveURL(new RegExp(href.replace(/\//g, '\\/')));
  },
});

const profileOfABank: Screen = {
  name: 'FIN Profile of a bank',
  open: async (page) => {
    await page.goto('/analytics/fin_profile/select_institution');
    await page.getByRole('combobox', { name: 'Find an institution' }).fill('bank');
    await page
      .getByRole('option')
      .filter({ hasText: `${FI_TYPE_LABELS.bank} · ` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await expect(page.getByRole('region', { name: 'Bank Profile', exact: true })).toBeVisible({
      timeout: 30_000,
    });
  },
};

const marketSharePie: Screen = {
  name: 'market share as a pie',
  open: async (page) => {
    await page.goto('/reports/market_reports');
    await page.getByText('Pie', { exact: true }).click();
  },
};

const VENDOR_SCREENS: Screen[] = [
  at('/dashboard'),
  at('/technographics/product/search'),
  at('/technographics/vendor_coverage'),
  at('/technographics/solutions'),
  follow('vendor report', '/technographics/vendor_coverage', '/technographics/vendor_report/'),
  follow('solution report', '/technographics/solutions', '/technographics/service_report/'),
  at('/reports/market_reports'),
  marketSharePie,
  at('/reports/firmographics'),
  at('/analytics/reporter/select_institution'),
  at('/analytics/reporter/select_peer_group'),
  profileOfABank,
  at('/technographics/crm_data'),
  at('/crm_data/dashboard'),
  at('/technographics/fin_query/conference_import'),
  at('/technographics/fin_query/download'),
  at('/technographics/requests'),
  at('/user/settings'),
  at('/user/subscriptions'),
];

const ADMIN_SCREENS: Screen[] = [
  at('/super_admin/dashboard'),
  at('/super_admin/all_users'),
  at('/super_admin/all_groups'),
  at('/super_admin/client_errors'),
  at('/super_admin/large_downloads_report'),
  at('/super_admin/user_activity_report'),
  at('/admin/users'),
  at('/admin/user_activity'),
];

async function walk(page: Page, screens: readonly Screen[]): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  for (const screen of screens) {
    await screen.open(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), screen.name).toBeVisible();
    await settle(page);
    problems.push(...(await layoutProblems(page, screen.name)));
  }
  return problems;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`every screen reads whole at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the vendor’s screens clip no badge, cell or label, and no chart draws labels on labels', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, DEMO.vendor);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await walk(page, VENDOR_SCREENS)).toEqual([]);
    });

    test('the consoles clip no badge, cell or label', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO.superadmin);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await walk(page, ADMIN_SCREENS)).toEqual([]);
    });
  });
}
