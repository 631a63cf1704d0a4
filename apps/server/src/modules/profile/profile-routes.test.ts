import { type DepositShare, progressKey } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const LATEST = '2026-09-30';
const HARBOR = "name = 'Harbor Analytics (demo)'";

describe('FIN Profile API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fi: SignedIn;
  let limited: SignedIn;
  let bank: { id: number; name: string; latest_assets: number };
  let bhc: { id: number };
  let creditUnion: { id: number };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    fi = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    const pick = async (sql: string) => {
      const [row] = await h.database.query<Record<string, unknown>>(sql);
      if (!row) throw new Error(`nothing for ${sql}`);
      return { ...row, id: Number(row.id) } as never;
    };
    bank = await pick(
      `select i.id, i.name, i.latest_assets from institutions i
        where i.fi_type = 'bank' and i.active and exists (select 1 from branches b where b.institution_id = i.id)
        order by i.latest_assets desc limit 1`,
    );
    bhc = await pick("select id from institutions where fi_type = 'bhc' and active order by id limit 1");
    creditUnion = await pick(
      `select i.id from institutions i where i.fi_type = 'credit_union' and i.active
          and exists (select 1 from branches b where b.institution_id = i.id)
        order by i.latest_assets desc limit 1`,
    );
  });
  afterAll(async () => h?.close());

  const get = (as: SignedIn | null, url: string) => h.call(as, { url });
  const CALLS = [
    'basic_profile',
    'profile_offerings',
    'technographic_vendors',
    'merger_history',
    'enforcement_action',
  ] as const;

  it('refuses strangers, users without FIN Profile or Advisor, and bad or unknown institutions', async () => {
    expect((await get(null, `/api/advisors/basic_profile?institution_id=${bank.id}`)).statusCode).toBe(401);
    for (const call of CALLS) {
      expect((await get(limited, `/api/advisors/${call}?institution_id=${bank.id}`)).statusCode).toBe(403);
      expect((await get(vendor, `/api/advisors/${call}?institution_id=99999999`)).statusCode).toBe(404);
      expect((await get(vendor, `/api/advisors/${call}?institution_id=abc`)).statusCode).toBe(422);
    }
    expect(
      (await get(limited, `/api/advisors/deposit_share?institution_id=${bank.id}&fi_type=bank`)).statusCode,
    ).toBe(403);
    expect(
      (await get(limited, `/api/fin_profile/report_progress?institution_id=${bank.id}`)).statusCode,
    ).toBe(403);
    expect((await get(vendor, `/api/advisors/deposit_share?institution_id=${bank.id}`)).statusCode).toBe(422);
  });

  it('gives the firmographics and the latest figures of the institution', async () => {
    const res = await get(fi, `/api/advisors/basic_profile?institution_id=${bank.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [branches] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from branches where institution_id = $1',
      [bank.id],
    );
    expect(body.institution).toMatchObject({ id: bank.id, name: bank.name, fi_type: 'bank', is_demo: true });
    expect(body.financials.period).toBe(LATEST);
    expect(body.financials.period_label).toMatch(/2026/);
    expect(body.financials.total_assets).toBeCloseTo(Number(bank.latest_assets), 0);
    expect(body.financials.assets_rank).toMatchObject({ rank: 1 });
    // A ratio like every metric value: T12 net income over average assets, not percent points.
    expect(Math.abs(body.financials.roa)).toBeLessThan(0.1);
    expect(body.financials.roa).not.toBe(0);
    expect(body.branches).toBe(branches?.n);
  });

  it('says what ended an inactive institution', async () => {
    const [merged] = await h.database.query<{ id: number; acquirer: string; on: string; last: string }>(
      `select i.id, a.name as acquirer, e.event_date::text as on, i.latest_period::text as last
         from institutions i
         join structure_events e on e.target_id = i.id and e.kind = 'merger'
         join institutions a on a.id = e.acquirer_id
        where i.fi_type = 'bank' and not i.active
        order by i.id limit 1`,
    );
    expect(merged).toBeDefined();
    const { id, acquirer, on, last } = merged as NonNullable<typeof merged>;
    const body = (await get(fi, `/api/advisors/basic_profile?institution_id=${id}`)).json();
    expect(body.institution.active).toBe(false);
    expect(body.institution.inactive).toEqual({
      last_period: last,
      ended: { kind: 'merger', on, acquirer_name: acquirer },
    });
    const current = (await get(fi, `/api/advisors/basic_profile?institution_id=${bank.id}`)).json();
    expect(current.institution.inactive).toBeNull();
  });

  it('lists offered services by category and the vendor of each', async () => {
    const offerings = (await get(fi, `/api/advisors/profile_offerings?institution_id=${bank.id}`)).json();
    const [open] = await h.database.query<{ offered: number }>(
      `select count(distinct solution_id) filter (where has_service)::int as offered
         from institution_technographics where institution_id = $1 and ended_on is null`,
      [bank.id],
    );
    expect(offerings.offered).toBe(open?.offered);
    expect(offerings.offered).toBeGreaterThan(0);
    const services = offerings.categories.flatMap((c: { services: unknown[] }) => c.services);
    expect(services.length).toBe(offerings.offered + offerings.not_offered);

    const vendors = (await get(fi, `/api/advisors/technographic_vendors?institution_id=${bank.id}`)).json();
    expect(vendors.rows.length).toBe(offerings.offered);
    expect(vendors.rows.some((r: { vendor: string | null }) => r.vendor !== null)).toBe(true);
    for (const row of vendors.rows) expect(row.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the counterpart of every merger the institution took part in', async () => {
    const [event] = await h.database.query<{ acquirer_id: number; target_id: number; target: string }>(
      `select e.acquirer_id, e.target_id, t.name as target from structure_events e
         join institutions t on t.id = e.target_id
        where e.kind = 'merger' and e.acquirer_id is not null limit 1`,
    );
    if (!event) throw new Error('the demo data set has no merger');
    const asAcquirer = (
      await get(vendor, `/api/advisors/merger_history?institution_id=${event.acquirer_id}`)
    ).json();
    expect(asAcquirer.events).toContainEqual(
      expect.objectContaining({
        kind: 'merger',
        role: 'acquirer',
        counterpart: { id: Number(event.target_id), name: event.target },
      }),
    );
    const asTarget = (
      await get(vendor, `/api/advisors/merger_history?institution_id=${event.target_id}`)
    ).json();
    expect(asTarget.events[0]).toMatchObject({
      role: 'target',
      counterpart: { id: Number(event.acquirer_id) },
    });
    const dates = asAcquirer.events.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists enforcement actions newest first, and none for a clean record', async () => {
    const [withActions] = await h.database.query<{ institution_id: number; n: number }>(
      `select institution_id, count(*)::int as n from enforcement_actions
        group by institution_id order by count(*) desc, institution_id limit 1`,
    );
    if (!withActions) throw new Error('the demo data set has no enforcement actions');
    const body = (
      await get(vendor, `/api/advisors/enforcement_action?institution_id=${withActions.institution_id}`)
    ).json();
    expect(body.actions).toHaveLength(withActions.n);
    const dates = body.actions.map((a: { initiated_on: string }) => a.initiated_on);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const action of body.actions) {
      expect(['FDIC', 'OCC', 'FRB', 'NCUA', 'CFPB']).toContain(action.agency);
      expect(action.is_demo).toBe(true);
      expect(action.status).toBe(action.terminated_on ? 'terminated' : 'active');
    }
    const [clean] = await h.database.query<{ id: number }>(
      'select id from institutions i where not exists (select 1 from enforcement_actions a where a.institution_id = i.id) limit 1',
    );
    const none = (await get(vendor, `/api/advisors/enforcement_action?institution_id=${clean?.id}`)).json();
    expect(none.actions).toEqual([]);
  });

  it('gives deposit shares whose county shares across every bank add up to 100%', async () => {
    const body: DepositShare = (
      await get(fi, `/api/advisors/deposit_share?institution_id=${bank.id}&fi_type=bank`)
    ).json();
    expect(body.has_deposits).toBe(true);
    expect(body.counties.length).toBeGreaterThan(0);
    expect(body.states.length).toBeGreaterThan(0);
    // Every county is named, also where no institution is headquartered.
    for (const c of body.counties) expect(c.name).toMatch(/^[^0-9]+, [A-Z]{2}$/);
    const county = [...body.counties].sort((a, b) => b.institutions - a.institutions)[0];
    if (!county) throw new Error('no county');
    expect(county.share).toBeCloseTo((100 * (county.deposits ?? 0)) / (county.market_deposits ?? 1), 6);
    const banksThere = await h.database.query<{ id: number }>(
      `select distinct b.institution_id as id from branches b join institutions i on i.id = b.institution_id
        where b.county_fips = $1 and i.fi_type = 'bank'`,
      [county.code],
    );
    expect(banksThere.length).toBe(county.institutions);
    let total = 0;
    const ranks: number[] = [];
    for (const { id } of banksThere) {
      const other: DepositShare = (
        await get(fi, `/api/advisors/deposit_share?institution_id=${id}&fi_type=bank`)
      ).json();
      const market = other.counties.find((c) => c.code === county.code);
      total += market?.share ?? 0;
      ranks.push(market?.rank ?? 0);
    }
    expect(total).toBeCloseTo(100, 6);
    expect(ranks.sort((a, b) => a - b)).toEqual(banksThere.map((_, i) => i + 1));
    for (const competitor of county.competitors) expect(competitor.rank).not.toBe(county.rank);
    const msaShare = body.msas.reduce((n, m) => n + (m.deposits ?? 0), 0);
    expect(msaShare).toBeLessThanOrEqual((body.total_deposits ?? 0) + 0.5);

    // Every branch with coordinates is on the map, in a county of the table, largest first.
    const [{ located } = { located: 0 }] = await h.database.query<{ located: number }>(
      `select count(*)::int as located from branches b where b.year = $1 and b.latitude is not null
          and b.institution_id in (select id from institutions where id = $2 or parent_id = $2)`,
      [body.year, bank.id],
    );
    expect(body.branch_locations).toHaveLength(located);
    expect(located).toBeGreaterThan(0);
    const countyCodes = new Set(body.counties.map((c) => c.code));
    for (const branch of body.branch_locations) {
      expect(Math.abs(branch.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(branch.longitude)).toBeLessThanOrEqual(180);
      if (branch.county_fips) expect(countyCodes.has(branch.county_fips)).toBe(true);
    }
    const deposits = body.branch_locations.map((b) => b.deposits ?? 0);
    expect(deposits).toEqual([...deposits].sort((a, b) => b - a));
  });

  it('compares credit unions with credit unions and says so', async () => {
    const res = await get(
      fi,
      `/api/advisors/deposit_share?institution_id=${creditUnion.id}&fi_type=credit_union`,
    );
    expect(res.statusCode).toBe(200);
    const body: DepositShare = res.json();
    expect(body.fi_type).toBe('credit_union');
    expect(body.note).toMatch(/Credit unions do not file the FDIC Summary of Deposits/);
    expect(body.branches).toBeGreaterThan(0);
    const wrongType = await get(
      fi,
      `/api/advisors/deposit_share?institution_id=${creditUnion.id}&fi_type=bank`,
    );
    expect(wrongType.statusCode).toBe(422);
  });

  it('shows contacts with contact_details, or for a holding company, and filters them', async () => {
    const all = (await get(vendor, `/api/advisors/contacts?institution_id=${bank.id}`)).json();
    expect(all.total).toBeGreaterThan(3);
    expect(all.contacts).toHaveLength(all.total);
    expect(all.contacts[0]).toMatchObject({
      role: 'executive',
      title: expect.stringMatching(/Chief Executive/),
    });
    const withEmail = (
      await get(vendor, `/api/advisors/contacts?institution_id=${bank.id}&has_email=true`)
    ).json();
    expect(withEmail.contacts.every((c: { email: string | null }) => c.email !== null)).toBe(true);
    const domain = new URL(
      `https://${all.contacts.find((c: { email: string }) => c.email)?.email.split('@')[1]}`,
    );
    expect(domain.hostname).toMatch(/\.example$/);
    const lenders = (
      await get(
        vendor,
        `/api/advisors/contacts?institution_id=${bank.id}&roles=lending,finance&titles=officer`,
      )
    ).json();
    expect(lenders.contacts.length).toBeGreaterThan(0);
    for (const c of lenders.contacts) {
      expect(['lending', 'finance']).toContain(c.role);
      expect(c.title.toLowerCase()).toContain('officer');
    }
    expect((await get(fi, `/api/advisors/contacts?institution_id=${bank.id}`)).statusCode).toBe(403);
    const holding = await get(fi, `/api/advisors/contacts?institution_id=${bhc.id}`);
    expect(holding.statusCode).toBe(200);
    expect(holding.json().total).toBeGreaterThan(0);
    expect((await get(limited, `/api/advisors/contacts?institution_id=${bhc.id}`)).statusCode).toBe(403);
  });

  it('prepares the profile as a job with live progress and serves its stored deposit shares', async () => {
    const res = await get(fi, `/api/fin_profile/report_progress?institution_id=${bank.id}`);
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started).toMatchObject({ institution_id: bank.id, report_progress: 0, status: 'Preparing...' });
    expect(started.progress_key).toBe(progressKey.report(started.report_token));
    let record = { state: 'running', progress: 0, result: null as Record<string, unknown> | null };
    for (let attempt = 0; attempt < 400 && record.state === 'running'; attempt++) {
      record = (await get(fi, `/api/progress/${started.progress_key}`)).json();
      if (record.state === 'running') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(record).toMatchObject({ state: 'done', progress: 100 });
    expect(record.result).toMatchObject({ institution_id: bank.id, ranks: { total_assets: { rank: 1 } } });
    // Another user may not watch it.
    expect((await get(vendor, `/api/progress/${started.progress_key}`)).statusCode).toBe(404);

    const again = (await get(fi, `/api/fin_profile/report_progress?institution_id=${bank.id}`)).json();
    expect(again).toMatchObject({ report_token: started.report_token, report_progress: 100, state: 'done' });
    const served = (
      await get(fi, `/api/advisors/deposit_share?institution_id=${bank.id}&fi_type=bank`)
    ).json();
    expect(served).toEqual(record.result?.deposit_share);
  });

  it('prepares anew when the running preparation stopped moving (its process died)', async () => {
    const first = (await get(fi, `/api/fin_profile/report_progress?institution_id=${bank.id}`)).json();
    await h.database.query(
      `update job_progress set state = 'running', progress = 10, updated_at = now() - interval '1 hour'
        where key = $1`,
      [first.progress_key],
    );
    const reopened = (await get(fi, `/api/fin_profile/report_progress?institution_id=${bank.id}`)).json();
    expect(reopened).toMatchObject({ report_progress: 0, status: 'Preparing...', state: 'running' });
  });

  it('opens only the basic profile to a partially enabled FIN Profile (Digital Channels bought)', async () => {
    await h.database.query(
      `update groups set purchased_modules = '{"fin_technographics": true, "fin_digital_channels": true}'::jsonb where ${HARBOR}`,
    );
    try {
      expect((await get(limited, `/api/advisors/basic_profile?institution_id=${bank.id}`)).statusCode).toBe(
        200,
      );
      for (const call of CALLS.slice(1)) {
        expect((await get(limited, `/api/advisors/${call}?institution_id=${bank.id}`)).statusCode).toBe(403);
      }
    } finally {
      await h.database.query(
        `update groups set purchased_modules = '{"fin_technographics": true, "fin_reporter": true}'::jsonb where ${HARBOR}`,
      );
    }
  });
});
