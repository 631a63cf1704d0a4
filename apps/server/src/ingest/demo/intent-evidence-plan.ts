import type { JobFunction, JobSeniority } from '@fin-atlas/domain';
import { INTENT_TOPICS, type IntentTopic } from '../../reference/intent-topics.js';
import { dayOf, isoOf } from './calendar-days.js';
import {
  type EvidenceContact,
  type PlannedContactEvent,
  type ProjectHire,
  planContactEvents,
} from './intent-evidence-contacts.js';
import { type PlannedPage, planOrdinaryPages } from './intent-evidence-pages.js';
import {
  INCIDENTAL_MENTIONS,
  ORDINARY_POSTINGS,
  ordinaryBody,
  projectPage,
  projectPosting,
  type Writer,
} from './intent-evidence-text.js';
import { createRandom, poisson, type Random, streamOf, weightedPicker } from './random.js';
import { type TechnographicsInstitution, tierOf } from './technographics-plan.js';

/**
 * The evidence FIN Intent reads, drawn for every demo bank and credit union over the last twelve
 * quarters of the window: job postings, website pages and executive moves. An institution that
 * switches a topic's solution (in the technographics just written, or within a year after the window,
 * drawn at the rate the technographics show) gets a project: postings in the topic's words in the
 * year before the switch, more of them as it nears; a page announcing it up to two quarters before;
 * often a new executive of a role that leads such projects. Not every project shows every kind of
 * evidence, small institutions post less, and everyone posts ordinary openings, keeps ordinary pages
 * and changes executives, some of which use the topic's words with no project behind them.
 * Deterministic: each institution draws from its own stream, seeded by its type and regulator id.
 */

/** A demo bank or credit union as the technographics plan reads it, with its name and place. */
export type EvidenceInstitution = TechnographicsInstitution & {
  name: string;
  city: string | null;
  state: string | null;
  website: string | null;
};

/** A competitive switch of a topic's solution read from the technographics. */
export type TopicSwitch = { institutionId: number; topic: string; switchOn: string };

export type EvidencePlanInput = {
  seed: number;
  /** The latest quarter end: nothing is dated after it. */
  windowEnd: string;
  institutions: readonly EvidenceInstitution[];
  contacts: readonly EvidenceContact[];
  switches: readonly TopicSwitch[];
  /** Institutions with a current vendor row for a topic's solution: they may switch after the window. */
  openVendorRows: readonly { institutionId: number; topic: string }[];
  /** Competitive switches per vendor-row year, per topic, as the technographics show them. */
  switchRates: Readonly<Record<string, number>>;
  topics?: readonly IntentTopic[];
};

export type PlannedPosting = {
  institutionId: number;
  sourceKey: string;
  title: string;
  jobFunction: JobFunction;
  seniority: JobSeniority;
  location: string;
  postedOn: string;
  closedOn: string | null;
  body: string;
  url: string;
};

/** A project the evidence was drawn for: a switch in the data, or one due within a year of its end. */
export type PlannedProject = { institutionId: number; topic: string; switchOn: string; pending: boolean };

export type EvidencePlan = {
  postings: PlannedPosting[];
  pages: PlannedPage[];
  events: PlannedContactEvent[];
  projects: PlannedProject[];
  /** The first day evidence covers. */
  coverageStart: string;
};

export type { EvidenceContact, PlannedContactEvent, PlannedPage };

/** Quarters of evidence before the latest quarter end. */
export const EVIDENCE_QUARTERS = 12;
const YEAR = 365.25;

/** Ordinary openings a year by asset tier (under $100M, $1B, $10B, $100B, above). */
const POSTINGS_PER_YEAR = [0.5, 1.3, 4, 16, 40];
/** Chance an ordinary posting mentions a topic's words in passing. */
const INCIDENTAL_MENTION = 0.04;
/** Chance a project shows postings, by tier: small institutions hire less and lean on the vendor. */
const PROJECT_POSTINGS = [0.3, 0.5, 0.75, 0.9, 0.95];
/** Chance a project shows a page announcing it, by topic: customers must be told of some changes. */
const PROJECT_PAGE: Readonly<Record<string, number>> = {
  core: 0.65,
  debit_card: 0.6,
  online_banking: 0.55,
  mobile_banking: 0.5,
};
const DEFAULT_PROJECT_PAGE = 0.35;
/** Chance a project is preceded by a new executive of a role that leads it (when the role is known). */
const PROJECT_HIRE = 0.4;

const siteOf = (inst: EvidenceInstitution) => {
  const host = (inst.website ?? '').replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  return `https://${
    host ||
    `www.${inst.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 24)}.example`
  }`;
};

const pickOrdinary = weightedPicker(ORDINARY_POSTINGS, (t) => t.weight);

type Span = { start: number; end: number };

/** One institution's postings: ordinary openings over the span, then each project's. */
function planPostings(
  random: Random,
  inst: EvidenceInstitution,
  writer: Writer,
  span: Span,
  projects: readonly { topic: IntentTopic; switchDay: number }[],
  topics: readonly IntentTopic[],
): PlannedPosting[] {
  const tier = tierOf(inst.assets);
  const site = siteOf(inst);
  const location = `${writer.city}, ${writer.state}`;
  const out: PlannedPosting[] = [];
  const add = (posted: number, p: Pick<PlannedPosting, 'title' | 'jobFunction' | 'seniority' | 'body'>) => {
    const closed = posted + random.int(21, 90);
    const n = out.length + 1;
    out.push({
      ...p,
      institutionId: inst.id,
      sourceKey: `demo:${inst.fiType}:${inst.regulatoryId}:${n}`,
      location: p.jobFunction === 'technology' && tier >= 2 && random.chance(0.15) ? 'Remote' : location,
      postedOn: isoOf(posted),
      closedOn: closed <= span.end ? isoOf(closed) : null,
      url: `${site}/careers/jobs/${n}`,
    });
  };
  const years = (span.end - span.start + 1) / YEAR;
  const count = poisson(random, (POSTINGS_PER_YEAR[tier] as number) * years);
  for (let k = 0; k < count; k++) {
    const template = pickOrdinary(random);
    const title = (writer.isCreditUnion && template.cuTitle) || template.title;
    const incidental = random.chance(INCIDENTAL_MENTION)
      ? (INCIDENTAL_MENTIONS[random.pick(topics).key] ?? null)
      : null;
    add(random.int(span.start, span.end), {
      title,
      jobFunction: template.jobFunction,
      seniority: template.seniority,
      body: ordinaryBody(random, template, title, writer, incidental),
    });
  }
  for (const { topic, switchDay } of projects) {
    if (!random.chance(PROJECT_POSTINGS[tier] as number)) continue;
    const n = 1 + (tier >= 2 ? random.int(0, tier) : random.chance(0.3) ? 1 : 0);
    for (let k = 0; k < n; k++) {
      // Lead time from 20 days to a year, most of it close to the switch: the evidence rises.
      const posted = switchDay - Math.round(20 + 340 * random.next() ** 2);
      if (posted < span.start || posted > span.end) continue;
      add(posted, projectPosting(random, topic, writer));
    }
  }
  return out;
}

/** Each project's announcement pages: first seen up to two quarters before the switch. */
function planProjectPages(
  random: Random,
  inst: EvidenceInstitution,
  writer: Writer,
  span: Span,
  projects: readonly { topic: IntentTopic; switchDay: number }[],
): PlannedPage[] {
  const tier = tierOf(inst.assets);
  const site = siteOf(inst);
  const out: PlannedPage[] = [];
  const used = new Set<string>();
  for (const { topic, switchDay } of projects) {
    const chance = (PROJECT_PAGE[topic.key] ?? DEFAULT_PROJECT_PAGE) * (tier === 0 ? 0.8 : 1);
    if (!random.chance(chance)) continue;
    const n = random.chance(0.35) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const firstSeen = switchDay - random.int(0, 182);
      if (firstSeen < span.start || firstSeen > span.end) continue;
      const page = projectPage(random, topic, writer, isoOf(switchDay));
      const url = `${site}${page.path}`;
      if (used.has(url)) continue;
      used.add(url);
      const changed = Math.min(span.end, firstSeen + (random.chance(0.5) ? random.int(1, 75) : 0));
      out.push({
        institutionId: inst.id,
        url,
        title: page.title,
        body: page.body,
        firstSeenOn: isoOf(firstSeen),
        changedOn: isoOf(changed),
      });
    }
  }
  return out;
}

/** The day a topic's solution is switched after the window, if within a year, at the observed rate. */
function pendingSwitch(random: Random, rate: number, windowEnd: number): number | null {
  if (rate <= 0) return null;
  const years = -Math.log(Math.max(random.next(), 1e-12)) / rate;
  return years < 1 ? windowEnd + Math.max(1, Math.round(years * YEAR)) : null;
}

export function planDemoIntentEvidence(input: EvidencePlanInput): EvidencePlan {
  const topics = input.topics ?? INTENT_TOPICS;
  const topicByKey = new Map(topics.map((t) => [t.key, t]));
  const windowEnd = dayOf(input.windowEnd);
  // The first day of the quarter EVIDENCE_QUARTERS - 1 quarters before the latest one.
  const [year, month] = [Number(input.windowEnd.slice(0, 4)), Number(input.windowEnd.slice(5, 7))];
  const coverageStart = dayOf(
    new Date(Date.UTC(year, month - 3 * EVIDENCE_QUARTERS, 1)).toISOString().slice(0, 10),
  );
  const root = createRandom(input.seed).fork(173);

  const switchesOf = groupBy(input.switches, (s) => s.institutionId);
  const openOf = groupBy(input.openVendorRows, (r) => r.institutionId);
  const contactsOf = groupBy(input.contacts, (c) => c.institutionId);
  const plan: EvidencePlan = {
    postings: [],
    pages: [],
    events: [],
    projects: [],
    coverageStart: isoOf(coverageStart),
  };

  const sorted = [...input.institutions].sort(
    (a, b) => a.fiType.localeCompare(b.fiType) || a.regulatoryId.localeCompare(b.regulatoryId),
  );
  for (const inst of sorted) {
    const end = inst.endedOn ? Math.min(windowEnd, dayOf(inst.endedOn)) : windowEnd;
    if (end < coverageStart) continue;
    const span = { start: coverageStart, end };
    const random = root.fork(streamOf(inst.fiType, inst.regulatoryId));
    const writer: Writer = {
      institution: inst.name,
      city: inst.city ?? 'our community',
      state: inst.state ?? '',
      isCreditUnion: inst.fiType === 'credit_union',
    };

    const projects: { topic: IntentTopic; switchDay: number; pending: boolean }[] = [];
    // Sorted, so the draws do not depend on the order the database returned the rows in.
    const byTopicAndDay = (
      a: { topic: string; switchOn?: string },
      b: { topic: string; switchOn?: string },
    ) => a.topic.localeCompare(b.topic) || (a.switchOn ?? '').localeCompare(b.switchOn ?? '');
    for (const s of [...(switchesOf.get(inst.id) ?? [])].sort(byTopicAndDay)) {
      const topic = topicByKey.get(s.topic);
      const day = dayOf(s.switchOn);
      if (topic && day >= coverageStart && day <= windowEnd)
        projects.push({ topic, switchDay: day, pending: false });
    }
    if (!inst.endedOn) {
      const pendingRandom = random.fork(7);
      for (const row of [...(openOf.get(inst.id) ?? [])].sort(byTopicAndDay)) {
        const topic = topicByKey.get(row.topic);
        const day = topic ? pendingSwitch(pendingRandom, input.switchRates[topic.key] ?? 0, windowEnd) : null;
        if (topic && day !== null) projects.push({ topic, switchDay: day, pending: true });
      }
    }
    for (const p of projects) {
      plan.projects.push({
        institutionId: inst.id,
        topic: p.topic.key,
        switchOn: isoOf(p.switchDay),
        pending: p.pending,
      });
    }

    plan.postings.push(...planPostings(random.fork(1), inst, writer, span, projects, topics));
    plan.pages.push(
      ...planOrdinaryPages(random.fork(2), inst.id, siteOf(inst), writer, tierOf(inst.assets), span),
    );
    plan.pages.push(...planProjectPages(random.fork(3), inst, writer, span, projects));
    if (!inst.endedOn) {
      const hires: ProjectHire[] = projects.map((p) => ({
        roles: p.topic.hireRoles,
        switchDay: p.switchDay,
        chance: PROJECT_HIRE,
      }));
      plan.events.push(
        ...planContactEvents(random.fork(4), inst.id, contactsOf.get(inst.id) ?? [], hires, span),
      );
    }
  }
  return plan;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
