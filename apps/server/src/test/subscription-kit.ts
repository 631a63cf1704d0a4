import type { Harness, SignedIn } from './identity-harness.js';

export { banksIn } from './fin-query-kit.js';

/** Saves a query as the user through the API; its id. */
export async function saveQuery(h: Harness, as: SignedIn, name: string, query: unknown): Promise<number> {
  const res = await h.call(as, {
    method: 'POST',
    url: '/api/advanced_query/save_query',
    payload: { advanced_query: { name, query: JSON.stringify(query), query_type: 'fin_query' } },
  });
  if (res.statusCode !== 201) throw new Error(`saving "${name}" answered ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}

/** How many institutions the query matches for the user (what a delivery's file must list). */
export async function matchCount(h: Harness, as: SignedIn, query: unknown): Promise<number> {
  const res = await h.call(as, { method: 'POST', url: '/api/advanced_query/counts', payload: { query } });
  if (res.statusCode !== 200) throw new Error(`counting answered ${res.statusCode}: ${res.body}`);
  return res.json().total as number;
}

/**
 * Gives a client group a FIN Query pricing schedule (a fresh template at $0.05 per institution per
 * element, $5 minimum, tokens worth $1) as the FIN Admin would; subscriptions deliver orders at it.
 */
export async function givePricingSchedule(
  h: Harness,
  admin: SignedIn,
  groupName: string,
  tokens = 100_000,
): Promise<{ scheduleId: number; groupId: number }> {
  const [group] = await h.database.query<{ id: number }>('select id from groups where name = $1', [
    groupName,
  ]);
  if (!group) throw new Error(`no group named ${groupName}`);
  const template = await h.call(admin, {
    method: 'POST',
    url: '/api/super_admin/pricing_schedules_templates',
    payload: {
      name: `Subscriptions ${groupName} ${Date.now()}`,
      cost_per_fi_per_element: 0.05,
      minimum_price: 5,
      tiers: [],
      discount_percent: 0,
      token_value: 1,
    },
  });
  if (template.statusCode !== 201)
    throw new Error(`template answered ${template.statusCode}: ${template.body}`);
  const schedule = await h.call(admin, {
    method: 'POST',
    url: '/api/super_admin/client_pricing_schedules',
    payload: { group_id: Number(group.id), template_id: template.json().id, token_balance: tokens },
  });
  if (schedule.statusCode !== 201)
    throw new Error(`schedule answered ${schedule.statusCode}: ${schedule.body}`);
  return { scheduleId: schedule.json().id as number, groupId: Number(group.id) };
}
