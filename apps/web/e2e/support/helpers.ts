import { type Browser, expect, type Page } from '@playwright/test';

// Demo accounts created with the demo data on a fresh database (README); demo-only password.
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO = {
  superadmin: 'superadmin@demo.finatlas.test',
  clientadmin: 'clientadmin@demo.finatlas.test',
  vendor: 'vendor@demo.finatlas.test',
  fi: 'fi@demo.finatlas.test',
  limited: 'limited@demo.finatlas.test',
  mortgage: 'mortgage@demo.finatlas.test',
  unverified: 'unverified@demo.finatlas.test',
} as const;

// Same address as playwright.config.ts: contexts opened by hand do not inherit its `use` options.
export const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign_in');
  await fillSignIn(page, email, password);
}

export async function fillSignIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The text of the newest mail to `email` in the dev mailbox that matches `pattern`, read as a FIN
 * Admin in a browser context of its own (the tested user's context stays untouched). Returns the
 * pattern's first group.
 */
export async function readFromNewestMail(browser: Browser, email: string, pattern: RegExp): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.superadmin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/super_admin/mailbox');
    await page.getByRole('searchbox', { name: 'Filter by recipient' }).fill(email);
    // Newest first: the first card is the latest mail, whose code or link is the one still valid.
    const newest = page.getByRole('article', { name: `Message to ${email}` }).first();
    await expect(newest).toContainText(pattern);
    const found = pattern.exec((await newest.textContent()) ?? '')?.[1];
    if (!found) throw new Error(`Nothing matching ${pattern} in the newest message to ${email}`);
    return found;
  } finally {
    await context.close();
  }
}

export function readVerificationCode(browser: Browser, email: string): Promise<string> {
  return readFromNewestMail(browser, email, /verification code(?: is|:)\s*(\d{6})/i);
}

export const PARTNER_BASE_URL = `http://cu.localhost:${Number(process.env.E2E_PORT ?? 3199)}`;
export const PARTNER_EMAIL = 'partner@demo.finatlas.test';

/** Signs in on another host (the partner site is chosen by host name). */
export async function signInAt(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/sign_in`);
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Shorter idle and revision-check durations for this page, set before the app's scripts run: the
 * app honours them only from this test-harness global (src/core/test-hooks.ts).
 */
export async function useTestTimings(
  page: Page,
  timings: { idleMs?: number; countdownSeconds?: number; revisionCheckMs?: number },
): Promise<void> {
  await page.addInitScript((t) => {
    (window as unknown as { __FIN_ATLAS_TEST_TIMINGS__: unknown }).__FIN_ATLAS_TEST_TIMINGS__ = t;
  }, timings);
}

/** The account menu's entries, in order, for the signed-in user of this page. */
export async function accountMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return names;
}
