import type { PeerGroupDetail } from '@fin-atlas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

type InjectPayload = InjectOptions['payload'];

const LATEST = '2026-09-30';

describe('peer groups API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let limited: SignedIn;
  let banks: { id: number; state: string; assets: number }[];

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    banks = (
      await h.database.query<{ id: number; state: string; assets: number }>(
        `select id, state, latest_assets as assets from institutions
          where fi_type = 'bank' and active order by latest_assets desc`,
      )
    ).map((b) => ({ ...b, id: Number(b.id), assets: Number(b.assets) }));
  });
  afterAll(async () => h.close());

  const post = (as: SignedIn, url: string, payload: InjectPayload) =>
    h.call(as, { method: 'POST', url, payload });
  const put = (as: SignedIn, url: string, payload: InjectPayload) =>
    h.call(as, { method: 'PUT', url, payload });

  async function waitUntilComputed(as: SignedIn, id: number): Promise<PeerGroupDetail> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const progress = (await h.call(as, { url: `/api/progress/peer_group/${id}` })).json();
      if (progress.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await h.call(as, { url: `/api/peer_groups/${id}` })).json();
  }

  it('saves a quick group of picked institutions with its members at once', async () => {
    const picked = banks.slice(0, 3).map((b) => b.id);
    const res = await post(vendor, '/api/peer_groups', {
      name: ' Largest three ',
      description: 'Top of the list',
      builder: 'quick',
      criteria: { institution_ids: picked },
    });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({
      name: 'Largest three',
      description: 'Top of the list',
      builder: 'quick',
      fi_type: 'bank',
      peer_count: 3,
      status: 'ready',
      is_owner: true,
      progress_key: `peer_group/${group.id}`,
    });
    expect(group.members).toEqual([...picked].sort((a, b) => a - b));
    const progress = (await h.call(vendor, { url: `/api/progress/${group.progress_key}` })).json();
    expect(progress).toMatchObject({ progress: 100, state: 'done', result: { peer_count: 3 } });
    const list = (await h.call(vendor, { url: '/api/peer_groups' })).json().peer_groups;
    expect(list.map((g: { name: string }) => g.name)).toContain('Largest three');
    expect(list[0]).not.toHaveProperty('members');
  });

  it('counts the members of quick filters as the database does', async () => {
    const state = banks[0]?.state ?? 'OH';
    const [expected] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from institutions where fi_type = 'bank' and active and state = $1`,
      [state],
    );
    const preview = await post(vendor, '/api/peer_groups/preview', {
      builder: 'quick',
      criteria: { fi_type: 'bank', states: [state] },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().peer_count).toBe(expected?.n);
    expect(preview.json().member_ids).toHaveLength(expected?.n ?? -1);

    const [band] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from institutions
        where active and latest_assets >= 100000 and latest_assets <= 1000000`,
    );
    const bands = (
      await post(vendor, '/api/peer_groups/preview', { builder: 'quick', criteria: { asset_bands: [2, 3] } })
    ).json();
    expect(bands.peer_count).toBe(band?.n);
    const sample = bands.sample as { assets: number }[];
    expect(sample.length).toBeLessThanOrEqual(50);
    expect(sample.map((s) => s.assets)).toEqual([...sample.map((s) => s.assets)].sort((a, b) => b - a));
    const empty = (await post(vendor, '/api/peer_groups/preview', { builder: 'quick', criteria: {} })).json();
    expect(empty).toMatchObject({ peer_count: 0, member_ids: [] });
  });

  it('an advanced range and loan-mix row match the metric engine’s own values', async () => {
    const ranking = (
      await h.call(vendor, {
        url: `/api/metrics/ranking?metric_id=residential_loans_share&fi_type=bank&period=${LATEST}&limit=10000`,
      })
    ).json().ranking as { institution_id: number; value: number }[];
    const share = new Map(ranking.map((r) => [r.institution_id, r.value]));
    const expected = banks
      .filter((b) => b.assets >= 50_000 && b.assets <= 2_000_000)
      .filter((b) => {
        const v = share.get(b.id);
        return v !== undefined && v >= 0.1 && v <= 0.5;
      })
      .map((b) => b.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(3);
    const criteria = {
      fi_type: 'bank',
      ranges: { assets: { min: 50_000, max: 2_000_000 } },
      metric_rows: [{ theme: 'loan_mix', metric_id: 'residential_loans_share', min: 0.1, max: 0.5 }],
    };
    const preview = (
      await post(vendor, '/api/peer_groups/preview', { builder: 'advanced', criteria })
    ).json();
    expect([...preview.member_ids].sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(preview.period).toBe(LATEST);

    const saved = await post(vendor, '/api/peer_groups', {
      name: 'Mid-size mortgage lenders',
      builder: 'advanced',
      criteria,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ status: 'computing', peer_count: 0, members: [] });
    const computed = await waitUntilComputed(vendor, saved.json().id);
    expect(computed).toMatchObject({ status: 'ready', peer_count: expected.length, fi_type: 'bank' });
    expect(computed.members).toEqual(expected);
    expect(computed.computed_at).not.toBeNull();
    expect(computed.criteria.metric_rows[0]).toMatchObject({
      metric_id: 'residential_loans_share',
      min: 0.1,
    });

    const page = (await h.call(vendor, { url: `/api/peer_groups/${computed.id}/members?limit=2` })).json();
    expect(page.total).toBe(expected.length);
    expect(page.members).toHaveLength(2);
    expect(page.members[0].assets).toBeGreaterThanOrEqual(page.members[1].assets);
  });

  it('edits a group: new criteria recompute the members, a taken name is refused', async () => {
    const created = (
      await post(vendor, '/api/peer_groups', {
        name: 'Editable',
        builder: 'advanced',
        criteria: { fi_type: 'bank', ranges: { branches: { min: 1 } } },
      })
    ).json();
    await waitUntilComputed(vendor, created.id);
    const updated = await put(vendor, `/api/peer_groups/${created.id}`, {
      name: 'Edited',
      description: 'Fewer branches',
      builder: 'advanced',
      criteria: { fi_type: 'bank', ranges: { branches: { max: 3 } } },
    });
    expect(updated.statusCode).toBe(200);
    const after = await waitUntilComputed(vendor, created.id);
    expect(after).toMatchObject({ name: 'Edited', description: 'Fewer branches', status: 'ready' });
    expect(after.criteria.ranges.branches).toEqual({ min: null, max: 3 });

    const taken = await put(vendor, `/api/peer_groups/${created.id}`, {
      name: 'largest three',
      builder: 'quick',
      criteria: { institution_ids: [banks[0]?.id] },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.message).toBe('Validation failed. Peer group name already exists.');
    // Another user may use the same name: names are unique per owner.
    const elsewhere = await post(otherTenant, '/api/peer_groups', {
      name: 'Largest three',
      builder: 'quick',
      criteria: { institution_ids: [banks[0]?.id] },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('shares within the tenant read-only, and hides groups from other tenants', async () => {
    const shared = (
      await post(vendor, '/api/peer_groups', {
        name: 'Team peers',
        builder: 'quick',
        shared: true,
        criteria: { institution_ids: [banks[1]?.id, banks[2]?.id] },
      })
    ).json();
    const privateGroup = (
      await post(vendor, '/api/peer_groups', {
        name: 'My own peers',
        builder: 'quick',
        criteria: { institution_ids: [banks[3]?.id] },
      })
    ).json();

    const teammateList = (await h.call(sameTenant, { url: '/api/peer_groups' })).json().peer_groups;
    const names = teammateList.map((g: { name: string }) => g.name);
    expect(names).toContain('Team peers');
    expect(names).not.toContain('My own peers');
    const seen = (await h.call(sameTenant, { url: `/api/peer_groups/${shared.id}` })).json();
    expect(seen).toMatchObject({ is_owner: false, shared: true, owner: { user_name: 'Riley Chen' } });
    const edit = await put(sameTenant, `/api/peer_groups/${shared.id}`, {
      name: 'Hijacked',
      builder: 'quick',
      criteria: { institution_ids: [banks[1]?.id] },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('Only the owner of a peer group may change or delete it.');
    expect(
      (await h.call(sameTenant, { method: 'DELETE', url: `/api/peer_groups/${shared.id}` })).statusCode,
    ).toBe(403);
    expect((await h.call(sameTenant, { url: `/api/peer_groups/${privateGroup.id}` })).statusCode).toBe(404);

    const outsider = (await h.call(otherTenant, { url: '/api/peer_groups' })).json().peer_groups;
    expect(outsider.map((g: { name: string }) => g.name)).not.toContain('Team peers');
    expect((await h.call(otherTenant, { url: `/api/peer_groups/${shared.id}` })).statusCode).toBe(404);
    expect((await h.call(otherTenant, { url: `/api/progress/peer_group/${shared.id}` })).statusCode).toBe(
      404,
    );
  });

  it('deletes the owner’s group with its members and progress record', async () => {
    const group = (
      await post(vendor, '/api/peer_groups', {
        name: 'Short-lived',
        builder: 'quick',
        criteria: { institution_ids: [banks[4]?.id] },
      })
    ).json();
    expect((await h.call(vendor, { method: 'DELETE', url: `/api/peer_groups/${group.id}` })).statusCode).toBe(
      204,
    );
    expect((await h.call(vendor, { url: `/api/peer_groups/${group.id}` })).statusCode).toBe(404);
    expect((await h.call(vendor, { url: `/api/progress/peer_group/${group.id}` })).json().error.message).toBe(
      'Record not found',
    );
    const [left] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from peer_group_members where peer_group_id = $1',
      [group.id],
    );
    expect(left?.n).toBe(0);
  });

  it('answers bad input with clear 422 messages and writes nothing', async () => {
    const message = async (payload: InjectPayload) => {
      const res = await post(vendor, '/api/peer_groups', payload);
      expect(res.statusCode).toBe(422);
      return res.json().error.message as string;
    };
    expect(await message({ name: 'Empty', builder: 'quick', criteria: {} })).toBe(
      'Pick at least one institution or set at least one filter.',
    );
    expect(await message({ name: 'No type', builder: 'advanced', criteria: { states: ['OH'] } })).toBe(
      'Validation failed. Choose an FI type for an advanced search.',
    );
    expect(
      await message({
        name: 'Wrong theme',
        builder: 'advanced',
        criteria: { fi_type: 'bank', metric_rows: [{ theme: 'loan_mix', metric_id: 'roa', min: 0.01 }] },
      }),
    ).toBe('Return on Average Assets (ROA) is not a Loan Mix metric for Bank.');
    expect(
      await message({
        name: 'Upside down',
        builder: 'advanced',
        criteria: { fi_type: 'bank', ranges: { assets: { min: 900, max: 100 } } },
      }),
    ).toBe('Validation failed. The minimum must not be above the maximum.');
    expect(
      await message({ name: 'Ghost', builder: 'quick', criteria: { institution_ids: [99_999_999] } }),
    ).toBe('Unknown institution 99999999.');
    expect(
      await message({ name: '   ', builder: 'quick', criteria: { institution_ids: [banks[0]?.id] } }),
    ).toMatch(/^Validation failed\. name: /);
    const names = (await h.call(vendor, { url: '/api/peer_groups' }))
      .json()
      .peer_groups.map((g: { name: string }) => g.name);
    for (const name of ['Empty', 'No type', 'Wrong theme', 'Upside down', 'Ghost'])
      expect(names).not.toContain(name);
  });

  it('the live count checks the criteria as saving does, instead of failing on an unknown metric', async () => {
    const preview = await post(vendor, '/api/peer_groups/preview', {
      builder: 'advanced',
      criteria: { fi_type: 'bank', metric_rows: [{ theme: 'risk', metric_id: 'no_such_metric', max: 1 }] },
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error.message).toBe('no_such_metric is not a Risk metric for Bank.');
  });

  it('offers the theme metrics and offering choices for an FI type', async () => {
    const bank = (await h.call(vendor, { url: '/api/peer_groups/criteria_options?fi_type=bank' })).json();
    expect(bank.themes.map((t: { id: string }) => t.id)).toEqual([
      'loan_mix',
      'deposit_mix',
      'fee_mix',
      'profit',
      'growth',
      'risk',
    ]);
    for (const theme of bank.themes) expect(theme.metrics.length, theme.id).toBeGreaterThan(2);
    expect(bank.period).toBe(LATEST);
    const cu = (
      await h.call(vendor, { url: '/api/peer_groups/criteria_options?fi_type=credit_union' })
    ).json();
    expect(cu.ranges.map((r: { name: string }) => r.name)).toEqual([
      'Total Assets ($000)',
      'Members',
      'Branches',
    ]);
    expect((await h.call(vendor, { url: '/api/peer_groups/criteria_options?fi_type=nope' })).statusCode).toBe(
      422,
    );
    const offering = (await h.call(vendor, { url: '/api/peer_groups/offering_options' })).json();
    expect(Array.isArray(offering.solutions)).toBe(true);
    expect(offering.products).toEqual([]);
  });

  it('suggests peers of the same type ranked by similarity, with reasons', async () => {
    const subject = banks[Math.floor(banks.length / 2)];
    const res = await h.call(vendor, {
      url: `/api/peer_groups/suggested?institution_id=${subject?.id}&limit=10`,
    });
    expect(res.statusCode).toBe(200);
    const { peers } = res.json() as {
      peers: { id: number; fi_type: string; similarity: number; reasons: string[] }[];
    };
    expect(peers).toHaveLength(10);
    expect(peers.every((p) => p.fi_type === 'bank' && p.id !== subject?.id)).toBe(true);
    const scores = peers.map((p) => p.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(peers[0]?.reasons.length).toBeGreaterThan(0);
    expect(
      (await h.call(vendor, { url: '/api/peer_groups/suggested?institution_id=99999999' })).statusCode,
    ).toBe(404);
  });

  it('needs an analytics module: Reporter alone is enough, none is 403, no session is 401', async () => {
    expect((await h.call(limited, { url: '/api/peer_groups' })).statusCode).toBe(200);
    await h.database.query(
      `update groups set purchased_modules = '{"fin_technographics": true}'::jsonb where name = 'Harbor Analytics (demo)'`,
    );
    expect((await h.call(limited, { url: '/api/peer_groups' })).statusCode).toBe(403);
    expect(
      (await post(limited, '/api/peer_groups/preview', { builder: 'quick', criteria: { states: ['OH'] } }))
        .statusCode,
    ).toBe(403);
    expect((await h.call(null, { url: '/api/peer_groups' })).statusCode).toBe(401);
  });
});
