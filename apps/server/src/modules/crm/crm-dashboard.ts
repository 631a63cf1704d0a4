import {
  ASSET_BANDS,
  type CrmDashboard,
  MESSAGES,
  type TechnologyUse,
  technologyUseLabel,
  technologyUseSql,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import type { Tenant } from '../org-matching/index.js';
import { defaultEnrichmentSolutions, listSummaries } from '../org-matching/index.js';

const TOP_VENDORS = 10;

/** SQL condition on org_lists alias l for the tenant, with its parameters starting at $first. */
function tenantSql(tenant: Tenant, first: number): { sql: string; params: unknown[] } {
  return tenant.groupId !== null
    ? { sql: `l.group_id = $${first}`, params: [tenant.groupId] }
    : { sql: `l.group_id is null and l.user_id = $${first}`, params: [tenant.userId] };
}

/**
 * The tenant's CRM lists with match rates, and who their matched accounts are: FI types, asset
 * bands and the core vendors they run today. Institutions count once however many rows name them.
 */
export async function crmDashboard(
  database: Database,
  tenant: Tenant,
  listId: number | null,
): Promise<CrmDashboard> {
  const summaries = await listSummaries(database.db, 'crm', tenant);
  const tenantCondition = tenantSql(tenant, 1);
  const perList = await database.query<{ list_id: number; institutions: number; assets: number | null }>(
    `select m.list_id, count(*)::int as institutions, sum(i.latest_assets) as assets
       from (select distinct r.list_id, r.institution_id
               from org_list_rows r join org_lists l on l.id = r.list_id
              where l.kind = 'crm' and ${tenantCondition.sql}
                and r.status in ('matched', 'confirmed') and r.institution_id is not null) m
       join institutions i on i.id = m.institution_id
      group by m.list_id`,
    tenantCondition.params,
  );
  const byList = new Map(perList.map((r) => [r.list_id, r]));
  const lists = summaries.map((summary) => ({
    ...summary,
    match_rate: summary.counts.total ? summary.counts.matched / summary.counts.total : 0,
    matched_institutions: byList.get(summary.id)?.institutions ?? 0,
    matched_assets: Number(byList.get(summary.id)?.assets ?? 0),
  }));
  const scoped = listId === null ? lists : lists.filter((l) => l.id === listId);
  if (listId !== null && scoped.length === 0) {
    throw unprocessable(`${MESSAGES.validation.prefix}CRM list does not exist.`);
  }

  const scopeParams: unknown[] = [...tenantCondition.params];
  let listFilter = '';
  if (listId !== null) {
    scopeParams.push(listId);
    listFilter = `and l.id = $${scopeParams.length}`;
  }
  const matched = await database.query<{ id: number; fi_type: string; assets: number | null }>(
    `select i.id, i.fi_type, i.latest_assets as assets
       from institutions i
      where i.id in (select r.institution_id
                       from org_list_rows r join org_lists l on l.id = r.list_id
                      where l.kind = 'crm' and ${tenantCondition.sql} ${listFilter}
                        and r.status in ('matched', 'confirmed') and r.institution_id is not null)`,
    scopeParams,
  );

  const fiTypes = new Map<string, { institutions: number; assets: number }>();
  const bands = ASSET_BANDS.map((band) => ({
    band_id: band.id,
    label: band.label,
    institutions: 0,
    assets: 0,
  }));
  let totalAssets = 0;
  for (const row of matched) {
    const assets = Number(row.assets ?? 0);
    totalAssets += assets;
    const type = fiTypes.get(row.fi_type) ?? { institutions: 0, assets: 0 };
    type.institutions++;
    type.assets += assets;
    fiTypes.set(row.fi_type, type);
    const at = ASSET_BANDS.findIndex((b) => assets < b.max);
    const band = bands[at >= 0 ? at : bands.length - 1];
    if (band && row.assets !== null) {
      band.institutions++;
      band.assets += assets;
    }
  }

  const [core] = (await defaultEnrichmentSolutions(database.db)).slice(0, 1);
  const coreVendors: CrmDashboard['core_vendors'] = [];
  if (core && matched.length) {
    const usage = await database.query<{
      vendor_id: number | null;
      vendor: string | null;
      use: TechnologyUse;
      institutions: number;
    }>(
      `select it.vendor_id, v.name as vendor, ${technologyUseSql('it')} as use,
              count(distinct it.institution_id)::int as institutions
         from institution_technographics it
         left join vendors v on v.id = it.vendor_id
        where it.solution_id = $1 and it.ended_on is null and it.has_service
          and it.institution_id = any($2::int[])
        group by it.vendor_id, v.name, 3
        order by institutions desc, v.name`,
      [core.id, matched.map((m) => m.id)],
    );
    const total = matched.length;
    const named = usage.map((u) => ({
      vendor_id: u.use === 'vendor' ? u.vendor_id : null,
      vendor: technologyUseLabel(u.use, u.vendor),
      institutions: u.institutions,
    }));
    for (const entry of named.slice(0, TOP_VENDORS))
      coreVendors.push({ ...entry, share: entry.institutions / total });
    const rest = named.slice(TOP_VENDORS).reduce((sum, e) => sum + e.institutions, 0);
    if (rest > 0)
      coreVendors.push({
        vendor_id: null,
        vendor: 'All other vendors',
        institutions: rest,
        share: rest / total,
      });
    const known = named.reduce((sum, e) => sum + e.institutions, 0);
    if (total - known > 0) {
      coreVendors.push({
        vendor_id: null,
        vendor: 'No core data',
        institutions: total - known,
        share: (total - known) / total,
      });
    }
  }

  const accounts = scoped.reduce((sum, l) => sum + l.counts.total, 0);
  const matchedRows = scoped.reduce((sum, l) => sum + l.counts.matched, 0);
  return {
    lists,
    list_id: listId,
    totals: {
      accounts,
      matched: matchedRows,
      match_rate: accounts ? matchedRows / accounts : 0,
      matched_institutions: matched.length,
      matched_assets: totalAssets,
    },
    fi_types: [...fiTypes.entries()]
      .map(([fi_type, v]) => ({ fi_type, ...v }))
      .sort((a, b) => b.institutions - a.institutions),
    asset_bands: bands,
    core_solution: core ?? null,
    core_vendors: coreVendors,
  };
}
