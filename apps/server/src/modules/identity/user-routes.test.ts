import { ENTERPRISE_PERMISSIONS } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

const permissions = (granted: readonly string[]) =>
  Object.fromEntries(ENTERPRISE_PERMISSIONS.map((p) => [p, granted.includes(p)]));

describe('GET /api/users/enterprise_value', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const enterpriseValue = async (email: string) =>
    (await h.call(await h.signIn(email), { url: '/api/users/enterprise_value' })).json();

  it("answers every enterprise permission as the caller's client group holds it", async () => {
    expect(await enterpriseValue(demo.vendor)).toEqual({
      enterprise_permissions: permissions(ENTERPRISE_PERMISSIONS),
    });
    expect(await enterpriseValue(demo.fi)).toEqual({
      enterprise_permissions: permissions(['fi_analytics', 'digital_channel']),
    });
    expect(await enterpriseValue(demo.limited)).toEqual({ enterprise_permissions: permissions([]) });
  });

  it('follows a change a FIN Admin makes to the group', async () => {
    const admin = await h.signIn(demo.superadmin);
    const group = (await h.call(admin, { url: '/api/admin/groups?q=Harbor' })).json().groups[0];
    const saved = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${group.id}`,
      payload: { enterprise_permissions: { contact_details: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await enterpriseValue(demo.limited)).toEqual({
      enterprise_permissions: permissions(['contact_details']),
    });
  });

  it('is refused without a session', async () => {
    expect((await h.call(null, { url: '/api/users/enterprise_value' })).statusCode).toBe(401);
  });
});
