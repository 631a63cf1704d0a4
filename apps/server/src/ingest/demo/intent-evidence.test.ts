import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENT_TOPICS } from '../../reference/intent-topics.js';
import { DEMO_TEST_DATA_SET } from '../../test/database-templates.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { sessionOf } from '../store/index.js';
import { dayOf } from './calendar-days.js';
import { DEMO_SEED } from './generate-demo.js';
import { readEvidencePlanInput } from './intent-evidence-load.js';
import { type EvidencePlan, type EvidencePlanInput, planDemoIntentEvidence } from './intent-evidence-plan.js';
import { quarterStart } from './technographics-load.js';

/** The demo's FIN Intent evidence as loaded at the tests' scale, checked the way a signal reads it. */
describe('demo FIN Intent evidence', () => {
  let database: TestDatabase;
  let input: Omit<EvidencePlanInput, 'seed'>;
  let plan: EvidencePlan;
  const windowEnd = DEMO_TEST_DATA_SET.latestPeriod;

  beforeAll(async () => {
    database = await openTestDatabase({ dataSet: true });
    const [first] = await database.query<{ period: string }>(
      'select min(period)::text as period from financials',
    );
    input = await readEvidencePlanInput(sessionOf(database), {
      windowStart: quarterStart(first?.period ?? windowEnd),
      windowEnd,
    });
    plan = planDemoIntentEvidence({ ...input, seed: DEMO_SEED });
  }, 120_000);
  afterAll(async () => database?.drop());

  /** Days (by institution) on which a record matching the full-text query is dated. */
  async function matchingDays(sql: string, query: string): Promise<Map<number, number[]>> {
    const rows = await database.query<{ institution_id: number; on: string }>(sql, [query]);
    const out = new Map<number, number[]>();
    for (const r of rows) out.set(r.institution_id, [...(out.get(r.institution_id) ?? []), dayOf(r.on)]);
    return out;
  }

  it('shows switchers researching in the year before their switch far more often than others in the same quarters', async () => {
    const firstFullYear = dayOf(plan.coverageStart) + 365;
    const tally = { switchers: 0, switchersWithEvidence: 0, others: 0, othersWithEvidence: 0 };
    for (const topic of INTENT_TOPICS) {
      const postings = await matchingDays(
        `select institution_id, posted_on::text as on from job_postings where search @@ websearch_to_tsquery('english', $1)`,
        topic.postingQuery,
      );
      const pages = await matchingDays(
        `select institution_id, first_seen_on::text as on from site_pages where search @@ websearch_to_tsquery('english', $1)`,
        topic.pageQuery,
      );
      const hasEvidence = (institutionId: number, switchDay: number) =>
        [...(postings.get(institutionId) ?? []), ...(pages.get(institutionId) ?? [])].some(
          (d) => d > switchDay - 365 && d <= switchDay,
        );
      const switches = input.switches.filter(
        (s) => s.topic === topic.key && dayOf(s.switchOn) >= firstFullYear && s.switchOn <= windowEnd,
      );
      const researching = new Set(
        plan.projects.filter((p) => p.topic === topic.key).map((p) => p.institutionId),
      );
      const others = input.openVendorRows
        .filter((r) => r.topic === topic.key && !researching.has(r.institutionId))
        .map((r) => r.institutionId);
      for (const s of switches) {
        tally.switchers++;
        if (hasEvidence(s.institutionId, dayOf(s.switchOn))) tally.switchersWithEvidence++;
      }
      // Each other institution is looked at over the year before one of the switch dates, in turn.
      others.forEach((institutionId, i) => {
        const reference = switches[i % Math.max(1, switches.length)];
        if (!reference) return;
        tally.others++;
        if (hasEvidence(institutionId, dayOf(reference.switchOn))) tally.othersWithEvidence++;
      });
    }
    expect(tally.switchers).toBeGreaterThan(30);
    expect(tally.others).toBeGreaterThan(300);
    const switcherRate = tally.switchersWithEvidence / tally.switchers;
    const otherRate = tally.othersWithEvidence / tally.others;
    // Not every switcher shows evidence, and some others do (postings that mention the words in passing).
    expect(switcherRate).toBeGreaterThan(0.4);
    expect(switcherRate).toBeLessThan(0.95);
    expect(otherRate).toBeGreaterThan(0);
    expect(switcherRate).toBeGreaterThan(5 * otherRate);
  });

  it('brings new executives of the roles that lead a project two to six quarters before the switch', async () => {
    const joins = await database.query<{ institution_id: number; role: string; on: string }>(
      `select institution_id, role, event_on::text as on from contact_events where event = 'joined'`,
    );
    const hiredBefore = (institutionId: number, roles: readonly string[], switchDay: number) =>
      joins.some(
        (j) =>
          j.institution_id === institutionId &&
          roles.includes(j.role) &&
          dayOf(j.on) >= switchDay - 550 &&
          dayOf(j.on) <= switchDay - 180,
      );
    const firstDay = dayOf(plan.coverageStart) + 550;
    let [switchers, switchersHiring, others, othersHiring] = [0, 0, 0, 0];
    for (const topic of INTENT_TOPICS) {
      const switches = input.switches.filter(
        (s) => s.topic === topic.key && dayOf(s.switchOn) >= firstDay && s.switchOn <= windowEnd,
      );
      const switched = new Set(
        plan.projects.filter((p) => p.topic === topic.key).map((p) => p.institutionId),
      );
      for (const s of switches) {
        switchers++;
        if (hiredBefore(s.institutionId, topic.hireRoles, dayOf(s.switchOn))) switchersHiring++;
      }
      const reference = switches[0];
      if (!reference) continue;
      for (const row of input.openVendorRows.filter(
        (r) => r.topic === topic.key && !switched.has(r.institutionId),
      )) {
        others++;
        if (hiredBefore(row.institutionId, topic.hireRoles, dayOf(reference.switchOn))) othersHiring++;
      }
    }
    expect(switchers).toBeGreaterThan(20);
    expect(switchersHiring / switchers).toBeGreaterThan(1.5 * (othersHiring / others));
  });

  it('agrees with the contacts table and never dates evidence after the latest quarter', async () => {
    const count = async (sql: string) => (await database.query<{ n: number }>(sql))[0]?.n ?? -1;
    expect(
      await count("select count(*)::int as n from contact_events where source = 'demo'"),
    ).toBeGreaterThan(100);
    // Everyone who joined is on record with that title; nobody who left is.
    expect(
      await count(`select count(*)::int as n from contact_events e where e.event = 'joined'
                     and not exists (select 1 from institution_contacts c where c.institution_id = e.institution_id
                                        and c.full_name = e.full_name and c.title = e.title)`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from contact_events e where e.event = 'departed'
                     and exists (select 1 from institution_contacts c where c.institution_id = e.institution_id
                                    and c.full_name = e.full_name)`),
    ).toBe(0);
    const [latest] = await database.query<Record<string, string>>(
      `select (select max(posted_on)::text from job_postings) as posted, (select max(closed_on)::text from job_postings) as closed,
              (select max(changed_on)::text from site_pages) as changed, (select max(event_on)::text from contact_events) as moved,
              (select min(posted_on)::text from job_postings) as first`,
    );
    // Up to the latest quarter end and never past it.
    for (const day of [latest?.posted, latest?.closed, latest?.changed, latest?.moved]) {
      expect(day && day <= windowEnd && day >= quarterStart(windowEnd)).toBe(true);
    }
    expect(latest?.first && latest.first >= plan.coverageStart).toBe(true);
  });

  it('has large institutions post many more openings than community ones', async () => {
    const rows = await database.query<{ large: boolean; per_institution: number }>(
      `select i.latest_assets >= 10000000 as large, count(p.id)::float8 / count(distinct i.id) as per_institution
         from institutions i left join job_postings p on p.institution_id = i.id
        where i.source = 'demo' and i.fi_type in ('bank', 'credit_union') and i.active
        group by 1`,
    );
    const of = (large: boolean) => rows.find((r) => r.large === large)?.per_institution ?? 0;
    expect(of(false)).toBeGreaterThan(1);
    expect(of(false)).toBeLessThan(15);
    expect(of(true)).toBeGreaterThan(5 * of(false));
  });

  it('is the same evidence on every run and whatever order the institutions are read in', async () => {
    const again = planDemoIntentEvidence({
      ...input,
      seed: DEMO_SEED,
      institutions: [...input.institutions].reverse(),
      switches: [...input.switches].reverse(),
      openVendorRows: [...input.openVendorRows].reverse(),
    });
    expect(again).toEqual(plan);
    const stored = await database.query<{ n: number }>(
      "select count(*)::int as n from job_postings where source = 'demo'",
    );
    expect(stored[0]?.n).toBe(plan.postings.length);
    const keys = await database.query<{ source_key: string; title: string; posted_on: string }>(
      "select source_key, title, posted_on::text as posted_on from job_postings where source = 'demo' order by source_key limit 50",
    );
    const planned = new Map(plan.postings.map((p) => [p.sourceKey, p]));
    for (const k of keys)
      expect([planned.get(k.source_key)?.title, planned.get(k.source_key)?.postedOn]).toEqual([
        k.title,
        k.posted_on,
      ]);
    const other = planDemoIntentEvidence({ ...input, seed: DEMO_SEED + 1 });
    expect(other.postings.map((p) => p.postedOn)).not.toEqual(plan.postings.map((p) => p.postedOn));
  });
});
