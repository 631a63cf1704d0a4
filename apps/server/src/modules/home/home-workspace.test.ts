import { type HomeWorkspace, homeWorkspaceSchema, RECENT_VIEWS_KEPT } from '@fin-atlas/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, users } from '../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const LATEST = '2026-09-30';
const KEY_METRICS = 1;
const BALANCE_SHEET = 3;

type Bank = { id: number; name: string; city: string | null; state: string | null };

describe('home workspace', () => {
  let h: Harness;
  let vendor: SignedIn;
  let banks: Bank[];
  let peerGroupId: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    banks = (
      await h.database.query<Bank>(
        `select id, name, city, state from institutions where fi_type = 'bank' and active order by latest_assets desc limit 40`,
      )
    ).map((b) => ({ ...b, id: Number(b.id) }));
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: {
        name: 'Home test peers',
        builder: 'quick',
        shared: true,
        criteria: { institution_ids: banks.slice(10, 30).map((b) => b.id) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    peerGroupId = saved.json().id;
  }, 240_000);
  afterAll(async () => h.close());

  const bank = (i: number) => banks[i] as Bank;
  const workspace = async (as: SignedIn): Promise<HomeWorkspace> => {
    const res = await h.call(as, { url: '/api/home/workspace' });
    expect(res.statusCode, res.body).toBe(200);
    return homeWorkspaceSchema.parse(res.json());
  };
  const openProfile = async (as: SignedIn, institutionId: number) => {
    const res = await h.call(as, { url: `/api/advisors/basic_profile?institution_id=${institutionId}` });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Opens a Reporter report for the bank against the peer group and reads its first page, as the view does. */
  async function openReport(as: SignedIn, reportId: number, institutionId: number) {
    const opened = await h.call(as, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: {
        report_type: 'reporter',
        report_id: reportId,
        bank_id: institutionId,
        peer_group_id: peerGroupId,
      },
    });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    const run = opened.json().report;
    for (let attempt = 0; attempt < 400; attempt++) {
      const progress = (await h.call(as, { url: `/api/progress/${run.progress_key}` })).json();
      if (progress.state === 'done') break;
      if (progress.state === 'failed') throw new Error(progress.error);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const view = await h.call(as, {
      url: `/api/self_serve_reports/view?id=${run.id}&report_id=${reportId}&report_type=reporter`,
    });
    expect(view.statusCode, view.body).toBe(200);
  }

  it('answers signed-in users only and tells a new user the data’s freshness per source, as demo data', async () => {
    expect((await h.call(null, { url: '/api/home/workspace' })).statusCode).toBe(401);
    const fresh = await workspace(await h.signIn(demo.clientadmin));
    expect(fresh.access).toEqual({ reporter: true, advisor: true, profile: true });
    expect(fresh.recent_reports).toEqual([]);
    expect(fresh.recent_institutions).toEqual([]);
    const bySource = Object.fromEntries(fresh.data_as_of.map((s) => [s.source, s]));
    expect(fresh.data_as_of.map((s) => s.name)).toEqual([
      'FDIC call reports',
      'NCUA 5300 call reports',
      'Summary of Deposits',
      'Technographics',
      'HMDA mortgage lending',
    ]);
    expect(bySource.fdic_call_reports).toMatchObject({ period: LATEST, is_demo: true });
    expect(bySource.ncua_5300).toMatchObject({ period: LATEST, is_demo: true });
    expect(bySource.summary_of_deposits?.period).toMatch(/^\d{4}-06-30$/);
    expect(bySource.summary_of_deposits?.is_demo).toBe(true);
    expect(bySource.technographics).toMatchObject({ period: null, is_demo: true });
    expect(bySource.hmda).toMatchObject({ period: '2025-12-31', is_demo: true });
    for (const source of fresh.data_as_of) expect(source.loaded_at).not.toBeNull();
  });

  it('lists the institutions whose profile the user opened, latest first, each once', async () => {
    await openProfile(vendor, bank(0).id);
    await openProfile(vendor, bank(1).id);
    await openProfile(vendor, bank(0).id);
    const recent = (await workspace(vendor)).recent_institutions;
    expect(recent.map((r) => r.institution.id)).toEqual([bank(0).id, bank(1).id]);
    expect(recent[0]?.institution).toMatchObject({
      name: bank(0).name,
      city: bank(0).city,
      state: bank(0).state,
      fi_type: 'bank',
    });
  });

  it('leaves the user’s trail alone while a FIN Admin acts as the user', async () => {
    const admin = await h.signIn(demo.superadmin);
    const started = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: vendor.userId },
    });
    expect(started.statusCode).toBe(200);
    await openProfile(admin, bank(5).id);
    expect((await workspace(vendor)).recent_institutions.map((r) => r.institution.id)).toEqual([
      bank(0).id,
      bank(1).id,
    ]);
    await h.call(admin, { method: 'DELETE', url: '/api/super_admin/mock_users' });
  });

  it('lists the reports the user viewed with what reopens them, latest first, each once', async () => {
    await openReport(vendor, KEY_METRICS, bank(0).id);
    await openReport(vendor, BALANCE_SHEET, bank(2).id);
    await openReport(vendor, KEY_METRICS, bank(0).id);
    const recent = (await workspace(vendor)).recent_reports;
    expect(recent.map((r) => [r.name, r.institutions.map((i) => i.id)])).toEqual([
      ['Key Metrics', [bank(0).id]],
      ['Balance Sheet & Growth', [bank(2).id]],
    ]);
    expect(recent[0]).toMatchObject({
      report_type: 'reporter',
      report_id: KEY_METRICS,
      peer_group: { id: peerGroupId, name: 'Home test peers', peer_count: 20 },
    });
  });

  it('keeps each user’s trail to themselves and peer groups within the tenant', async () => {
    const sameTenant = await workspace(await h.signIn(demo.clientadmin));
    expect(sameTenant.recent_reports).toEqual([]);
    expect(sameTenant.recent_institutions).toEqual([]);
    // Shared within the vendor's client group, never beyond it.
    expect(sameTenant.peer_groups.map((g) => g.id)).toContain(peerGroupId);
    const otherTenant = await workspace(await h.signIn(demo.fi));
    expect(otherTenant.peer_groups.map((g) => g.id)).not.toContain(peerGroupId);
    expect(otherTenant.recent_reports).toEqual([]);
  });

  it('keeps only the latest openings per user', async () => {
    for (const b of banks.slice(0, RECENT_VIEWS_KEPT + 3)) await openProfile(vendor, b.id);
    const [kept] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from recent_views where user_id = $1 and kind = 'institution'`,
      [vendor.userId],
    );
    expect(kept?.n).toBe(RECENT_VIEWS_KEPT);
    const listed = (await workspace(vendor)).recent_institutions.map((r) => r.institution.id);
    expect(listed[0]).toBe(banks[RECENT_VIEWS_KEPT + 2]?.id);
  });

  it('drops what a module no longer bought or a deleted peer group would open', async () => {
    const [user] = await h.database.db
      .select({ groupId: users.clientGroupId })
      .from(users)
      .where(eq(users.id, vendor.userId));
    const groupId = user?.groupId as number;
    const purchased = async (flags: Record<string, boolean>) =>
      h.database.db
        .update(groups)
        .set({ purchasedModules: sql`${groups.purchasedModules} || ${JSON.stringify(flags)}::jsonb` })
        .where(eq(groups.id, groupId));
    await purchased({
      fin_reporter: false,
      fin_profile: false,
      fin_advisor: false,
      fin_digital_channels: false,
    });
    try {
      const without = await workspace(vendor);
      expect(without.access).toEqual({ reporter: false, advisor: false, profile: false });
      expect(without.recent_reports).toEqual([]);
      expect(without.recent_institutions).toEqual([]);
      expect(without.peer_groups).toEqual([]);
    } finally {
      await purchased({
        fin_reporter: true,
        fin_profile: true,
        fin_advisor: true,
        fin_digital_channels: true,
      });
    }
    expect((await workspace(vendor)).recent_reports).toHaveLength(2);
    const deleted = await h.call(vendor, { method: 'DELETE', url: `/api/peer_groups/${peerGroupId}` });
    expect(deleted.statusCode).toBe(204);
    expect((await workspace(vendor)).recent_reports).toEqual([]);
  });
});
