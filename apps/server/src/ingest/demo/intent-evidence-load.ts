import { INTENT_TOPICS } from '../../reference/intent-topics.js';
import { EVIDENCE_SOURCES } from '../evidence/evidence-sources.js';
import { bulkLoadTrusted } from '../store/bulk-load.js';
import { insertRows, recordFileLoad, type SqlSession } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { dayOf } from './calendar-days.js';
import { DEMO_SEED } from './generate-demo.js';
import {
  type EvidenceContact,
  type EvidenceInstitution,
  type EvidencePlan,
  type EvidencePlanInput,
  planDemoIntentEvidence,
  type TopicSwitch,
} from './intent-evidence-plan.js';
import { readDemoInstitutions } from './technographics-load.js';

export const DEMO_EVIDENCE_LABEL = 'generated demo evidence';

export type DemoEvidenceSummary = {
  postings: number;
  pages: number;
  contactEvents: number;
  projects: number;
  seconds: number;
  /** Of which reading the inputs and drawing the plan. */
  planSeconds: number;
};

/** The demo banks and credit unions (size, end) as technographics reads them, with their names and places. */
async function readInstitutions(session: SqlSession): Promise<EvidenceInstitution[]> {
  const places = await session.query<{
    id: number;
    name: string;
    city: string | null;
    state: string | null;
    website: string | null;
  }>(
    `select id, name, city, state, website from institutions
      where source = 'demo' and fi_type in ('bank', 'credit_union')`,
  );
  const placeOf = new Map(places.map((p) => [p.id, p]));
  return (await readDemoInstitutions(session)).map((i) => {
    const place = placeOf.get(i.id);
    return {
      ...i,
      name: place?.name ?? '',
      city: place?.city ?? null,
      state: place?.state ?? null,
      website: place?.website ?? null,
    };
  });
}

/**
 * What the evidence follows in the technographics just written: each competitive switch of a topic's
 * solution (the row that ends 'competitive'), who runs a vendor's product for it now, and how often
 * such rows switch (switches per vendor-row year over the window), so evidence after the window's
 * end comes at the rate the data shows.
 */
async function readTopicTechnographics(
  session: SqlSession,
  windowStart: string,
  windowEnd: string,
): Promise<Pick<EvidencePlanInput, 'switches' | 'openVendorRows' | 'switchRates'>> {
  const topicOf = new Map(INTENT_TOPICS.map((t) => [t.solution.toLowerCase(), t.key]));
  const rows = await session.query<{
    institution_id: number;
    solution: string;
    is_vendor: boolean;
    started_on: string;
    ended_on: string | null;
    end_reason: string | null;
  }>(
    `select t.institution_id, s.name as solution, (t.type = 'vendor' and t.has_service) as is_vendor,
            t.started_on::text as started_on, t.ended_on::text as ended_on, t.end_reason
       from institution_technographics t join solutions s on s.id = t.solution_id
      where t.source = 'demo' and lower(s.name) = any($1::text[])`,
    [[...topicOf.keys()]],
  );
  const [start, end] = [dayOf(windowStart), dayOf(windowEnd)];
  const switches: TopicSwitch[] = [];
  const openVendorRows: { institutionId: number; topic: string }[] = [];
  const exposure = new Map<string, { years: number; switches: number }>();
  for (const r of rows) {
    const topic = topicOf.get(r.solution.toLowerCase()) as string;
    if (r.end_reason === 'competitive' && r.ended_on) {
      switches.push({ institutionId: r.institution_id, topic, switchOn: r.ended_on });
    }
    if (!r.is_vendor) continue;
    if (r.ended_on === null) openVendorRows.push({ institutionId: r.institution_id, topic });
    const from = Math.max(start, dayOf(r.started_on));
    const to = Math.min(end, r.ended_on ? dayOf(r.ended_on) : end);
    const seen = exposure.get(topic) ?? { years: 0, switches: 0 };
    if (to > from) seen.years += (to - from) / 365.25;
    if (r.end_reason === 'competitive' && r.ended_on && r.ended_on >= windowStart) seen.switches++;
    exposure.set(topic, seen);
  }
  const switchRates = Object.fromEntries(
    [...exposure].map(([topic, e]) => [topic, e.years > 0 ? e.switches / e.years : 0]),
  );
  return { switches, openVendorRows, switchRates };
}

async function readContacts(session: SqlSession): Promise<EvidenceContact[]> {
  const rows = await session.query<{
    institution_id: number;
    full_name: string;
    title: string;
    role: string;
  }>(
    `select institution_id, full_name, title, role from institution_contacts
      where source = 'demo' order by institution_id, id`,
  );
  return rows.map((r) => ({
    institutionId: r.institution_id,
    fullName: r.full_name,
    title: r.title,
    role: r.role,
  }));
}

/** What the plan reads of the demo data already written: institutions, contacts, technographics. */
export async function readEvidencePlanInput(
  session: SqlSession,
  window: { windowStart: string; windowEnd: string },
): Promise<Omit<EvidencePlanInput, 'seed'>> {
  return {
    windowEnd: window.windowEnd,
    institutions: await readInstitutions(session),
    contacts: await readContacts(session),
    ...(await readTopicTechnographics(session, window.windowStart, window.windowEnd)),
  };
}

async function writePlan(session: SqlSession, plan: EvidencePlan): Promise<void> {
  await bulkLoadTrusted(session, 'job_postings', () =>
    insertRows(
      session,
      'job_postings',
      TABLE_COLUMNS.job_postings,
      plan.postings.map((p) => [
        p.institutionId,
        p.sourceKey,
        p.title,
        p.jobFunction,
        p.seniority,
        p.location,
        p.postedOn,
        p.closedOn,
        p.body,
        p.url,
        'demo',
      ]),
      { batchSize: 20_000 },
    ),
  );
  await bulkLoadTrusted(session, 'site_pages', () =>
    insertRows(
      session,
      'site_pages',
      TABLE_COLUMNS.site_pages,
      plan.pages.map((p) => [p.institutionId, p.url, p.title, p.body, p.firstSeenOn, p.changedOn, 'demo']),
      { batchSize: 20_000 },
    ),
  );
  await bulkLoadTrusted(session, 'contact_events', () =>
    insertRows(
      session,
      'contact_events',
      TABLE_COLUMNS.contact_events,
      plan.events.map((e) => [e.institutionId, e.fullName, e.title, e.role, e.event, e.eventOn, 'demo']),
      { batchSize: 20_000 },
    ),
  );
}

/**
 * Generates and writes the demo's FIN Intent evidence (job postings, website pages, contact events;
 * source 'demo') in the caller's transaction. Runs after the contacts and the technographics, which
 * it reads: projects follow the switches written there, and every newcomer is a contact on record.
 */
export async function loadDemoIntentEvidence(
  session: SqlSession,
  options: { windowStart: string; windowEnd: string; seed?: number; onProgress?: (message: string) => void },
): Promise<DemoEvidenceSummary> {
  const started = Date.now();
  const plan = planDemoIntentEvidence({
    seed: options.seed ?? DEMO_SEED,
    ...(await readEvidencePlanInput(session, options)),
  });
  const planned = Date.now();
  options.onProgress?.(
    `writing ${plan.postings.length.toLocaleString('en-US')} job postings, ${plan.pages.length.toLocaleString('en-US')} ` +
      `website pages and ${plan.events.length.toLocaleString('en-US')} contact events`,
  );
  for (const table of ['job_postings', 'site_pages', 'contact_events']) {
    await session.query(`delete from ${table} where source = 'demo'`);
  }
  await writePlan(session, plan);
  await session.query('analyze job_postings, site_pages, contact_events');
  const counts = [
    [EVIDENCE_SOURCES.jobPostings, plan.postings.length],
    [EVIDENCE_SOURCES.sitePages, plan.pages.length],
    [EVIDENCE_SOURCES.contactEvents, plan.events.length],
  ] as const;
  for (const [source, rowCount] of counts) {
    await recordFileLoad(session, {
      source,
      isDemo: true,
      fileName: DEMO_EVIDENCE_LABEL,
      rowCount,
      rejectedCount: 0,
      rejections: [],
      warnings: [],
      startedAt: new Date(started),
    });
  }
  return {
    postings: plan.postings.length,
    pages: plan.pages.length,
    contactEvents: plan.events.length,
    projects: plan.projects.length,
    seconds: (Date.now() - started) / 1000,
    planSeconds: (planned - started) / 1000,
  };
}
