import {
  ADVISOR_TREND_PERIODS,
  type AdvisorSection,
  type CardDataQuery,
  type CardDataResponse,
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  FI_TYPES,
  type FiType,
  type MetricCard,
  type OfferingCard,
  quarterLabel,
} from '@fin-atlas/domain';
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';
import { institutionEnding } from '../institutions/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';
import { pagesFor, requirePageFor, resolveSectionId } from './advisor-pages.js';
import { offeringBrief, performanceBrief, type StaleFiling } from './executive-brief.js';
import {
  businessServiceCards,
  type OfferingData,
  readOfferingData,
  retailServiceCards,
  topTechnologyCards,
  vendorProductCards,
} from './offering-card-data.js';
import { performanceCards } from './performance-card-data.js';
import { cardsOnPage } from './performance-cards.js';
import { storedCards } from './profile-cards/card-table.js';

/** Summary pages lead with this many cards of each page. */
const HEADLINE_CARDS = 2;

const OFFERING_PAGES: Record<string, (data: OfferingData) => OfferingCard[]> = {
  retail_services: retailServiceCards,
  business_services: businessServiceCards,
  vendor_products: vendorProductCards,
  top_technologies: topTechnologyCards,
};

type Subject = { id: number; name: string; fiType: FiType; latestPeriod: string | null };

/**
 * GET /api/advisors/card_data: the cards of one Advisor page, or a section's Executive Brief, for an
 * institution against the peer group the caller chose.
 */
export function createCardDataService(database: Database) {
  const metrics = metricServiceFor(database);
  const peerGroups = createPeerGroupStore(database);

  async function subjectOf(id: number): Promise<Subject> {
    const [row] = await database.query<{
      id: number;
      name: string;
      fi_type: string;
      latest_period: string | null;
    }>('select id, name, fi_type, latest_period::text as latest_period from institutions where id = $1', [
      id,
    ]);
    if (!row) throw notFound('Institution not found.');
    const fiType = FI_TYPES.includes(row.fi_type as FiType) ? (row.fi_type as FiType) : 'bank';
    return { id: Number(row.id), name: row.name, fiType, latestPeriod: row.latest_period };
  }

  /** Why an institution has no filing for `latest`: its last filing and the merger or failure that ended it. */
  async function staleFiling(subject: Subject, latest: string | null): Promise<StaleFiling | null> {
    if (!latest || (subject.latestPeriod !== null && subject.latestPeriod >= latest)) return null;
    const event = await institutionEnding(database, subject.id);
    return {
      lastFiledLabel: subject.latestPeriod ? quarterLabel(subject.latestPeriod) : null,
      ended: event
        ? { kind: event.kind, acquirerName: event.acquirerName, label: quarterLabel(event.on) }
        : null,
    };
  }

  async function latestPeriod(fiType: FiType): Promise<string | null> {
    const [row] = await database.query<{ period: string | null }>(
      'select max(latest_period)::text as period from institutions where fi_type = $1',
      [fiType],
    );
    return row?.period ?? null;
  }

  async function peersOf(members: readonly number[], subjectId: number) {
    const ids = members.filter((id) => id !== subjectId);
    if (ids.length === 0) return [];
    const rows = await database.query<{ id: number; fi_type: string }>(
      'select id, fi_type from institutions where id = any($1::int[]) order by id',
      [`{${ids.join(',')}}`],
    );
    return rows.map((r) => ({ id: Number(r.id), fiType: r.fi_type }));
  }

  return {
    async cardData(actor: Actor, query: CardDataQuery): Promise<CardDataResponse> {
      const target = resolveSectionId(query.section_id);
      const subject = await subjectOf(query.institution_id);
      const group = await peerGroups.detail(actor, query.peer_group_id);
      if (target.kind === 'page') requirePageFor(target.page, subject.fiType);
      const span = query.span_id ?? DEFAULT_SPAN_ID;
      const set = query.set_id ?? DEFAULT_METRIC_SET_ID;
      const peers = await peersOf(group.members, subject.id);
      const section: AdvisorSection = target.section;
      const pages = target.kind === 'page' ? [target.page] : pagesFor(section, subject.fiType);
      const latest = await latestPeriod(subject.fiType);
      const base = {
        section_id: query.section_id,
        section: section.id,
        page: target.kind === 'page' ? target.page.id : 'summary',
        institution: { id: subject.id, name: subject.name, fi_type: subject.fiType },
        peer_group: { id: group.id, name: group.name, peer_count: peers.length },
        period: latest,
        period_label: latest ? quarterLabel(latest) : null,
        span_id: span,
        set_id: set,
      };

      if (!section.performance) {
        const data = await readOfferingData(
          database,
          subject.id,
          peers.map((p) => p.id),
        );
        const byPage = pages.map((p) => OFFERING_PAGES[p.id]?.(data) ?? []);
        if (target.kind === 'page') return { ...base, cards: byPage[0] ?? [], brief: null };
        const services = [...retailServiceCards(data), ...businessServiceCards(data)];
        const serviceCount = new Set(
          services.flatMap((c) => c.rows.filter((r) => r.institution === true).map((r) => r.key)),
        ).size;
        return {
          ...base,
          cards: byPage.flatMap((cards) => cards.slice(0, 1)),
          brief: offeringBrief(services, {
            institutionName: subject.name,
            serviceCount,
            peersWithData: data.peersWithData,
          }),
        };
      }

      // Cards are data a FIN Admin edits (/super_admin/profile_cards): read on every page load.
      const stored = await storedCards(database.db);
      const resolved = pages.map((p) => cardsOnPage(stored, p.id, subject.fiType));
      const computed: MetricCard[] = latest
        ? await performanceCards(resolved.flat(), {
            metrics,
            subject: { id: subject.id, fiType: subject.fiType },
            peers,
            latest,
            trendLength: ADVISOR_TREND_PERIODS,
            span,
            set,
          })
        : [];
      if (target.kind === 'page') return { ...base, cards: computed, brief: null };
      const headline = new Set(resolved.flatMap((cards) => cards.slice(0, HEADLINE_CARDS)));
      // A measure on two pages (the capital ratio) leads the brief once.
      const shown = new Set<string>();
      const headlineCards = computed.filter((c) => {
        const lead = [...headline].some((h) => h.id === c.card_id && h.pageId === c.page_id);
        if (!lead || shown.has(c.metric_id)) return false;
        shown.add(c.metric_id);
        return true;
      });
      return {
        ...base,
        cards: headlineCards,
        brief: performanceBrief(computed, {
          institutionName: subject.name,
          sectionName: section.name,
          periodLabel: base.period_label,
          stale: await staleFiling(subject, latest),
        }),
      };
    },
  };
}

export type CardDataService = ReturnType<typeof createCardDataService>;
