import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { rerunProgress, rerunStaleRuns } from './report-reruns.js';

const KEY_METRICS = 1;
const PROFITABILITY = 2;
const TECHNOLOGY = 21;
const NO_SUCH_ID = 2_147_483_000;

describe('report access grants and reruns on the demo data set', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let limited: SignedIn;
  let fi: SignedIn;
  let vendorGroupId: number;
  let limitedGroupId: number;
  let banks: number[];
  let fiBank: { id: number; name: string };

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const put = (as: SignedIn, url: string, payload: object) => h.call(as, { method: 'PUT', url, payload });
  const post = (as: SignedIn, url: string, payload: object) => h.call(as, { method: 'POST', url, payload });
  const listed = async (as: SignedIn, url: string): Promise<number[]> => {
    const res = await get(as, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().reports.map((r: { id: number }) => r.id);
  };
  const groupId = async (name: string) => {
    const [row] = await h.database.query<{ id: number }>('select id from groups where name = $1', [name]);
    return Number(row?.id);
  };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    limited = await h.signIn(demo.limited);
    fi = await h.signIn(demo.fi);
    vendorGroupId = await groupId('Summit Ridge Software (demo)');
    limitedGroupId = await groupId('Harbor Analytics (demo)');
    banks = (
      await h.database.query<{ id: number }>(
        `select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 4`,
      )
    ).map((b) => Number(b.id));
    const [own] = await h.database.query<{ id: number; name: string }>(
      `select i.id, i.name from institutions i join users u on lower(u.company_name) = lower(i.name)
        where u.email = $1 and i.fi_type = 'bank'`,
      [demo.fi],
    );
    fiBank = { id: Number(own?.id), name: own?.name ?? '' };
    expect(fiBank.id).toBeGreaterThan(0);
  }, 240_000);
  afterAll(async () => h.close());

  async function waitForRuns(ids: number[]) {
    for (let attempt = 0; attempt < 600; attempt++) {
      const res = await get(admin, `/api/super_admin/rerun_reports/runs?ids=${ids.join(',')}`);
      expect(res.statusCode, res.body).toBe(200);
      const runs = res.json().runs as { state: string }[];
      if (runs.every((r) => r.state !== 'running')) return res.json().runs;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the reruns did not finish');
  }

  it('keeps report access and reruns to FIN Admins', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/super_admin/report_access'],
      ['PUT', `/api/super_admin/report_access/groups/${vendorGroupId}`, { report_ids: [KEY_METRICS] }],
      ['GET', `/api/super_admin/report_access/institutions/${fiBank.id}`],
      ['PUT', `/api/super_admin/report_access/institutions/${fiBank.id}`, { report_ids: [KEY_METRICS] }],
      ['GET', '/api/super_admin/rerun_reports'],
      ['POST', '/api/super_admin/rerun_reports', { all: true }],
      ['GET', '/api/super_admin/rerun_reports/runs?ids=1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await h.call(vendor, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [grants] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from report_access_grants',
    );
    expect(Number(grants?.n)).toBe(0);
  });

  it('restricts a report granted to a group to that group’s users, in every list and run', async () => {
    const before = (await get(admin, '/api/super_admin/report_access')).json().reports;
    expect(before.filter((r: { kind: string }) => r.kind === 'built_in')).toHaveLength(13);
    expect(before.some((r: { restricted: boolean }) => r.restricted)).toBe(false);

    const granted = await put(admin, `/api/super_admin/report_access/groups/${limitedGroupId}`, {
      report_ids: [KEY_METRICS, TECHNOLOGY],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const keyMetrics = granted.json().reports.find((r: { id: number }) => r.id === KEY_METRICS);
    expect(keyMetrics).toMatchObject({
      name: 'Key Metrics',
      kind: 'built_in',
      fi_type: 'bank',
      restricted: true,
      groups: [{ id: limitedGroupId, name: 'Harbor Analytics (demo)' }],
      institutions: [],
    });

    // The vendor's group holds no grant: Key Metrics is gone from its lists and cannot be run or read.
    const bank = banks[0] as number;
    for (const url of [
      `/api/self_serve_reports?bank_id=${bank}`,
      '/api/self_serve_reports/reporter_reports',
      '/api/self_serve_reports/user_fi_type_reports?fi_type=bank',
    ]) {
      const ids = await listed(vendor, url);
      expect(ids, url).not.toContain(KEY_METRICS);
      expect(ids, url).toContain(PROFITABILITY);
    }
    const run = await post(vendor, '/api/self_serve_reports/runs', { report_id: KEY_METRICS, bank_id: bank });
    expect(run.statusCode).toBe(404);
    expect(run.json().error.message).toBe('Report not found.');
    expect(
      (await get(vendor, `/api/self_serve_reports?bank_id=${bank}&report_id=${KEY_METRICS}`)).statusCode,
    ).toBe(404);
    expect((await get(vendor, `/api/self_serve_reports/metric_list?id=${KEY_METRICS}`)).statusCode).toBe(404);
    expect(
      (await get(vendor, `/api/self_serve_reports/view?id=1&report_id=${KEY_METRICS}&report_view=multi`))
        .statusCode,
    ).toBe(404);

    // The granted group's user and FIN Admins still see it.
    expect(await listed(limited, '/api/self_serve_reports/reporter_reports')).toContain(KEY_METRICS);
    expect(await listed(admin, '/api/self_serve_reports/reporter_reports')).toContain(KEY_METRICS);

    // Taking the grants away opens the report to everyone with Reporter again.
    const cleared = await put(admin, `/api/super_admin/report_access/groups/${limitedGroupId}`, {
      report_ids: [],
    });
    expect(cleared.json().reports.some((r: { restricted: boolean }) => r.restricted)).toBe(false);
    expect(await listed(vendor, '/api/self_serve_reports/reporter_reports')).toContain(KEY_METRICS);
  });

  it('grants a report to an institution’s FI users (select_fi)', async () => {
    const granted = await put(admin, `/api/super_admin/report_access/institutions/${fiBank.id}`, {
      report_ids: [PROFITABILITY],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().reports.find((r: { id: number }) => r.id === PROFITABILITY)).toMatchObject({
      restricted: true,
      groups: [],
      institutions: [{ id: fiBank.id, name: fiBank.name }],
    });
    const page = (await get(admin, `/api/super_admin/report_access/institutions/${fiBank.id}`)).json();
    expect(page.institution).toMatchObject({ id: fiBank.id, name: fiBank.name, fi_type: 'bank' });
    expect(page.users.map((u: { email: string }) => u.email)).toEqual([demo.fi]);
    expect(page.report_ids).toEqual([PROFITABILITY]);

    expect(await listed(fi, '/api/self_serve_reports/user_fi_type_reports?fi_type=bank')).toContain(
      PROFITABILITY,
    );
    expect(await listed(vendor, '/api/self_serve_reports/user_fi_type_reports?fi_type=bank')).not.toContain(
      PROFITABILITY,
    );
    expect(
      (
        await post(vendor, '/api/self_serve_reports/runs', {
          report_id: PROFITABILITY,
          bank_id: banks[0] as number,
        })
      ).statusCode,
    ).toBe(404);

    await put(admin, `/api/super_admin/report_access/institutions/${fiBank.id}`, { report_ids: [] });
    expect(await listed(vendor, '/api/self_serve_reports/reporter_reports')).toContain(PROFITABILITY);
  });

  it('refuses unknown groups, institutions and reports, changing nothing', async () => {
    const groupMissing = await put(admin, `/api/super_admin/report_access/groups/${NO_SUCH_ID}`, {
      report_ids: [],
    });
    expect(groupMissing.statusCode).toBe(404);
    expect(groupMissing.json().error.message).toBe('Group not found.');
    expect(
      (await put(admin, '/api/super_admin/report_access/groups/abc', { report_ids: [] })).statusCode,
    ).toBe(404);
    const institutionMissing = await get(admin, `/api/super_admin/report_access/institutions/${NO_SUCH_ID}`);
    expect(institutionMissing.statusCode).toBe(404);
    expect(institutionMissing.json().error.message).toBe('Institution not found.');

    const unknownReport = await put(admin, `/api/super_admin/report_access/groups/${limitedGroupId}`, {
      report_ids: [KEY_METRICS, 999],
    });
    expect(unknownReport.statusCode).toBe(422);
    expect(unknownReport.json().error.message).toBe(
      'Validation failed. Some of the chosen reports do not exist.',
    );
    const badBody = await put(admin, `/api/super_admin/report_access/groups/${limitedGroupId}`, {
      report_ids: 'all',
    });
    expect(badBody.statusCode).toBe(422);
    const after = (await get(admin, '/api/super_admin/report_access')).json().reports;
    expect(after.some((r: { restricted: boolean }) => r.restricted)).toBe(false);
  });

  it('lists runs made on older data, reruns them as jobs and the owner then opens the fresh run', async () => {
    const body = { report_id: KEY_METRICS, bank_id: banks[1] as number };
    const first = await post(vendor, '/api/self_serve_reports/runs', body);
    expect(first.statusCode, first.body).toBe(201);
    await waitForRuns([first.json().report.id]);
    const ours = (s: { groups: { report_id: number; group: { id: number } | null }[] }) =>
      s.groups.find((g) => g.report_id === KEY_METRICS && g.group?.id === vendorGroupId);
    expect(ours((await get(admin, '/api/super_admin/rerun_reports')).json())).toBeUndefined();

    // New data arrives: the run is now on an older version.
    await h.database.query(`insert into data_loads (source, started_at) values ('fdic-sdi', now())`);
    const stale = (await get(admin, '/api/super_admin/rerun_reports')).json();
    expect(ours(stale)).toMatchObject({ report_name: 'Key Metrics', stale_runs: 1 });
    expect(stale.total).toBeGreaterThanOrEqual(1);
    expect(stale.max_per_request).toBe(100);

    const nothingChosen = await post(admin, '/api/super_admin/rerun_reports', { selections: [] });
    expect(nothingChosen.statusCode).toBe(422);
    expect(nothingChosen.json().error.message).toBe(
      'Validation failed. Choose the reports to rerun, or all of them.',
    );

    const rerun = await post(admin, '/api/super_admin/rerun_reports', {
      selections: [{ report_id: KEY_METRICS, group_id: vendorGroupId }],
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json()).toMatchObject({ remaining: 0 });
    const runIds: number[] = rerun.json().run_ids;
    expect(runIds).toHaveLength(1);
    const [done] = await waitForRuns(runIds);
    expect(done).toMatchObject({
      report_name: 'Key Metrics',
      state: 'done',
      progress: 100,
      group_name: 'Summit Ridge Software (demo)',
    });
    expect(ours((await get(admin, '/api/super_admin/rerun_reports')).json())).toBeUndefined();

    // The owner opening the report gets the rerun at once instead of computing it again.
    const reopened = await post(vendor, '/api/self_serve_reports/runs', body);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().report.id).toBe(runIds[0]);

    const unknown = await get(admin, `/api/super_admin/rerun_reports/runs?ids=${runIds[0]},${NO_SUCH_ID}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('reruns at most the cap per request and says how many are left', async () => {
    // Three finished runs of Profitability for three banks, on data older than the latest load.
    for (const bank of banks.slice(0, 3)) {
      await h.database.query(
        `insert into report_runs (token, user_id, group_id, report_type, report_id, institution_id, institution_ids,
                                  fi_type, state, data_version, finished_at)
         values ('cap-test-' || $3::int, $1, $2, 'reporter', $4, $3, jsonb_build_array($3::int), 'bank', 'done',
                 (select max(id) - 1 from data_loads), now())`,
        [vendor.userId, vendorGroupId, bank, PROFITABILITY],
      );
    }
    const errors: unknown[] = [];
    const selections = [{ report_id: PROFITABILITY, group_id: vendorGroupId }];
    const first = await rerunStaleRuns(
      h.database,
      undefined,
      { all: false, selections },
      (e) => errors.push(e),
      2,
    );
    expect(first.run_ids).toHaveLength(2);
    expect(first.remaining).toBe(1);
    const second = await rerunStaleRuns(
      h.database,
      undefined,
      { all: false, selections },
      (e) => errors.push(e),
      2,
    );
    expect(second).toMatchObject({ remaining: 0 });
    expect(second.run_ids).toHaveLength(1);
    await waitForRuns([...first.run_ids, ...second.run_ids]);
    const outcome = await rerunProgress(h.database, [...first.run_ids, ...second.run_ids]);
    expect(outcome.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    expect(errors).toEqual([]);
  });
});
