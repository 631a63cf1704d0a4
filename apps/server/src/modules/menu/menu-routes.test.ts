import type { MenuModule } from '@fin-atlas/domain';
import { menuResponseSchema } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiModules } from '../../db/schema/index.js';
import { UI_MODULE_SEEDS } from '../../reference/ui-module-tree.js';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../test/identity-harness.js';

const CONFERENCE_IMPORT = 15;
const REQUESTS = 14;
const VENDOR_REQUESTS = 18;
const CRM_DATA = 16;
const TECHNOGRAPHICS_MARKET_REPORTS = 17;
const FIN_QUERY = 20;
const FIN_CRM = 35;
const ADVISOR = 50;
const REPORTER = 60;
const FIN_PROFILE = 70;
const STRATEGY = 110;

describe('GET /api/ui_modules (the signed-in menu)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const menu = async (who: SignedIn, host?: string): Promise<Map<number, MenuModule>> => {
    const res = await h.call(who, { url: '/api/ui_modules', headers: host ? { host } : {} });
    expect(res.statusCode).toBe(200);
    const parsed = menuResponseSchema.parse(res.json());
    return new Map(parsed.ui_modules.map((m) => [m.id, m]));
  };

  it('answers signed-in callers only', async () => {
    expect((await h.call(null, { url: '/api/ui_modules' })).statusCode).toBe(401);
  });

  it('gives the vendor menu everything bought, with vendor-only tools and without FI-only ones', async () => {
    const m = await menu(await h.signIn(demo.vendor));
    expect([...m.values()].every((entry) => entry.enabled)).toBe(true);
    expect(m.has(CONFERENCE_IMPORT)).toBe(true);
    expect(m.has(VENDOR_REQUESTS)).toBe(true);
    expect(m.has(STRATEGY)).toBe(true);
    expect(m.has(REQUESTS)).toBe(false);
    expect(m.get(FIN_PROFILE)?.partially_enabled).toBe(false);
    expect(m.get(ADVISOR)).toMatchObject({
      about_path: '/analytics/about_advisor',
      module_flag: 'fin_advisor',
      user_guide_url: '/guides/advisor.pdf',
    });
  });

  it('gives the FI menu its own items, hides vendor tools and shows unbought modules disabled', async () => {
    const m = await menu(await h.signIn(demo.fi));
    expect(m.has(REQUESTS)).toBe(true);
    expect(m.has(VENDOR_REQUESTS)).toBe(false);
    // Import tools are withheld on the FI menu.
    expect(m.has(CONFERENCE_IMPORT)).toBe(false);
    expect(m.has(STRATEGY)).toBe(false);
    expect(m.get(FIN_QUERY)).toMatchObject({ enabled: false, about_path: '/fi_prospect/about_fin_query' });
    expect(m.get(FIN_CRM)).toMatchObject({
      enabled: false,
      about_path: '/technographics/fin_query/about_crm',
    });
    expect(m.get(ADVISOR)?.enabled).toBe(true);
  });

  it('disables the children a limited group did not buy, each leading to its own about page', async () => {
    const m = await menu(await h.signIn(demo.limited));
    expect(m.get(10)?.enabled).toBe(true);
    expect(m.get(11)?.enabled).toBe(true);
    expect(m.get(CRM_DATA)).toMatchObject({
      enabled: false,
      parent_id: 10,
      about_path: '/technographics/fin_query/about_crm',
    });
    expect(m.get(TECHNOGRAPHICS_MARKET_REPORTS)).toMatchObject({
      enabled: false,
      about_path: '/fi_vertical_strategy/about_market_reports',
    });
    expect(m.get(FIN_CRM)?.enabled).toBe(false);
    expect(m.get(REPORTER)?.enabled).toBe(true);
    expect(m.get(ADVISOR)?.enabled).toBe(false);
    // Children of an unbought module are disabled too.
    expect([...m.values()].filter((e) => e.parent_id === ADVISOR).every((e) => !e.enabled)).toBe(true);
  });

  it('agrees with the guard: enabled entries are exactly the enabled paths', async () => {
    for (const email of [demo.vendor, demo.fi, demo.limited, demo.clientadmin]) {
      const who = await h.signIn(email);
      const m = await menu(who);
      const { enabled_paths } = (await h.call(who, { url: '/api/users/enabled_modules' })).json() as {
        enabled_paths: string[];
      };
      const enabledPaths = new Set([...m.values()].filter((e) => e.enabled).map((e) => e.path));
      expect([...enabledPaths].sort()).toEqual([...enabled_paths].sort());
    }
  });

  it('opens FIN Profile partially to a group that bought digital channels but not the profile', async () => {
    const admin = await h.signIn(demo.superadmin);
    const groups = (await h.call(admin, { url: '/api/admin/groups?q=Harbor' })).json().groups;
    const res = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${groups[0].id}`,
      payload: { purchased_modules: { fin_digital_channels: true } },
    });
    expect(res.statusCode).toBe(200);
    const m = await menu(await h.signIn(demo.limited));
    expect(m.get(FIN_PROFILE)).toMatchObject({ enabled: true, partially_enabled: true });
    expect(m.get(71)).toMatchObject({ enabled: true, partially_enabled: true });
  });

  describe('read from the ui_modules table', () => {
    const ADVISOR_BENCHMARKS = 55;
    const seeded = (id: number) => {
      const seed = UI_MODULE_SEEDS.find((s) => s.id === id);
      if (!seed) throw new Error(`no seeded ui module ${id}`);
      return seed;
    };
    // The table is re-read within a second of a change; poll rather than guess the moment.
    const eventually = { timeout: 5000, interval: 100 };

    afterAll(async () => {
      const db = h.database.db;
      await db.delete(uiModules).where(eq(uiModules.id, ADVISOR_BENCHMARKS));
      for (const id of [REPORTER, ADVISOR]) {
        const seed = seeded(id);
        await db
          .update(uiModules)
          .set({ name: seed.name, displayOrder: seed.displayOrder, userGuideUrl: seed.userGuideUrl ?? null })
          .where(eq(uiModules.id, id));
      }
    });

    it('answers a renamed, reordered or re-guided module without a restart', async () => {
      const vendor = await h.signIn(demo.vendor);
      expect((await menu(vendor)).get(REPORTER)).toMatchObject({
        name: 'Reporter',
        display_order: seeded(REPORTER).displayOrder,
      });
      await h.database.db
        .update(uiModules)
        .set({ name: 'Reporter Studio', displayOrder: 0, userGuideUrl: '/guides/reporter-2026.pdf' })
        .where(eq(uiModules.id, REPORTER));
      await h.database.db.update(uiModules).set({ userGuideUrl: null }).where(eq(uiModules.id, ADVISOR));

      await expect
        .poll(async () => (await menu(vendor)).get(REPORTER)?.name, eventually)
        .toBe('Reporter Studio');
      const m = await menu(vendor);
      expect(m.get(REPORTER)).toMatchObject({
        display_order: 0,
        user_guide_url: '/guides/reporter-2026.pdf',
        about_path: '/analytics/about_reporter',
      });
      expect(m.get(ADVISOR)?.user_guide_url).toBeNull();
      // The guard's list and the signed-in user's modules read the same table.
      const { ui_modules } = (await h.call(vendor, { url: '/api/users/enabled_modules' })).json() as {
        ui_modules: { id: number; name: string; user_guide_url: string | null }[];
      };
      expect(ui_modules.find((e) => e.id === REPORTER)).toMatchObject({
        name: 'Reporter Studio',
        user_guide_url: '/guides/reporter-2026.pdf',
      });
      const session = (await h.call(vendor, { url: '/api/session' })).json() as {
        user: { ui_modules: { id: number; name: string }[] };
      };
      expect(session.user.ui_modules.find((e) => e.id === REPORTER)?.name).toBe('Reporter Studio');
    });

    it('adds a page inserted under a module to the menu and the enabled paths of its buyers only', async () => {
      await h.database.db.insert(uiModules).values({
        id: ADVISOR_BENCHMARKS,
        name: 'Benchmarks',
        icon: null,
        path: '/analytics/advisor/benchmarks',
        displayType: 'page',
        parentId: ADVISOR,
        displayOrder: 5,
        moduleFlag: 'fin_advisor',
      });
      const paths = async (who: SignedIn) =>
        ((await h.call(who, { url: '/api/users/enabled_modules' })).json() as { enabled_paths: string[] })
          .enabled_paths;
      const vendor = await h.signIn(demo.vendor);
      await expect
        .poll(async () => (await menu(vendor)).get(ADVISOR_BENCHMARKS), eventually)
        .toMatchObject({ enabled: true, parent_id: ADVISOR, about_path: '/analytics/about_advisor' });
      expect(await paths(vendor)).toContain('/analytics/advisor/benchmarks');

      // The limited group did not buy Advisor: the page shows disabled and its path stays closed.
      const limited = await h.signIn(demo.limited);
      expect((await menu(limited)).get(ADVISOR_BENCHMARKS)?.enabled).toBe(false);
      expect(await paths(limited)).not.toContain('/analytics/advisor/benchmarks');

      // Moving it under a parent that does not exist takes it out of every menu.
      await h.database.db
        .update(uiModules)
        .set({ parentId: 9999 })
        .where(eq(uiModules.id, ADVISOR_BENCHMARKS));
      await expect.poll(async () => (await menu(vendor)).has(ADVISOR_BENCHMARKS), eventually).toBe(false);
      expect(await paths(vendor)).not.toContain('/analytics/advisor/benchmarks');
    });
  });

  it('shows the partner admin the FI menu on the partner site', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const m = await menu(partner, PARTNER_HOST);
    expect(m.has(CONFERENCE_IMPORT)).toBe(false);
    expect(m.get(ADVISOR)?.enabled).toBe(true);
    expect(m.get(10)?.enabled).toBe(false);
  });
});
