import {
  currentRecordOrderSql,
  type TechnologyUse,
  technologyUseLabel,
  technologyUseOf,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import type { TechnographicReport } from './report-catalog.js';

export type ReportService = { id: number; name: string; header: string };

/** What an institution runs for one service: its vendor (for peer ratios) and the text shown. */
export type ServiceChoice = { vendorId: number | null; label: string };

/**
 * A technographic report's content: the services and, per institution (selected first, then peers),
 * the current choice per service id. A missing entry means nothing current is known: shown as not researched.
 */
export type TechnographicReportValues = {
  kind: 'technographics';
  services: ReportService[];
  ids: number[];
  institutionCount: number;
  choices: Record<string, Record<string, ServiceChoice>>;
};

/** The report's bank services with their database ids, in report order; unknown names are left out. */
export async function reportServices(
  database: Database,
  report: TechnographicReport,
): Promise<ReportService[]> {
  const names = report.sections.flatMap((s) => s.items.map((name) => ({ name, header: s.header })));
  const rows = await database.query<{ id: number; name: string }>(
    'select id, name from solutions where lower(name) = any($1::text[])',
    [names.map((n) => n.name.toLowerCase())],
  );
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), { id: Number(r.id), name: r.name }]));
  return names.flatMap((n) => {
    const found = byName.get(n.name.toLowerCase());
    return found ? [{ id: found.id, name: found.name, header: n.header }] : [];
  });
}

/** What an institution's current record for a solution says: its use, vendor and product. */
export type CurrentTechnology = {
  use: TechnologyUse;
  vendorId: number | null;
  productId: number | null;
  vendor: string | null;
  product: string | null;
};

/**
 * The current record of one solution for each institution that has one (the first in the shared
 * current-record order speaks for it); an institution missing from the map is not researched.
 */
export async function currentTechnology(
  database: Database,
  solutionId: number,
  institutionIds: readonly number[],
): Promise<Map<number, CurrentTechnology>> {
  const rows = await database.query<{
    institution_id: number;
    has_service: boolean;
    type: string;
    vendor_id: number | null;
    product_id: number | null;
    vendor: string | null;
    product: string | null;
  }>(
    `select t.institution_id, t.has_service, t.type, t.vendor_id, t.product_id, v.name as vendor, p.name as product
       from institution_technographics t
       left join vendors v on v.id = t.vendor_id
       left join products p on p.id = t.product_id
      where t.ended_on is null and t.solution_id = $1 and t.institution_id = any($2::int[])
      order by t.institution_id, ${currentRecordOrderSql('t')}`,
    [solutionId, [...institutionIds]],
  );
  const found = new Map<number, CurrentTechnology>();
  for (const r of rows) {
    const id = Number(r.institution_id);
    if (found.has(id)) continue;
    const vendorId = r.vendor_id === null ? null : Number(r.vendor_id);
    found.set(id, {
      use: technologyUseOf({ ...r, vendor_id: vendorId }),
      vendorId,
      productId: r.product_id === null ? null : Number(r.product_id),
      vendor: r.vendor,
      product: r.product,
    });
  }
  return found;
}

export async function computeTechnographicReport(
  database: Database,
  services: ReportService[],
  institutionIds: readonly number[],
  peerIds: readonly number[],
  onChunk?: (done: number, total: number) => Promise<void>,
): Promise<TechnographicReportValues> {
  const selected = [...new Set(institutionIds)];
  const chosen = new Set(selected);
  const peers = [...new Set(peerIds)].filter((id) => !chosen.has(id));
  const existing = await database.query<{ id: number }>(
    'select id from institutions where id = any($1::int[])',
    [[...selected, ...peers]],
  );
  const known = new Set(existing.map((r) => Number(r.id)));
  const ids = [...selected, ...peers].filter((id) => known.has(id));
  const choices: Record<string, Record<string, ServiceChoice>> = {};
  // One service at a time, so a job can report progress between them.
  await onChunk?.(0, services.length);
  for (const [done, service] of services.entries()) {
    const key = String(service.id);
    for (const [institutionId, record] of await currentTechnology(database, service.id, ids)) {
      const byService = choices[String(institutionId)] ?? {};
      choices[String(institutionId)] = byService;
      byService[key] = {
        vendorId: record.use === 'vendor' ? record.vendorId : null,
        label: technologyUseLabel(record.use, record.vendor, record.product),
      };
    }
    await onChunk?.(done + 1, services.length);
  }
  return {
    kind: 'technographics',
    services,
    ids,
    institutionCount: ids.filter((id) => chosen.has(id)).length,
    choices,
  };
}

/** Share of the peers (0-1) on the given vendor; null without a vendor or peers. */
export function sameVendorShare(
  peerVendors: readonly (number | null | undefined)[],
  vendorId: number | null,
): number | null {
  if (vendorId === null || peerVendors.length === 0) return null;
  let same = 0;
  for (const each of peerVendors) if (each === vendorId) same++;
  return same / peerVendors.length;
}

/** Share of the peers (0-1) whose vendor for the service is the given one; null without a vendor or peers. */
export function peerVendorRatio(
  values: TechnographicReportValues,
  serviceId: number,
  vendorId: number | null,
): number | null {
  const peers = values.ids.slice(values.institutionCount);
  return sameVendorShare(
    peers.map((id) => values.choices[String(id)]?.[String(serviceId)]?.vendorId),
    vendorId,
  );
}
