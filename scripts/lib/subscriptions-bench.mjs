// `npm run bench` section 'subscriptions' (issue 15: 1,000 subscriptions falling due at once are all
// delivered within 10 minutes on the embedded database, none twice). On the running server the vendor
// saves 20 prospect-list queries (banks of one state each, 13 default and 2 firmographic columns),
// shared with their company. Once it has stopped, 49 colleagues join the company and 50 users x 20
// queries = 1,000 monthly subscriptions are written with their run time a minute past (half by
// e-mail, which lands in the outbox without SMTP_URL; 200 of them as XLSX). The server is started
// again: its due scan claims them at start. Printed: time from the start to the last delivery, the
// deliveries per second, and the check, read from the database afterwards, that every subscription
// has exactly one delivered row for its period and one e-mail when it asked for e-mail.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiClient } from './fin-query-bench.mjs';

const STATES = ['TX', 'CA', 'NY', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI'];
const USERS = 50;
const SUBSCRIPTIONS = 1000;
const XLSX_EVERY = 5;
/** The budget; past it the bench stops waiting and reports how far it got. */
const BUDGET_MS = 10 * 60 * 1000;
const VENDOR = 'vendor@demo.finatlas.test';

const firmographic = (id, elementId) => ({
  id,
  element_objects: [
    { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
  ],
});

/** Banks (or credit unions) of one state, with their city and asset columns. */
function stateQuery(state, fiType) {
  return {
    elements: [
      firmographic('state', 4),
      firmographic('type', 6),
      firmographic('city', 3),
      firmographic('assets', 15),
    ],
    criteria: {
      type: 'group',
      id: 'root',
      operator: 'and',
      children: [
        { type: 'rule', id: 'r-state', element: 'state', operator: 'in', value: [state] },
        { type: 'rule', id: 'r-type', element: 'type', operator: 'in', value: [fiType] },
      ],
    },
  };
}

/** Every subscription's latest delivery status, through the FIN Admin's list. */
async function deliveredCount(admin) {
  let delivered = 0;
  let failed = 0;
  for (let page = 1; ; page++) {
    const answer = await admin.get(`/api/super_admin/subscriptions?per_page=100&page=${page}`);
    for (const s of answer.subscriptions) {
      if (s.deliveries[0]?.status === 'delivered') delivered++;
      if (s.deliveries[0]?.status === 'failed') failed++;
    }
    if (page * 100 >= answer.total) return { delivered, failed, total: answer.total };
  }
}

async function withDatabase(root, dataDir, work) {
  const url = pathToFileURL(path.join(root, 'apps/server/dist/db/database.js'));
  const { openDatabase } = await import(url.href);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** 49 colleagues in the vendor's company, and 1,000 subscriptions that fell due a minute ago. */
async function seed(database, queryIds) {
  const [vendor] = await database.query(
    'select id, client_group_id, password_hash from users where email = $1',
    [VENDOR],
  );
  await database.query(
    `insert into users (user_name, email, password_hash, company_type, role, client_group_id, email_verified_at)
     select 'Bench colleague ' || n, 'bench' || n || '@demo.finatlas.test', $1, 'Vendor', 'User', $2, now()
       from generate_series(1, $3::int) as n`,
    [vendor.password_hash, vendor.client_group_id, USERS - 1],
  );
  const users = await database.query(
    "select id from users where id = $1 or email like 'bench%@demo.finatlas.test' order by id",
    [vendor.id],
  );
  const rows = [];
  for (const [u, user] of users.entries()) {
    for (const [q, queryId] of queryIds.entries()) {
      const n = u * queryIds.length + q;
      if (n >= SUBSCRIPTIONS) break;
      rows.push([
        user.id,
        queryId,
        n % 2 === 0 ? 'email' : 'app_link',
        n % XLSX_EVERY === 0 ? 'xlsx' : 'csv',
      ]);
    }
  }
  await database.query(
    `insert into subscriptions (user_id, group_id, advanced_query_id, schedule, delivery_mode, delivery_format,
                                subscription_source, next_run_at)
     select r.user_id, $1, r.query_id, 'monthly', r.mode, r.format, 'bench', now() - interval '1 minute'
       from unnest($2::int[], $3::int[], $4::text[], $5::text[]) as r(user_id, query_id, mode, format)`,
    [
      vendor.client_group_id,
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
    ],
  );
  return rows.length;
}

/** What the database holds after the run: one delivered row per subscription, one e-mail per e-mail one. */
async function check(database) {
  const [row] = await database.query(
    `select (select count(*)::int from subscriptions where subscription_source = 'bench') as subscriptions,
            (select count(*)::int from subscription_deliveries where status = 'delivered') as delivered,
            (select count(*)::int from subscription_deliveries where status <> 'delivered') as other,
            (select count(*)::int from (select subscription_id from subscription_deliveries
                                         where status = 'delivered' group by subscription_id
                                        having count(*) > 1) as twice) as twice,
            (select count(distinct period_key)::int from subscription_deliveries) as periods,
            (select coalesce(max(attempts), 0)::int from subscription_deliveries) as max_attempts,
            (select coalesce(sum(byte_size), 0)::bigint from subscription_deliveries) as bytes,
            (select coalesce(sum(row_count), 0)::bigint from subscription_deliveries) as rows,
            (select count(*)::int from mail_outbox where subject like 'FIN Atlas delivery:%') as mails,
            (select count(*)::int from subscriptions where subscription_source = 'bench' and delivery_mode = 'email') as by_mail,
            (select (extract(epoch from min(started_at)) * 1000)::float8 from subscription_deliveries) as first_ms,
            (select (extract(epoch from max(finished_at)) * 1000)::float8 from subscription_deliveries) as last_ms`,
  );
  return row;
}

/**
 * Saves the queries on the running server; `afterStop` (once it has stopped) seeds the
 * subscriptions, starts the server again, waits for every delivery and checks the database.
 */
export async function subscriptionRows(base, { root }) {
  const vendor = await apiClient(base, VENDOR);
  const me = await vendor.get('/api/users');
  const company = me.groups.find((g) => g.group_type_id === 3)?.id;
  if (!company) throw new Error('the demo vendor has no client group to share the queries with');
  const queryIds = [];
  for (const state of STATES) {
    for (const fiType of ['bank', 'credit_union']) {
      const saved = await vendor.post('/api/advanced_query/save_query', {
        advanced_query: {
          name: `Bench ${fiType === 'bank' ? 'banks' : 'credit unions'} in ${state}`,
          query: JSON.stringify(stateQuery(state, fiType)),
          query_type: 'fin_query',
          group_ids: [company],
        },
      });
      queryIds.push(saved.id);
    }
  }
  async function afterStop(dataDir, { startServer, stopServer }) {
    const seeded = await withDatabase(root, dataDir, (database) => seed(database, queryIds));
    const startedAt = Date.now();
    const server = await startServer();
    let progress = { delivered: 0, failed: 0, total: seeded };
    try {
      const admin = await apiClient(base, 'superadmin@demo.finatlas.test');
      // Seldom: the polling reads the same database the deliveries write. The times come from the rows.
      while (progress.delivered + progress.failed < seeded && Date.now() - startedAt < BUDGET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        progress = await deliveredCount(admin);
      }
    } finally {
      await stopServer(server.child);
    }
    const held = await withDatabase(root, dataDir, check);
    const seconds = (held.last_ms - startedAt) / 1000;
    const spread = (held.last_ms - held.first_ms) / 1000;
    return [
      [
        `subscriptions: ${seeded} due at once (${USERS} users x ${queryIds.length} saved queries, half by e-mail, 1 in ${XLSX_EVERY} XLSX; demo data at DEMO_SCALE ${process.env.DEMO_SCALE || '1'})`,
        `${progress.delivered} delivered, ${progress.failed} failed; the last ${seconds.toFixed(1)} s after the server was started (it listened after ${(server.ms / 1000).toFixed(1)} s), ${spread.toFixed(1)} s from the first delivery started to the last finished: ${(held.delivered / spread).toFixed(1)} deliveries/s`,
      ],
      [
        '  checked in the database afterwards',
        `${held.delivered} delivered rows for ${held.subscriptions} subscriptions, ${held.other} not delivered, ${held.twice} delivered twice, ${held.periods} period; ${held.mails} e-mails for ${held.by_mail} e-mail subscriptions; at most ${held.max_attempts} attempt(s); ${Number(held.rows).toLocaleString('en-US')} rows, ${(Number(held.bytes) / 1048576).toFixed(1)} MB of files`,
      ],
    ];
  }

  return { afterStop };
}
