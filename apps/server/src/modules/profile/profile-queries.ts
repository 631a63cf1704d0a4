import {
  type BasicProfile,
  type ContactsResponse,
  currentRecordOrderSql,
  DEFAULT_METRIC_SET_ID,
  type EnforcementActions,
  FI_TYPES,
  FIN_PROFILE_CARD_SECTION,
  type FiType,
  formatCompactValue,
  type MergerHistory,
  offeredUseOf,
  type ProfileOfferings,
  quarterLabel,
  SPAN_ID,
  type TechnographicVendors,
} from '@fin-atlas/domain';
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { displayFormat } from '../../metrics/display-format.js';
import { cardsOnPage, storedCards } from '../advisor/index.js';
import { institutionEnding } from '../institutions/index.js';

export type ProfileSubject = {
  id: number;
  name: string;
  fiType: FiType;
  source: string;
  latestPeriod: string | null;
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The institution a profile call names; an unknown id is a 404. */
export async function profileSubject(database: Database, id: number): Promise<ProfileSubject> {
  const [row] = await database.query<{
    id: number;
    name: string;
    fi_type: string;
    source: string;
    latest_period: string | null;
  }>(
    'select id, name, fi_type, source, latest_period::text as latest_period from institutions where id = $1',
    [id],
  );
  if (!row) throw notFound('Institution not found.');
  const fiType = FI_TYPES.includes(row.fi_type as FiType) ? (row.fi_type as FiType) : 'bank';
  return { id: Number(row.id), name: row.name, fiType, source: row.source, latestPeriod: row.latest_period };
}

const FINANCIAL_METRICS = ['total_assets', 'total_deposits', 'total_loans', 'net_income', 'roa'] as const;

/** Firmographics and the latest quarter's headline figures. */
export async function basicProfile(database: Database, subject: ProfileSubject): Promise<BasicProfile> {
  const [row] = await database.query<Record<string, unknown>>(
    `select i.*, i.established_date::text as established, p.id as parent_id_, p.name as parent_name
       from institutions i left join institutions p on p.id = i.parent_id
      where i.id = $1`,
    [subject.id],
  );
  if (!row) throw notFound('Institution not found.');
  const subsidiaries = await database.query<{ id: number; name: string }>(
    'select id, name from institutions where parent_id = $1 and active order by latest_assets desc nulls last, name',
    [subject.id],
  );
  const [branchRow] = await database.query<{ n: number }>(
    `select count(*)::int as n from branches
      where institution_id = any($1::int[]) and year = (select max(year) from branches)`,
    [[subject.id, ...subsidiaries.map((s) => Number(s.id))]],
  );
  const period = subject.latestPeriod;
  const values: Record<string, number | null> = {};
  let assetsRank: BasicProfile['financials']['assets_rank'] = null;
  // The headline figures are cards a FIN Admin edits (/super_admin/profile_cards).
  const cards = cardsOnPage(await storedCards(database.db), FIN_PROFILE_CARD_SECTION, subject.fiType);
  const metricIds = [...new Set([...FINANCIAL_METRICS, ...cards.map((c) => c.metric.id)])];
  if (period) {
    const result = await metricServiceFor(database).compute({
      metricIds,
      institutions: [{ id: subject.id, fiType: subject.fiType }],
      periods: [period],
      span: SPAN_ID.T12,
      set: DEFAULT_METRIC_SET_ID,
      national: true,
    });
    for (const id of metricIds) {
      const cell = result.cells.get(id)?.get(period)?.get(subject.id);
      values[id] = cell?.value ?? null;
      if (id === 'total_assets' && cell?.national) {
        assetsRank = { rank: cell.national.rank, of: cell.national.of };
      }
    }
  }
  const parentId = num(row.parent_id_);
  const active = row.active === true;
  const ended = active ? null : await institutionEnding(database, subject.id);
  return {
    institution: {
      id: subject.id,
      name: subject.name,
      fi_type: subject.fiType,
      charter_class: (row.charter_class as string | null) ?? null,
      regulator: (row.regulator as string | null) ?? null,
      regulatory_id: (row.regulatory_id as string | null) ?? null,
      rssd_id: num(row.rssd_id),
      address: (row.address as string | null) ?? null,
      city: (row.city as string | null) ?? null,
      state: (row.state as string | null) ?? null,
      zip: (row.zip as string | null) ?? null,
      county_name: (row.county_name as string | null) ?? null,
      cbsa_name: (row.cbsa_name as string | null) ?? null,
      website: (row.website as string | null) ?? null,
      established_date: (row.established as string | null) ?? null,
      employees: num(row.employees),
      active,
      inactive: active
        ? null
        : {
            last_period: period ?? null,
            ended: ended ? { kind: ended.kind, on: ended.on, acquirer_name: ended.acquirerName } : null,
          },
      is_demo: subject.source === 'demo',
      holding_company: parentId === null ? null : { id: parentId, name: String(row.parent_name) },
      subsidiaries: subsidiaries.map((s) => ({ id: Number(s.id), name: s.name })),
    },
    financials: {
      period,
      period_label: period ? quarterLabel(period) : null,
      total_assets: values.total_assets ?? null,
      total_deposits: values.total_deposits ?? null,
      total_loans: values.total_loans ?? null,
      net_income: values.net_income ?? null,
      roa: values.roa ?? null,
      assets_rank: assetsRank,
      cards: cards.map((card) => {
        const format = displayFormat(card.metric);
        const value = values[card.metric.id] ?? null;
        return {
          card_id: card.id,
          title: card.title,
          metric_id: card.metric.id,
          format,
          value,
          value_text: formatCompactValue(value, format),
        };
      }),
    },
    branches: branchRow?.n ?? 0,
  };
}

/** Services known for the institution today (open technographics rows), by solution category. */
export async function profileOfferings(
  database: Database,
  subject: ProfileSubject,
): Promise<ProfileOfferings> {
  const rows = await database.query<{
    solution_id: number;
    name: string;
    category: string;
    has_service: boolean;
  }>(
    `select distinct on (s.id) s.id as solution_id, s.name, c.name as category, t.has_service
       from institution_technographics t
       join solutions s on s.id = t.solution_id
       join solution_categories c on c.id = s.category_id
      where t.institution_id = $1 and t.ended_on is null
      order by s.id, ${currentRecordOrderSql('t')}`,
    [subject.id],
  );
  const order = await database.query<{ name: string; display_order: number }>(
    'select name, display_order from solution_categories',
  );
  const rank = new Map(order.map((o) => [o.name, Number(o.display_order)]));
  const byCategory = new Map<string, ProfileOfferings['categories'][number]['services']>();
  for (const r of rows) {
    const list = byCategory.get(r.category) ?? [];
    list.push({ solution_id: Number(r.solution_id), name: r.name, has_service: r.has_service });
    byCategory.set(r.category, list);
  }
  const categories = [...byCategory]
    .sort((a, b) => (rank.get(a[0]) ?? 0) - (rank.get(b[0]) ?? 0) || a[0].localeCompare(b[0]))
    .map(([category, services]) => ({
      category,
      services: services.sort(
        (a, b) => Number(b.has_service) - Number(a.has_service) || a.name.localeCompare(b.name),
      ),
    }));
  return {
    institution_id: subject.id,
    offered: rows.filter((r) => r.has_service).length,
    not_offered: rows.filter((r) => !r.has_service).length,
    categories,
  };
}

/** Vendor and product in use today for each service, with the date the current choice began. */
export async function technographicVendors(
  database: Database,
  subject: ProfileSubject,
): Promise<TechnographicVendors> {
  const rows = await database.query<{
    solution_id: number;
    service: string;
    category: string;
    type: 'vendor' | 'service';
    vendor_id: number | null;
    vendor: string | null;
    product_id: number | null;
    product: string | null;
    since: string;
  }>(
    `select s.id as solution_id, s.name as service, c.name as category, t.type, t.vendor_id, v.name as vendor,
            t.product_id, p.name as product, t.started_on::text as since
       from institution_technographics t
       join solutions s on s.id = t.solution_id
       join solution_categories c on c.id = s.category_id
       left join vendors v on v.id = t.vendor_id
       left join products p on p.id = t.product_id
      where t.institution_id = $1 and t.ended_on is null and t.has_service
      order by c.display_order, c.name, s.name`,
    [subject.id],
  );
  return {
    institution_id: subject.id,
    rows: rows.map((r) => {
      const vendorId = num(r.vendor_id);
      return {
        ...r,
        solution_id: Number(r.solution_id),
        use: offeredUseOf({ type: r.type, vendor_id: vendorId }),
        vendor_id: vendorId,
        product_id: num(r.product_id),
      };
    }),
  };
}

/** Mergers, acquisitions, failures and other structure changes the institution took part in. */
export async function mergerHistory(database: Database, subject: ProfileSubject): Promise<MergerHistory> {
  const rows = await database.query<{
    id: number;
    date: string;
    kind: string;
    description: string | null;
    acquirer_id: number | null;
    target_id: number | null;
    acquirer_name: string | null;
    target_name: string | null;
  }>(
    `select e.id, e.event_date::text as date, e.kind, e.description, e.acquirer_id, e.target_id,
            a.name as acquirer_name, coalesce(t.name, e.target_name) as target_name
       from structure_events e
       left join institutions a on a.id = e.acquirer_id
       left join institutions t on t.id = e.target_id
      where e.acquirer_id = $1 or e.target_id = $1
      order by e.event_date desc, e.id desc`,
    [subject.id],
  );
  return {
    institution_id: subject.id,
    events: rows.map((r) => {
      const asTarget = num(r.target_id) === subject.id && num(r.acquirer_id) !== subject.id;
      return {
        id: Number(r.id),
        date: r.date,
        kind: r.kind,
        description: r.description,
        role: asTarget ? 'target' : 'acquirer',
        counterpart: asTarget
          ? { id: num(r.acquirer_id), name: r.acquirer_name }
          : { id: num(r.target_id), name: r.target_name },
      };
    }),
  };
}

export async function enforcementActions(
  database: Database,
  subject: ProfileSubject,
): Promise<EnforcementActions> {
  const rows = await database.query<{
    id: number;
    agency: string;
    action_type: string;
    docket_number: string | null;
    initiated_on: string;
    terminated_on: string | null;
    penalty_amount: number | null;
    summary: string | null;
    url: string | null;
    source: string;
  }>(
    `select id, agency, action_type, docket_number, initiated_on::text as initiated_on,
            terminated_on::text as terminated_on, penalty_amount, summary, url, source
       from enforcement_actions where institution_id = $1
      order by initiated_on desc, id desc`,
    [subject.id],
  );
  const today = new Date().toISOString().slice(0, 10);
  return {
    institution_id: subject.id,
    actions: rows.map(({ source, ...r }) => ({
      ...r,
      id: Number(r.id),
      penalty_amount: num(r.penalty_amount),
      status: r.terminated_on !== null && r.terminated_on <= today ? 'terminated' : 'active',
      is_demo: source === 'demo',
    })),
  };
}

export async function institutionContacts(
  database: Database,
  subject: ProfileSubject,
  filters: { hasEmail: boolean | null; titles: readonly string[]; roles: readonly string[] },
): Promise<ContactsResponse> {
  const rows = await database.query<{
    id: number;
    full_name: string;
    title: string;
    role: string;
    email: string | null;
    phone: string | null;
    linkedin: string | null;
  }>(
    'select id, full_name, title, role, email, phone, linkedin from institution_contacts where institution_id = $1 order by id',
    [subject.id],
  );
  const titles = new Set(filters.titles.map((t) => t.toLowerCase()));
  const roles = new Set(filters.roles.map((r) => r.toLowerCase()));
  const matching = rows.filter(
    (r) =>
      (filters.hasEmail === null || (r.email !== null) === filters.hasEmail) &&
      (titles.size === 0 || [...titles].some((t) => r.title.toLowerCase().includes(t))) &&
      (roles.size === 0 || roles.has(r.role.toLowerCase())),
  );
  return {
    institution_id: subject.id,
    total: rows.length,
    contacts: matching.map((r) => ({
      id: Number(r.id),
      name: r.full_name,
      title: r.title,
      role: r.role,
      email: r.email,
      phone: r.phone,
      linkedin: r.linkedin,
    })),
    titles: [...new Set(rows.map((r) => r.title))].sort(),
    roles: [...new Set(rows.map((r) => r.role))].sort(),
  };
}
