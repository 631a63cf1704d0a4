import { INTENT_LEVEL_LABELS, type QueryCatalog } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCustomReport } from '../../../test/custom-report-kit.js';
import { elementObject, payloadOf, queryCalls, rule, sqlCount } from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { scoreIntentSignals } from './scoring-pass.js';

const LATEST = '2026-09-30';

/**
 * FIN Intent as FIN Query's category, the report writer's segment and a Reporter element, over the
 * demo data set with evidence written for two banks so that the Core Conversion signal ranks them.
 */
describe('FIN Intent in FIN Query, the report writer and Reporter', () => {
  let h: Harness;
  let vendor: SignedIn;
  let mortgage: SignedIn;
  let core: number;
  let banks: { id: number; name: string }[];

  const intent = (id: string, operator: string, value: string[], properties?: Record<string, unknown>) =>
    rule(id, elementObject('fin_intent', core, properties), operator, value);

  /** Active institutions on the Core Conversion signal at the latest quarter, by a SQL filter on the stored row. */
  const stored = (where: string) =>
    sqlCount(
      h,
      `select count(*)::int as n from intent_scores s join institutions i on i.id = s.institution_id and i.active
        where s.signal_id = $1 and s.period = $2 and ${where}`,
      [core, LATEST],
    );

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    mortgage = await h.signIn(demo.mortgage);
    core = Number(
      (
        await h.database.query<{ id: number }>(`select id from intent_signals where name = 'Core Conversion'`)
      )[0]?.id,
    );
    banks = await h.database.query<{ id: number; name: string }>(
      `select id, name from institutions where fi_type = 'bank' and active order by latest_assets desc limit 2`,
    );
    const [first, second] = banks.map((b) => b.id);
    for (const [bank, title, on] of [
      [first, 'Core conversion project manager', '2026-05-04'],
      [first, 'Core conversion analyst', '2026-07-20'],
      [second, 'Core conversion analyst', '2026-06-01'],
      [second, 'Core system conversion lead', '2026-08-11'],
    ] as const) {
      await h.database.query(
        `insert into job_postings (institution_id, source_key, title, job_function, seniority, posted_on, body, source)
         values ($1, $2, $3, 'technology', 'senior', $4, 'Lead our core conversion.', 'import')`,
        [bank, `intent-query-${bank}-${on}`, title, on],
      );
    }
    await h.database.query(
      `insert into site_pages (institution_id, url, title, body, first_seen_on, changed_on, source)
       values ($1, 'https://bank.test/conversion', 'System conversion weekend', 'Branch hours during our system upgrade.',
               '2026-08-20', '2026-08-20', 'import')`,
      [first],
    );
    await h.database.query(
      `insert into contact_events (institution_id, full_name, title, role, event, event_on, source)
       values ($1, 'Robin Vale', 'Chief Information Officer', 'technology', 'joined', '2026-02-02', 'import')`,
      [first],
    );
    await scoreIntentSignals(h.database);
  }, 300_000);
  afterAll(async () => h.close());

  it('lists each active signal as a FIN Intent element, only to buyers of FIN Intent', async () => {
    const catalog = (await h.call(vendor, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    const category = catalog.categories.find((c) => c.name === 'FIN Intent');
    const elements = category?.sections.flatMap((s) => s.elements) ?? [];
    expect(elements.map((e) => e.name).sort()).toEqual([
      'Card Processor Change',
      'Core Conversion',
      'Digital Banking Replacement',
      'Loan Origination Upgrade',
      'Mobile App Replacement',
    ]);
    const element = elements.find((e) => e.element_id === core);
    expect(element).toMatchObject({
      element_type: 'fin_intent',
      group: 'Core Processing',
      value_kind: 'options',
    });
    expect(element?.options?.map((o) => o.label)).toEqual(Object.values(INTENT_LEVEL_LABELS));
    const other = (await h.call(mortgage, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    expect(other.categories.map((c) => c.name)).not.toContain('FIN Intent');
    const refused = await queryCalls(h, mortgage).countsResponse(
      payloadOf(intent('r1', 'equal', ['in_depth_research'])),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('counts exactly the stored levels: "is", "is at least" and a minimum score', async () => {
    const calls = queryCalls(h, vendor);
    const inDepth = await calls.countOf(intent('r1', 'equal', ['in_depth_research']));
    expect(inDepth).toBe(await stored(`s.level = 'in_depth_research'`));
    expect(inDepth).toBeGreaterThanOrEqual(1);
    const atLeastActive = await calls.countOf(intent('r2', 'greater_or_equal', ['active_research']));
    expect(atLeastActive).toBe(await stored(`s.level in ('active_research', 'in_depth_research')`));
    expect(await calls.countOf(intent('r3', 'equal', ['early_research', 'active_research']))).toBe(
      await stored(`s.level in ('early_research', 'active_research')`),
    );
    const anyLevel = await calls.countOf(intent('r4', 'greater_or_equal', ['early_research']));
    expect(anyLevel).toBe(await stored('s.level is not null'));
    expect(anyLevel).toBeGreaterThan(inDepth);
    expect(await calls.countOf(intent('r5', 'greater_or_equal', ['early_research'], { min_score: 45 }))).toBe(
      await stored('s.level is not null and s.score >= 45'),
    );
    const bad = await calls.countsResponse(payloadOf(intent('r6', 'less', ['early_research'])));
    expect(bad.statusCode).toBe(422);
    const badScore = await calls.countsResponse(
      payloadOf(intent('r7', 'equal', ['early_research'], { min_score: 140 })),
    );
    expect(badScore.statusCode).toBe(422);
  });

  it('shows the level, the score and the elements that scored as result columns', async () => {
    const results = await queryCalls(h, vendor).results(
      payloadOf(intent('r1', 'equal', ['in_depth_research'])),
    );
    const keys = results.columns.map((c) => c.key);
    const first = results.institution_ids.indexOf(banks[0]?.id as number);
    expect(first).toBeGreaterThanOrEqual(0);
    const cell = (key: string) => results.rows[first]?.[keys.indexOf(`fin_intent_${core}_${key}`)];
    expect(cell('level')).toBe('In-Depth Research');
    const [row] = await h.database.query<{ score: number }>(
      'select score from intent_scores where signal_id = $1 and institution_id = $2 and period = $3',
      [core, banks[0]?.id, LATEST],
    );
    expect(cell('score')).toBeCloseTo(Number(row?.score), 2);
    expect(String(cell('elements')).split(', ').slice(0, 2)).toEqual([
      'Job postings about core processing projects',
      'Website pages announcing a new core processing',
    ]);
    expect(results.columns.find((c) => c.key === `fin_intent_${core}_level`)?.label).toBe(
      'Core Conversion: Intent Level',
    );
  });

  it('is a report writer segment, and a custom report with a FIN Intent element runs and shows levels', async () => {
    const writer = (await h.call(vendor, { url: '/api/report_writer_elements' })).json();
    const segment = writer.segments.find((s: { name: string }) => s.name === 'FIN Intent');
    const names = segment?.sections.flatMap((s: { elements: { name: string }[] }) =>
      s.elements.map((e) => e.name),
    );
    expect(names).toContain('Core Conversion');

    // Saved as the report writer saves it: checked against the catalog the segment comes from.
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports',
      payload: {
        name: 'Conversion watch',
        fi_type: 'bank',
        report_elements: [{ element_id: core, element_type: 'fin_intent' }],
        element_format: [{ type: 'element', id: 'e1', element_id: core, element_type: 'fin_intent' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const report = saved.json() as { id: number };
    const page = await viewCustomReport(h, vendor, report?.id as number, banks[0]?.id as number);
    const line = page.metrics.find((m) => m.name === 'Core Conversion: Intent Level');
    expect(line?.value5).toBe('In-Depth Research');
  });
});
