// FIN Query figures (issue 14): the count of a 10-rule query over every institution (warm, one rule
// edited, cold), the same count as one hand-written SQL statement on the same database, and results
// of every bank and credit union with 20 columns. Downloads are measured by fin-query-download.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STATES = [
  'TX',
  'CA',
  'NY',
  'FL',
  'IL',
  'PA',
  'OH',
  'GA',
  'NC',
  'MI',
  'VA',
  'MO',
  'WI',
  'MN',
  'IA',
  'KS',
];

function percentile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const summary = (times) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (n=${times.length})`;

/** A signed-in caller of the bench server: JSON calls with the session cookie and CSRF token. */
export async function apiClient(base, email) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' },
    body: JSON.stringify({ email, password: 'Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = (await res.json()).csrf_token;
  async function call(method, url, body, headers = {}) {
    const answer = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrf,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
    return answer;
  }
  return {
    get: async (url) => (await call('GET', url)).json(),
    post: async (url, body) => (await call('POST', url, body)).json(),
    put: async (url, body) => (await call('PUT', url, body)).json(),
    raw: call,
  };
}

function findElement(catalog, type, test) {
  for (const category of catalog.categories)
    for (const section of category.sections)
      for (const element of section.elements)
        if (element.element_type === type && test(element)) return element;
  throw new Error(`the catalog has no ${type} element for the bench`);
}

/** The ten rules: bank firmographics, market area, two technographics, three metric rules, one theme. */
async function tenRuleQuery(api) {
  const catalog = await api.get('/api/advanced_query/catalog');
  const byId = (type, id) => findElement(catalog, type, (e) => e.element_id === id);
  const metric = (name) => findElement(catalog, 'common_metric', (e) => e.name === name);
  const core = findElement(catalog, 'technographics', (e) => /^core processing$/i.test(e.name));
  const mobile = findElement(catalog, 'technographics', (e) => /^retail mobile banking$/i.test(e.name));
  const mobileVendors = (
    await api.get(
      `/api/advanced_query/element_options?element_type=technographics&element_id=${mobile.element_id}`,
    )
  ).options.slice(0, 4);
  const theme = findElement(catalog, 'performographics', (e) => /commercial real estate/i.test(e.name));
  const elements = [];
  const rules = [];
  const add = (element, operator, value, element_properties) => {
    const id = `e${elements.length + 1}`;
    elements.push({
      id,
      element_objects: [
        {
          element_id: element.element_id,
          element_type: element.element_type,
          element_section: element.element_section,
          ...(element_properties ? { element_properties } : {}),
        },
      ],
    });
    rules.push({ type: 'rule', id: `r${rules.length + 1}`, element: id, operator, value });
  };
  add(byId('firmographics', 6), 'in', ['bank']);
  add(byId('firmographics', 4), 'in', STATES);
  add(byId('firmographics', 15), 'between', [[100_000, 10_000_000]]);
  add(byId('market_area', 101), 'in', STATES);
  add(core, 'has_service', ['yes']);
  add(
    mobile,
    'vendor',
    mobileVendors.map((o) => o.value),
  );
  const t12 = { set: 1, span: 2, scope: 'single', is_global_setting: false };
  const qtr = { ...t12, span: 1 };
  add(metric('Net Income'), 'greater', [0], t12);
  add(metric('Net Income'), 'greater', [0], qtr);
  add(metric('Equity to Assets'), 'between', [[0.08, 0.2]], t12);
  add(theme, 'greater_or_equal', [25]);
  return {
    query: { elements, criteria: { type: 'group', id: 'root', operator: 'and', children: rules } },
    mobileVendorIds: mobileVendors.map((o) => Number(o.value)),
    coreId: core.element_id,
    mobileId: mobile.element_id,
  };
}

/** Positions of bank line items in financials.values (1-based in SQL), from the built dictionary. */
async function bankSlots(root) {
  const url = pathToFileURL(path.join(root, 'apps/server/dist/reference/line-items/bank-line-items.js'));
  const { BANK_DICTIONARY } = await import(url.href);
  const slot = (code) => {
    const at = BANK_DICTIONARY.index.get(code);
    if (at === undefined) throw new Error(`no bank line item ${code}`);
    return at + 1;
  };
  return Object.fromEntries(
    ['asset', 'eqtot', 'netinc', 'lnrenres', 'lnremult', 'lnrecons', 'lnlsgr'].map((c) => [c, slot(c)]),
  );
}

/**
 * The same ten rules as one statement: quarter arithmetic as the metric formulas do it (T12 = YTD + prior
 * year-end − YTD a year ago; a quarter = YTD − the previous quarter's YTD), the theme's percentile as
 * national standing computes it ((values not better − 1) / (n − 1), to one decimal).
 */
function rawSql(slots, { mobileVendorIds, coreId, mobileId }) {
  const v = (alias, code) => `${alias}.values[${slots[code]}]`;
  return {
    text: `
with q as (
  select max(latest_period) as p from institutions where fi_type = 'bank' and active
), at as (
  select p, (date_trunc('quarter', p) - interval '1 day')::date as prev_q,
         (date_trunc('year', p) - interval '1 day')::date as pye,
         (p - interval '1 year')::date as year_ago,
         extract(month from p) as month
    from q
), cre as (
  select f.institution_id,
         (coalesce(${v('f', 'lnrenres')}, 0) + coalesce(${v('f', 'lnremult')}, 0) + coalesce(${v('f', 'lnrecons')}, 0))
           / nullif(${v('f', 'lnlsgr')}, 0) as share
    from financials f join institutions i on i.id = f.institution_id, at
   where i.fi_type = 'bank' and f.period = at.p
     and (${v('f', 'lnrenres')} is not null or ${v('f', 'lnremult')} is not null or ${v('f', 'lnrecons')} is not null)
     and ${v('f', 'lnlsgr')} <> 0
), theme as (
  select institution_id,
         floor(((cume_dist() over (order by share) * count(*) over () - 1)
                 / greatest(count(*) over () - 1, 1)) * 1000 + 0.5) / 10 as score
    from cre
), branch_year as (
  select max(b.year) as y from branches b join institutions i on i.id = b.institution_id
   where i.fi_type <> 'credit_union'
)
select count(*)::int as n
  from institutions i
  cross join at
  join financials f on f.institution_id = i.id and f.period = at.p
  left join financials fq on fq.institution_id = i.id and fq.period = at.prev_q
  left join financials fy on fy.institution_id = i.id and fy.period = at.pye
  left join financials fa on fa.institution_id = i.id and fa.period = at.year_ago
  join theme t on t.institution_id = i.id
 where i.active and i.fi_type = 'bank'
   and i.state = any($1::text[])
   and i.latest_assets between 100000 and 10000000
   and exists (select 1 from branches b, branch_year
                where b.institution_id = i.id and b.year = branch_year.y and b.state = any($1::text[]))
   and exists (select 1 from institution_technographics it
                where it.institution_id = i.id and it.solution_id = $2 and it.ended_on is null and it.has_service)
   and exists (select 1 from institution_technographics it
                where it.institution_id = i.id and it.solution_id = $3 and it.ended_on is null
                  and it.has_service and it.type = 'vendor' and it.vendor_id = any($4::int[]))
   and (case when at.month = 12 then ${v('f', 'netinc')}
             else ${v('f', 'netinc')} + ${v('fy', 'netinc')} - ${v('fa', 'netinc')} end) > 0
   and (case when at.month = 3 then ${v('f', 'netinc')}
             else ${v('f', 'netinc')} - ${v('fq', 'netinc')} end) > 0
   and ${v('f', 'eqtot')} / nullif(${v('f', 'asset')}, 0) between 0.08 and 0.2
   and t.score >= 25`,
    params: [STATES, coreId, mobileId, mobileVendorIds],
  };
}

/** Changes one rule's value, so its answer is computed while the nine others come from the cache. */
function withEditedRule(query, i) {
  const copy = structuredClone(query);
  const assets = copy.criteria.children[2];
  assets.value = [[100_000 + i, 10_000_000]];
  return copy;
}

/** Every rule's value nudged, so no rule answer is cached: each count computes the ten rules. */
function withEveryRuleNew(query, i) {
  const copy = withEditedRule(query, i);
  const rules = copy.criteria.children;
  rules[1].value = [...STATES.slice(0, STATES.length - (i % 3)), 'AK'];
  rules[3].value = [...STATES.slice(0, STATES.length - (i % 4)), 'HI'];
  rules[6].value = [i];
  rules[7].value = [-i - 1];
  rules[8].value = [[0.08 - i / 100_000, 0.2]];
  rules[9].value = [25 - i / 10];
  // The technographics rules are over yes / vendor lists: the vendors come in a new order.
  rules[5].value = [...rules[5].value].reverse().concat(i % 2 ? [] : rules[5].value.slice(0, 1));
  rules[4].value = i % 2 ? ['yes'] : ['Yes'];
  rules[0].value = i % 2 ? ['bank'] : ['bank', 'bank'];
  return copy;
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * The figures measured on the running server; `afterStop` then times the raw statement on the same
 * embedded database (PGlite serves one process: it is opened once the server has stopped).
 */
export async function finQueryRows(base, { root }) {
  const api = await apiClient(base, 'vendor@demo.finatlas.test');
  const built = await tenRuleQuery(api);
  const body = (query) => ({ query, is_mbc: false });
  const count = (query) => timed(() => api.post('/api/advanced_query/counts', body(query)));
  const first = await count(built.query);
  const rows = [
    ['FIN Query count, 10 rules, first after start (loads every category)', `${first.ms.toFixed(0)} ms`],
  ];
  const warm = [];
  for (let i = 0; i < 60; i++) warm.push((await count(built.query)).ms);
  const edited = [];
  for (let i = 1; i <= 40; i++) edited.push((await count(withEditedRule(built.query, i))).ms);
  const cold = [];
  for (let i = 1; i <= 20; i++) cold.push((await count(withEveryRuleNew(built.query, i))).ms);
  rows.push(['FIN Query count, 10 rules, warm (same query)', summary(warm)]);
  rows.push(['FIN Query count, 10 rules, one rule edited (as the builder asks)', summary(edited)]);
  rows.push(['FIN Query count, 10 rules, cold (every rule new)', summary(cold)]);
  rows.push(...(await largeResultRows(api)));
  const statement = rawSql(await bankSlots(root), built);

  async function afterStop(dataDir) {
    const url = pathToFileURL(path.join(root, 'apps/server/dist/db/database.js'));
    const { openDatabase } = await import(url.href);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const raw = [];
      let rawCount = null;
      for (let i = 0; i < 20; i++) {
        const run = await timed(() => database.query(statement.text, statement.params));
        raw.push(run.ms);
        rawCount = run.value[0]?.n ?? null;
      }
      const ours = first.value.total;
      const p95 = (times) => percentile(times, 0.95);
      return [
        [
          'the same count as one hand-written SQL statement (same database, in process)',
          `${summary(raw)}; ${rawCount} institutions, ours ${ours}${rawCount === ours ? '' : ' (MISMATCH)'}`,
        ],
        [
          'ratio ours / raw SQL at p95 (ours through HTTP)',
          `cold ${(p95(cold) / p95(raw)).toFixed(2)}, one rule edited ${(p95(edited) / p95(raw)).toFixed(2)}, warm ${(p95(warm) / p95(raw)).toFixed(2)}`,
        ],
      ];
    } finally {
      await database.close();
    }
  }
  return { rows, afterStop };
}

/** Every bank and credit union with metric columns: 10,000 institutions or so at national scale. */
async function largeQuery(api, extraColumns) {
  const catalog = await api.get('/api/advanced_query/catalog');
  const metrics = [];
  for (const category of catalog.categories)
    for (const section of category.sections)
      for (const e of section.elements)
        if (
          e.element_type === 'common_metric' &&
          e.fi_types.includes('bank') &&
          e.fi_types.includes('credit_union')
        )
          metrics.push(e);
  const fiType = findElement(catalog, 'firmographics', (e) => e.element_id === 6);
  const elements = [
    {
      id: 'fi',
      element_objects: [
        { element_id: 6, element_type: 'firmographics', element_section: fiType.element_section },
      ],
    },
  ];
  for (const m of metrics.slice(0, extraColumns - 1)) {
    elements.push({
      id: `m${m.element_id}`,
      element_objects: [
        {
          element_id: m.element_id,
          element_type: m.element_type,
          element_section: m.element_section,
          element_properties: { set: 1, span: 2, scope: 'single', is_global_setting: false },
        },
      ],
    });
  }
  return {
    elements,
    criteria: {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'rule', id: 'types', element: 'fi', operator: 'in', value: ['bank', 'credit_union'] },
      ],
    },
  };
}

async function largeResultRows(api) {
  const rows = [];
  const query = await largeQuery(api, 7);
  await api.post('/api/advanced_query', { query, is_mbc: false });
  const times = [];
  let shape = '';
  for (let i = 0; i < 8; i++) {
    const run = await timed(() => api.post('/api/advanced_query', { query, is_mbc: false }));
    times.push(run.ms);
    shape = `${run.value.rows.length.toLocaleString('en-US')} institutions x ${run.value.columns.length} columns`;
  }
  rows.push([`FIN Query results (POST /api/advanced_query), ${shape}`, summary(times)]);
  return rows;
}
