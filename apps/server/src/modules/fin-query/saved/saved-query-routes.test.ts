import { FIN_QUERY_MESSAGES, MESSAGES, PEER_GROUP_MESSAGES } from '@fin-atlas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banksIn, firmographicElement } from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

type InjectPayload = InjectOptions['payload'];

const firmographic = firmographicElement;

type Fields = {
  name: string;
  description?: string;
  group_ids?: number[];
  query?: unknown;
  query_type?: string;
  save_as_peer_group?: boolean;
  is_global?: boolean;
};

const body = ({ query = banksIn('TX'), query_type = 'fin_query', ...rest }: Fields) => ({
  advanced_query: { query: JSON.stringify(query), query_type, ...rest },
});

describe('saved queries API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let admin: SignedIn;
  /** A user of a third tenant that bought FIN Query. */
  let stranger: SignedIn;
  let vendorGroupId: number;
  let bankGroupId: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    admin = await h.signIn(demo.superadmin);
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_query": true}'::jsonb
        where id = (select client_group_id from users where email = $1)`,
      [demo.limited],
    );
    stranger = await h.signIn(demo.limited);
    const groupOf = async (userId: number) =>
      Number(
        (
          await h.database.query<{ g: number }>('select client_group_id as g from users where id = $1', [
            userId,
          ])
        )[0]?.g,
      );
    vendorGroupId = await groupOf(vendor.userId);
    bankGroupId = await groupOf(otherTenant.userId);
  });
  afterAll(async () => h.close());

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const post = (as: SignedIn, url: string, payload: InjectPayload) =>
    h.call(as, { method: 'POST', url, payload });
  const put = (as: SignedIn, url: string, payload: InjectPayload) =>
    h.call(as, { method: 'PUT', url, payload });
  const del = (as: SignedIn, url: string) => h.call(as, { method: 'DELETE', url });
  const save = (as: SignedIn, fields: Fields) => post(as, '/api/advanced_query/save_query', body(fields));
  const listNames = async (as: SignedIn, query = '') =>
    (await get(as, `/api/advanced_query/saved_queries?query=${encodeURIComponent(query)}`))
      .json()
      .saved_queries.map((q: { name: string }) => q.name);
  const savedCount = async () =>
    Number((await h.database.query<{ n: number }>('select count(*)::int as n from advanced_queries'))[0]?.n);
  const totalOf = async (as: SignedIn, query: unknown) =>
    (await post(as, '/api/advanced_query/counts', { query })).json().total as number;

  it('saves, lists, updates and deletes a query', async () => {
    const created = await save(vendor, { name: '  Texas banks  ', description: 'Prospects' });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Texas banks',
      description: 'Prospects',
      query_type: 'fin_query',
      is_owner: true,
      is_global: false,
      fi_type: 'bank',
      save_as_peer_group: false,
      peer_group_id: null,
      owner: { id: vendor.userId },
    });
    expect(JSON.parse(saved.query)).toEqual(banksIn('TX'));

    expect(await listNames(vendor)).toContain('Texas banks');
    expect(await listNames(vendor, 'texas')).toContain('Texas banks');
    expect(await listNames(vendor, 'ohio')).not.toContain('Texas banks');
    const mortgage = (await get(vendor, '/api/advanced_query/saved_queries?is_mbc=true')).json();
    expect(mortgage.saved_queries).toEqual([]);

    const updated = await put(
      vendor,
      `/api/advanced_query/${saved.id}`,
      body({ name: 'Texas banks', description: 'Texas and Oklahoma', query: banksIn('TX', 'OK') }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: saved.id, description: 'Texas and Oklahoma' });
    const opened = (await get(vendor, `/api/advanced_query/${saved.id}`)).json();
    expect(JSON.parse(opened.query)).toEqual(banksIn('TX', 'OK'));

    expect((await del(vendor, `/api/advanced_query/${saved.id}`)).statusCode).toBe(204);
    const gone = await get(vendor, `/api/advanced_query/${saved.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(FIN_QUERY_MESSAGES.queryNotFound);
  });

  it('refuses a second query by the same name, whatever its case, with the spec message', async () => {
    expect((await save(vendor, { name: 'Duplicate check' })).statusCode).toBe(201);
    const before = await savedCount();
    const again = await save(vendor, { name: ' DUPLICATE check ' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('Validation failed. Query name already exists.');
    expect(await savedCount()).toBe(before);
    // Another user, or the mortgage variant, may use the name.
    expect((await save(sameTenant, { name: 'Duplicate check' })).statusCode).toBe(201);
    expect((await save(vendor, { name: 'Duplicate check', query_type: 'mortgage' })).statusCode).toBe(201);
  });

  it('refuses a query the engine cannot run and writes nothing', async () => {
    const before = await savedCount();
    const empty = banksIn('TX');
    empty.criteria.children[0] = { ...empty.criteria.children[0], value: [] } as never;
    const invalid = await save(vendor, { name: 'Empty rule', query: empty });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.message).toBe(FIN_QUERY_MESSAGES.invalidQuery);

    const unknown = banksIn('TX');
    unknown.elements[0] = firmographic('e-state', 999);
    const refused = await save(vendor, { name: 'Unknown element', query: unknown, save_as_peer_group: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(FIN_QUERY_MESSAGES.unknownElement);

    const bogusState = await save(vendor, { name: 'Bogus state', query: banksIn('XX') });
    expect(bogusState.statusCode).toBe(422);
    expect(bogusState.json().error.message).toMatch(/^Validation failed\. /);
    expect(await savedCount()).toBe(before);
    expect(
      (await get(vendor, '/api/peer_groups')).json().peer_groups.map((g: { name: string }) => g.name),
    ).not.toContain('Unknown element');
  });

  it('keeps a query to its owner, and shares it with the owner’s groups only', async () => {
    const own = (await save(vendor, { name: 'Private list' })).json();
    for (const response of [
      await get(stranger, `/api/advanced_query/${own.id}`),
      await put(stranger, `/api/advanced_query/${own.id}`, body({ name: 'Taken over' })),
      await del(stranger, `/api/advanced_query/${own.id}`),
      await get(admin, `/api/advanced_query/${own.id}`),
      await get(sameTenant, `/api/advanced_query/${own.id}`),
      await put(sameTenant, `/api/advanced_query/${own.id}`, body({ name: 'Taken over' })),
      await del(sameTenant, `/api/advanced_query/${own.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await listNames(sameTenant)).not.toContain('Private list');

    const refused = await save(vendor, { name: 'Shared elsewhere', group_ids: [bankGroupId] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(FIN_QUERY_MESSAGES.shareOwnGroupsOnly);

    const shared = (await save(vendor, { name: 'Team list', group_ids: [vendorGroupId] })).json();
    expect(shared.shared_groups).toEqual([{ id: vendorGroupId, name: 'Summit Ridge Software (demo)' }]);
    const seen = (await get(sameTenant, '/api/advanced_query/saved_queries')).json().saved_queries;
    expect(seen.find((q: { id: number }) => q.id === shared.id)).toMatchObject({
      is_owner: false,
      owner: { user_name: 'Riley Chen' },
    });
    expect(
      (await put(sameTenant, `/api/advanced_query/${shared.id}`, body({ name: 'Mine now' }))).statusCode,
    ).toBe(403);
    expect((await del(sameTenant, `/api/advanced_query/${shared.id}`)).statusCode).toBe(403);
    // Users of another tenant never see it, and callers without FIN Query are refused.
    expect((await get(stranger, `/api/advanced_query/${shared.id}`)).statusCode).toBe(404);
    expect(await listNames(stranger)).not.toContain('Team list');
    expect((await get(otherTenant, `/api/advanced_query/${shared.id}`)).statusCode).toBe(403);
    const customGroups = (await get(otherTenant, '/api/advanced_query/custom_fin_groups')).json();
    expect(customGroups.custom_fin_groups.map((g: { id: number }) => g.id)).not.toContain(shared.id);
  });

  it('offers a FIN Admin’s navigator query to everyone, and only a FIN Admin may mark one', async () => {
    const refused = await save(vendor, { name: 'Everyone’s list', is_global: true });
    expect(refused.statusCode).toBe(403);
    const navigator = await save(admin, {
      name: 'Navigator: Ohio banks',
      query: banksIn('OH'),
      is_global: true,
    });
    expect(navigator.statusCode).toBe(201);
    const { id } = navigator.json();
    const listed = (await get(vendor, '/api/advanced_query/navigator_queries')).json().navigator_queries;
    expect(listed.map((q: { id: number }) => q.id)).toContain(id);
    expect(await listNames(vendor)).toContain('Navigator: Ohio banks');
    // A user may run it, not change it.
    expect((await put(vendor, `/api/advanced_query/${id}`, body({ name: 'Mine' }))).statusCode).toBe(403);

    const groups = (await get(otherTenant, '/api/advanced_query/custom_fin_groups')).json().custom_fin_groups;
    expect(groups.find((g: { id: number }) => g.id === id)).toMatchObject({
      is_global: true,
      member_count: await totalOf(admin, banksIn('OH')),
    });
  });

  it('hides queries with VendorFit elements from users without VendorFit', async () => {
    const query = {
      elements: [
        {
          id: 'fit',
          element_objects: [{ element_id: 1, element_type: 'vendor_fit', element_section: 'VendorFit' }],
        },
      ],
      criteria: {
        type: 'group',
        operator: 'and',
        children: [{ type: 'rule', id: 'r', element: 'fit', operator: 'greater', value: [50] }],
      },
    };
    // No VendorFit provider exists yet, so the row is written as a VendorFit release would save it.
    const [row] = await h.database.query<{ id: number }>(
      `insert into advanced_queries (user_id, group_id, name, query, query_type, uses_vendor_fit)
       values ($1, $2, 'Likely switchers', $3::jsonb, 'fin_query', true) returning id`,
      [vendor.userId, vendorGroupId, JSON.stringify(query)],
    );
    const id = Number(row?.id);
    expect(await listNames(vendor)).toContain('Likely switchers');
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_vendorfit": false}'::jsonb where id = $1`,
      [vendorGroupId],
    );
    try {
      expect(await listNames(vendor)).not.toContain('Likely switchers');
      expect(await listNames(vendor)).toContain('Team list');
      const opened = await get(vendor, `/api/advanced_query/${id}`);
      expect(opened.statusCode).toBe(403);
      expect((await get(vendor, `/api/advanced_query/${id}/element_list`)).statusCode).toBe(403);
    } finally {
      await h.database.query(
        `update groups set purchased_modules = purchased_modules || '{"fin_vendorfit": true}'::jsonb where id = $1`,
        [vendorGroupId],
      );
    }
  });

  it('lists a query’s elements in words and marks one that no longer exists', async () => {
    const saved = (await save(vendor, { name: 'Described' })).json();
    const list = (await get(vendor, `/api/advanced_query/${saved.id}/element_list`)).json();
    expect(list).toMatchObject({ id: saved.id, name: 'Described' });
    expect(list.elements).toEqual([
      expect.objectContaining({
        id: 'e-state',
        name: 'State',
        description: 'State is any of Texas',
        available: true,
      }),
      expect.objectContaining({ id: 'e-type', name: 'FI Type', available: true }),
    ]);
    const stale = banksIn('TX');
    stale.elements[0] = firmographic('e-state', 999);
    await h.database.query('update advanced_queries set query = $1::jsonb where id = $2', [
      JSON.stringify(stale),
      saved.id,
    ]);
    const after = (await get(vendor, `/api/advanced_query/${saved.id}/element_list`)).json();
    expect(after.elements[0]).toMatchObject({ id: 'e-state', available: false });
    expect(after.elements[1]).toMatchObject({ id: 'e-type', available: true });
  });

  it('keeps the query’s result as a peer group that follows the latest data', async () => {
    const query = banksIn('TX');
    const total = await totalOf(vendor, query);
    expect(total).toBeGreaterThan(1);
    const saved = (await save(vendor, { name: 'Texas peers', query, save_as_peer_group: true })).json();
    expect(saved).toMatchObject({ save_as_peer_group: true, peer_count: total });
    const peerGroup = async () =>
      (await get(vendor, '/api/peer_groups'))
        .json()
        .peer_groups.find((g: { id: number }) => g.id === saved.peer_group_id);
    expect(await peerGroup()).toMatchObject({ name: 'Texas peers', peer_count: total, builder: 'query' });
    const detail = (await get(vendor, `/api/peer_groups/${saved.peer_group_id}`)).json();
    const members: number[] = detail.members;
    expect(members).toHaveLength(total);

    // The peer group is changed through its query only.
    const edit = await put(vendor, `/api/peer_groups/${saved.peer_group_id}`, {
      name: 'Texas peers',
      builder: 'quick',
      criteria: { institution_ids: members.slice(0, 2) },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe(PEER_GROUP_MESSAGES.keptByQuery);

    // New data: one member moved to Oklahoma. The next read of the peer groups re-runs the query.
    const moved = members[0];
    await h.database.query(`update institutions set state = 'OK', updated_at = now() where id = $1`, [moved]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await peerGroup()).toMatchObject({ peer_count: total - 1 });
    const refreshed = (await get(vendor, `/api/peer_groups/${saved.peer_group_id}`)).json();
    expect(refreshed.members).not.toContain(moved);
    await h.database.query(`update institutions set state = 'TX', updated_at = now() where id = $1`, [moved]);

    // Unticked, the peer group goes; ticked again it comes back; deleting the query removes it.
    const unticked = await put(
      vendor,
      `/api/advanced_query/${saved.id}`,
      body({ name: 'Texas peers', query }),
    );
    expect(unticked.json()).toMatchObject({ save_as_peer_group: false, peer_group_id: null });
    expect(await peerGroup()).toBeUndefined();
    const ticked = (
      await put(
        vendor,
        `/api/advanced_query/${saved.id}`,
        body({ name: 'Texas peers', query, save_as_peer_group: true }),
      )
    ).json();
    expect(ticked.peer_group_id).not.toBeNull();
    expect((await del(vendor, `/api/advanced_query/${saved.id}`)).statusCode).toBe(204);
    const left = (await get(vendor, '/api/peer_groups')).json().peer_groups;
    expect(left.map((g: { id: number }) => g.id)).not.toContain(ticked.peer_group_id);
  });

  it('copies a user’s queries to users and groups with de-duplicated names, for FIN Admins only', async () => {
    const source = (await save(vendor, { name: 'Copy me' })).json();
    await save(sameTenant, { name: 'Copy me' });
    const request = { source_user_id: vendor.userId, query_ids: [source.id], user_ids: [sameTenant.userId] };
    expect((await post(vendor, '/api/super_admin/copy_queries', request)).statusCode).toBe(403);

    const copied = await post(admin, '/api/super_admin/copy_queries', request);
    expect(copied.statusCode).toBe(200);
    expect(copied.json().copies).toEqual([
      expect.objectContaining({ user_id: sameTenant.userId, name: 'Copy me (copy)' }),
    ]);
    const again = (await post(admin, '/api/super_admin/copy_queries', request)).json();
    expect(again.copies[0].name).toBe('Copy me (copy 2)');
    expect(await listNames(sameTenant, 'copy me')).toEqual(
      expect.arrayContaining(['Copy me', 'Copy me (copy)', 'Copy me (copy 2)']),
    );

    // To a group: every user of the vendor tenant but the source gets one.
    const toGroup = (
      await post(admin, '/api/super_admin/copy_queries', {
        source_user_id: vendor.userId,
        query_ids: [source.id],
        group_ids: [vendorGroupId],
      })
    ).json();
    const receivers = toGroup.copies.map((c: { user_id: number }) => c.user_id);
    expect(receivers).toContain(sameTenant.userId);
    expect(receivers).not.toContain(vendor.userId);

    const foreign = await post(admin, '/api/super_admin/copy_queries', {
      ...request,
      source_user_id: sameTenant.userId,
    });
    expect(foreign.statusCode).toBe(422);

    const [logged] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'queries_copied' and actor_user_id = $1`,
      [admin.userId],
    );
    expect(Number(logged?.n)).toBe(3);
  });

  it('lets FIN Admins list, rename and unmark navigator queries', async () => {
    expect((await get(vendor, '/api/super_admin/navigator_groups')).statusCode).toBe(403);
    const listed = await get(admin, '/api/super_admin/navigator_groups');
    expect(listed.statusCode).toBe(200);
    const ohio = listed
      .json()
      .navigator_groups.find((g: { name: string }) => g.name === 'Navigator: Ohio banks');
    expect(ohio).toMatchObject({
      is_global: true,
      owner: { email: demo.superadmin },
      member_count: await totalOf(admin, banksIn('OH')),
    });

    const all = (await get(admin, '/api/super_admin/navigator_groups?all=true&query=team')).json();
    const team = all.navigator_groups.find((g: { name: string }) => g.name === 'Team list');
    expect(team).toMatchObject({ is_global: false, owner: { user_name: 'Riley Chen' } });
    const marked = await h.call(admin, {
      method: 'PATCH',
      url: `/api/super_admin/navigator_groups/${team.id}`,
      payload: { is_global: true, name: 'Team list (navigator)' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ is_global: true, name: 'Team list (navigator)' });
    const vendorsOwn = (await get(otherTenant, '/api/advanced_query/custom_fin_groups')).json()
      .custom_fin_groups;
    expect(vendorsOwn.map((g: { id: number }) => g.id)).toContain(team.id);

    const unmarked = await h.call(admin, {
      method: 'PATCH',
      url: `/api/super_admin/navigator_groups/${ohio.id}`,
      payload: { is_global: false },
    });
    expect(unmarked.json().is_global).toBe(false);
    expect(
      (await get(vendor, '/api/advanced_query/navigator_queries')).json().navigator_queries,
    ).not.toContainEqual(expect.objectContaining({ id: ohio.id }));
    const clash = await h.call(admin, {
      method: 'PATCH',
      url: `/api/super_admin/navigator_groups/${team.id}`,
      payload: { name: 'private list' },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error.message).toBe(MESSAGES.validation.queryNameExists);
    expect(
      (
        await h.call(vendor, {
          method: 'PATCH',
          url: `/api/super_admin/navigator_groups/${team.id}`,
          payload: { is_global: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
