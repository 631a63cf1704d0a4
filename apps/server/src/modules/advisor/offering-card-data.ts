import { currentRecordOrderSql, type OfferingCard, type OfferingRow } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { SOLUTION_CATEGORIES } from '../../reference/solution-catalog.js';

/** Categories whose services face consumers and businesses; back-office categories are not offerings. */
const RETAIL_CATEGORIES = [
  'Digital Banking',
  'Payments',
  'Cards',
  'Consumer Lending',
  'Mortgage Lending',
  'Deposit Services',
  'Branch & ATM',
  'Wealth & Insurance',
] as const;
const BUSINESS_CATEGORIES = ['Commercial Lending', 'Treasury Management'] as const;
/** A retail-category service aimed at businesses (business online banking, merchant services ...). */
const BUSINESS_SERVICE = /business|commercial|merchant|corporate|payroll|remote deposit/i;
const BUSINESS_BANKING_CARD = 'business_banking';
/** How many solutions and vendor products the top technologies cards list. */
const TOP_COUNT = 10;

type Solution = { id: number; name: string; category: string; description: string };
type Holding = {
  solution_id: number;
  has_service: boolean;
  vendor_id: number | null;
  vendor: string | null;
  product: string | null;
};

export type OfferingData = {
  solutions: Solution[];
  /** The institution's open rows by solution. */
  own: Map<number, Holding>;
  /** Peers with any open technographics row: the denominator of every peer share. */
  peersWithData: number;
  /** Peers offering each solution. */
  offering: Map<number, number>;
  /** Peers using each vendor for each solution ('solution|vendor'). */
  vendorUse: Map<string, number>;
  /** Vendor products most used by peers. */
  topProducts: {
    solution_id: number;
    vendor_id: number;
    vendor: string;
    product: string | null;
    n: number;
  }[];
};

export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export function isBusinessService(s: Pick<Solution, 'name' | 'category' | 'description'>): boolean {
  return (
    (BUSINESS_CATEGORIES as readonly string[]).includes(s.category) ||
    BUSINESS_SERVICE.test(s.name) ||
    /business customers|small business/i.test(s.description)
  );
}

/** Reads the institution's and its peers' open technographics rows in four aggregate queries. */
export async function readOfferingData(
  database: Database,
  institutionId: number,
  peerIds: readonly number[],
): Promise<OfferingData> {
  const peers = `{${peerIds.join(',')}}`;
  const [solutions, own, counts, vendorRows, totals] = await Promise.all([
    database.query<Solution>(
      `select s.id, s.name, s.description, c.name as category from solutions s
         join solution_categories c on c.id = s.category_id order by c.display_order, lower(s.name)`,
    ),
    database.query<Holding>(
      `select distinct on (t.solution_id) t.solution_id, t.has_service, t.vendor_id, v.name as vendor, p.name as product
         from institution_technographics t
         left join vendors v on v.id = t.vendor_id
         left join products p on p.id = t.product_id
        where t.institution_id = $1 and t.ended_on is null
        order by t.solution_id, ${currentRecordOrderSql('t')}`,
      [institutionId],
    ),
    database.query<{ solution_id: number; n: number }>(
      `select solution_id, count(distinct institution_id)::int as n from institution_technographics
        where institution_id = any($1::int[]) and ended_on is null and has_service group by solution_id`,
      [peers],
    ),
    database.query<{
      solution_id: number;
      vendor_id: number;
      vendor: string;
      product: string | null;
      n: number;
    }>(
      `select t.solution_id, t.vendor_id, v.name as vendor, min(p.name) as product,
              count(distinct t.institution_id)::int as n
         from institution_technographics t
         join vendors v on v.id = t.vendor_id
         left join products p on p.id = t.product_id
        where t.institution_id = any($1::int[]) and t.ended_on is null and t.has_service
        group by t.solution_id, t.vendor_id, v.name`,
      [peers],
    ),
    database.query<{ n: number }>(
      `select count(distinct institution_id)::int as n from institution_technographics
        where institution_id = any($1::int[]) and ended_on is null`,
      [peers],
    ),
  ]);
  return {
    solutions: solutions.map((s) => ({ ...s, id: Number(s.id) })),
    own: new Map(own.map((h) => [Number(h.solution_id), h])),
    peersWithData: totals[0]?.n ?? 0,
    offering: new Map(counts.map((c) => [Number(c.solution_id), c.n])),
    vendorUse: new Map(vendorRows.map((r) => [`${r.solution_id}|${r.vendor_id}`, r.n])),
    topProducts: [...vendorRows]
      .sort((a, b) => b.n - a.n || a.vendor.localeCompare(b.vendor))
      .slice(0, TOP_COUNT),
  };
}

const share = (n: number, of: number) => (of === 0 ? null : n / of);
const pct = (value: number | null) => `${Math.round((value ?? 0) * 100)}%`;

function serviceRow(data: OfferingData, s: Solution, withCategory = false): OfferingRow {
  const own = data.own.get(s.id);
  return {
    key: `solution:${s.id}`,
    label: s.name,
    detail: withCategory ? s.category : null,
    institution: own ? own.has_service : null,
    peer_share: share(data.offering.get(s.id) ?? 0, data.peersWithData),
    peer_count: data.peersWithData,
  };
}

function servicesSentence(title: string, rows: readonly OfferingRow[], peersWithData: number): string {
  const offered = rows.filter((r) => r.institution === true).length;
  const unknown = rows.filter((r) => r.institution === null).length;
  const common = rows.filter((r) => (r.peer_share ?? 0) >= 0.5);
  const commonOffered = common.filter((r) => r.institution === true).length;
  const known =
    unknown === rows.length
      ? 'No service here is recorded for the institution'
      : `Known to offer ${offered} of ${rows.length} ${title.toLowerCase()} services`;
  const peers =
    peersWithData === 0
      ? 'no peer has technographics to compare with'
      : common.length === 0
        ? `none is offered by most of its ${peersWithData} peers`
        : `${commonOffered} of the ${common.length} that most of its ${peersWithData} peers offer`;
  return `${known}; ${peers}.`;
}

function servicesCard(
  pageId: string,
  cardId: string,
  title: string,
  rows: OfferingRow[],
  data: OfferingData,
): OfferingCard {
  return {
    kind: 'offering',
    card_id: cardId,
    page_id: pageId,
    title,
    rows,
    sentence: servicesSentence(title, rows, data.peersWithData),
  };
}

/** Retail services: one card per customer-facing category, consumer services only. */
export function retailServiceCards(data: OfferingData): OfferingCard[] {
  return RETAIL_CATEGORIES.flatMap((category) => {
    const rows = data.solutions
      .filter((s) => s.category === category && !isBusinessService(s))
      .map((s) => serviceRow(data, s));
    return rows.length === 0 ? [] : [servicesCard('retail_services', slug(category), category, rows, data)];
  });
}

/** Business services: commercial lending, treasury management, and business banking from the retail categories. */
export function businessServiceCards(data: OfferingData): OfferingCard[] {
  const byCategory = BUSINESS_CATEGORIES.map((category) =>
    servicesCard(
      'business_services',
      slug(category),
      category,
      data.solutions.filter((s) => s.category === category).map((s) => serviceRow(data, s)),
      data,
    ),
  );
  const banking = data.solutions
    .filter((s) => (RETAIL_CATEGORIES as readonly string[]).includes(s.category) && isBusinessService(s))
    .map((s) => serviceRow(data, s));
  return [
    ...byCategory,
    servicesCard('business_services', BUSINESS_BANKING_CARD, 'Business Banking', banking, data),
  ].filter((c) => c.rows.length > 0);
}

/** The institution's vendors and products per service, with the share of peers on the same vendor. */
export function vendorProductCards(data: OfferingData): OfferingCard[] {
  const byCategory = new Map<string, OfferingRow[]>();
  for (const s of data.solutions) {
    const own = data.own.get(s.id);
    if (!own?.has_service || own.vendor_id === null) continue;
    const same = data.vendorUse.get(`${s.id}|${own.vendor_id}`) ?? 0;
    const rows = byCategory.get(s.category) ?? [];
    rows.push({
      key: `solution:${s.id}:vendor:${own.vendor_id}`,
      label: s.name,
      detail: own.product ? `${own.vendor} · ${own.product}` : own.vendor,
      institution: true,
      peer_share: share(same, data.peersWithData),
      peer_count: data.peersWithData,
    });
    byCategory.set(s.category, rows);
  }
  return [...byCategory].map(([category, rows]) => {
    const shared = rows.filter((r) => (r.peer_share ?? 0) >= 0.25).length;
    return {
      kind: 'offering',
      card_id: slug(category),
      page_id: 'vendor_products',
      title: category,
      rows,
      sentence:
        data.peersWithData === 0
          ? `Uses ${rows.length} vendor products in ${category.toLowerCase()}; no peer has technographics to compare with.`
          : `Uses ${rows.length} vendor products in ${category.toLowerCase()}; for ${shared} of them at least a quarter of its ${data.peersWithData} peers use the same vendor.`,
    };
  });
}

/** The most adopted services and vendor products among peers, and whether the institution has them. */
export function topTechnologyCards(data: OfferingData): OfferingCard[] {
  const solutionById = new Map(data.solutions.map((s) => [s.id, s]));
  const topServices = [...data.offering]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TOP_COUNT)
    .flatMap(([id]) => {
      const s = solutionById.get(id);
      return s ? [serviceRow(data, s, true)] : [];
    });
  const products = data.topProducts.map((p): OfferingRow => {
    const own = data.own.get(p.solution_id);
    const label = solutionById.get(p.solution_id)?.name ?? 'Service';
    return {
      key: `solution:${p.solution_id}:vendor:${p.vendor_id}`,
      label: `${p.vendor}${p.product ? ` · ${p.product}` : ''}`,
      detail: label,
      institution: own ? own.has_service && own.vendor_id === p.vendor_id : null,
      peer_share: share(p.n, data.peersWithData),
      peer_count: data.peersWithData,
    };
  });
  const gaps = [...data.offering]
    .filter(([id]) => data.own.get(id)?.has_service !== true)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TOP_COUNT)
    .flatMap(([id]) => {
      const s = solutionById.get(id);
      return s ? [serviceRow(data, s, true)] : [];
    });
  const has = topServices.filter((r) => r.institution === true).length;
  const usesSame = products.filter((r) => r.institution === true).length;
  const none = 'No peer has technographics to compare with.';
  return [
    {
      kind: 'offering',
      card_id: 'top_services',
      page_id: 'top_technologies',
      title: 'Most Adopted Services',
      rows: topServices,
      sentence:
        topServices.length === 0
          ? none
          : `Has ${has} of the ${topServices.length} services most adopted by its peers.`,
    },
    {
      kind: 'offering',
      card_id: 'top_vendor_products',
      page_id: 'top_technologies',
      title: 'Most Used Vendor Products',
      rows: products,
      sentence:
        products.length === 0
          ? none
          : `Uses the same vendor as its peers for ${usesSame} of their ${products.length} most used vendor products.`,
    },
    {
      kind: 'offering',
      card_id: 'adoption_gaps',
      page_id: 'top_technologies',
      title: 'Peer Services Not Offered',
      rows: gaps,
      sentence:
        gaps.length === 0
          ? data.peersWithData === 0
            ? none
            : 'Offers every service its peers have adopted.'
          : `The most adopted peer service it lacks is ${gaps[0]?.label} (${pct(gaps[0]?.peer_share ?? null)} of peers).`,
    },
  ];
}

/** Every card id an offering page can show: what an arrangement may name. */
export function offeringCardIds(pageId: string): string[] {
  switch (pageId) {
    case 'retail_services':
      return RETAIL_CATEGORIES.map(slug);
    case 'business_services':
      return [...BUSINESS_CATEGORIES.map(slug), BUSINESS_BANKING_CARD];
    case 'vendor_products':
      return SOLUTION_CATEGORIES.map((c) => slug(c.name));
    case 'top_technologies':
      return ['top_services', 'top_vendor_products', 'adoption_gaps'];
    default:
      return [];
  }
}
