import type { MenuModule } from '@fin-atlas/domain';
import { menuResponseSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('shows the partner admin the FI menu on the partner site', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const m = await menu(partner, PARTNER_HOST);
    expect(m.has(CONFERENCE_IMPORT)).toBe(false);
    expect(m.get(ADVISOR)?.enabled).toBe(true);
    expect(m.get(10)?.enabled).toBe(false);
  });
});
