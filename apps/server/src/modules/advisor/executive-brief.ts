import {
  type BriefPoint,
  type ExecutiveBrief,
  type MetricCard,
  type OfferingCard,
  ordinal,
} from '@fin-atlas/domain';

/** How many strengths and weaknesses the brief names. */
const BRIEF_POINTS = 3;
/** At or above this percentile a measure is a strength; at or below 100 minus it, a weakness. */
const STRONG_PERCENTILE = 60;

const point = (card: MetricCard): BriefPoint => ({
  card_id: card.card_id,
  page_id: card.page_id,
  title: card.title,
  text: `${card.title}: ${card.value_text} (${ordinal(Math.round(card.peer_percentile ?? 0))} percentile; peer median ${card.peer_median_text})`,
});

function listing(cards: readonly MetricCard[]): string {
  const names = cards.map(
    (c) => `${c.title.toLowerCase()} (${ordinal(Math.round(c.peer_percentile ?? 0))} percentile)`,
  );
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** An institution without a filing for the period shown: its last filing and the event that ended it. */
export type StaleFiling = {
  /** The quarter of its last filing ("Q4 2022"), null when it never filed. */
  lastFiledLabel: string | null;
  /** The merger or failure that ended it, when a structure event records one. */
  ended: { kind: string; acquirerName: string | null; label: string } | null;
};

function staleClause({ lastFiledLabel, ended }: StaleFiling): string {
  const filed = lastFiledLabel ? `has not filed since ${lastFiledLabel}` : 'has no filings';
  if (!ended) return filed;
  if (ended.kind === 'failure')
    return `${filed} (failed ${ended.label}${ended.acquirerName ? `; acquired by ${ended.acquirerName}` : ''})`;
  return `${filed} (merged into ${ended.acquirerName ?? 'another institution'}, ${ended.label})`;
}

/**
 * The Executive Brief of a profit, growth or risk section, from every card of its pages: the
 * measures furthest above and below the peers (only those with a better direction) and a paragraph.
 */
export function performanceBrief(
  cards: readonly MetricCard[],
  context: {
    institutionName: string;
    sectionName: string;
    periodLabel: string | null;
    /** Set when the institution did not file for `periodLabel`: its last filing and what ended it. */
    stale?: StaleFiling | null;
  },
): ExecutiveBrief {
  // A measure appears on several pages (capital ratio on two risk pages): the brief counts it once.
  const unique = [...new Map(cards.map((c) => [c.metric_id, c])).values()];
  const ranked = unique
    .filter((c) => c.higher_is_better !== null && c.peer_percentile !== null)
    .sort((a, b) => (b.peer_percentile ?? 0) - (a.peer_percentile ?? 0));
  const strengths = ranked
    .filter((c) => (c.peer_percentile ?? 0) >= STRONG_PERCENTILE)
    .slice(0, BRIEF_POINTS);
  const weaknesses = ranked
    .filter((c) => (c.peer_percentile ?? 100) <= 100 - STRONG_PERCENTILE)
    .reverse()
    .slice(0, BRIEF_POINTS);
  const { institutionName, sectionName, periodLabel } = context;
  const when = periodLabel ? ` in ${periodLabel}` : '';
  if (ranked.length === 0) {
    const none = `no ${sectionName.toLowerCase()} measure to compare with its peers${when}`;
    return {
      strengths: [],
      weaknesses: [],
      paragraph: context.stale
        ? `${institutionName} ${staleClause(context.stale)}, so it has ${none}.`
        : `${institutionName} has ${none}.`,
    };
  }
  const better = ranked.filter((c) => (c.peer_percentile ?? 0) > 50).length;
  const parts = [
    `Across ${ranked.length} ${sectionName.toLowerCase()} measures${when}, ${institutionName} is better than the peer median on ${better}.`,
  ];
  if (strengths.length > 0) parts.push(`It stands out in ${listing(strengths)}.`);
  if (weaknesses.length > 0) parts.push(`It trails its peers in ${listing(weaknesses)}.`);
  if (strengths.length === 0 && weaknesses.length === 0)
    parts.push('It sits close to its peers on every one.');
  return { strengths: strengths.map(point), weaknesses: weaknesses.map(point), paragraph: parts.join(' ') };
}

/**
 * The Offering Executive Brief: services the institution offers that few peers do (distinctive) and
 * services most peers offer that it does not (gaps).
 */
export function offeringBrief(
  cards: readonly OfferingCard[],
  context: { institutionName: string; serviceCount: number; peersWithData: number },
): ExecutiveBrief {
  const rows = [
    ...new Map(
      cards
        .filter((c) => c.page_id === 'retail_services' || c.page_id === 'business_services')
        .flatMap((c) => c.rows.map((r) => [r.key, { card: c, row: r }] as const)),
    ).values(),
  ];
  const toPoint = ({ card, row }: (typeof rows)[number], text: string): BriefPoint => ({
    card_id: card.card_id,
    page_id: card.page_id,
    title: row.label,
    text,
  });
  const pct = (share: number | null) => `${Math.round((share ?? 0) * 100)}%`;
  const strengths = rows
    .filter((r) => r.row.institution === true && r.row.peer_share !== null && r.row.peer_share < 0.5)
    .sort((a, b) => (a.row.peer_share ?? 0) - (b.row.peer_share ?? 0))
    .slice(0, BRIEF_POINTS)
    .map((r) =>
      toPoint(
        r,
        r.row.peer_share === 0
          ? `${r.row.label}: offered, while no peer is known to offer it`
          : `${r.row.label}: offered, while only ${pct(r.row.peer_share)} of peers offer it`,
      ),
    );
  const weaknesses = rows
    .filter((r) => r.row.institution !== true && r.row.peer_share !== null && r.row.peer_share >= 0.5)
    .sort((a, b) => (b.row.peer_share ?? 0) - (a.row.peer_share ?? 0))
    .slice(0, BRIEF_POINTS)
    .map((r) =>
      toPoint(
        r,
        `${r.row.label}: ${r.row.institution === false ? 'not offered' : 'not known to be offered'}, while ${pct(r.row.peer_share)} of peers offer it`,
      ),
    );
  const { institutionName, serviceCount, peersWithData } = context;
  if (peersWithData === 0 && serviceCount === 0) {
    return {
      strengths,
      weaknesses,
      paragraph: `No technographics are recorded for ${institutionName} or its peers, so its offering cannot be compared.`,
    };
  }
  const parts = [
    `${institutionName} is known to offer ${serviceCount} of the customer-facing services tracked; ${peersWithData} of its peers have technographics to compare with.`,
  ];
  if (strengths.length > 0) parts.push(`Distinctive: ${strengths.map((s) => s.title).join(', ')}.`);
  if (weaknesses.length > 0)
    parts.push(`Most peers offer what it lacks: ${weaknesses.map((s) => s.title).join(', ')}.`);
  if (strengths.length === 0 && weaknesses.length === 0)
    parts.push('Its services match what most of its peers offer.');
  return { strengths, weaknesses, paragraph: parts.join(' ') };
}
