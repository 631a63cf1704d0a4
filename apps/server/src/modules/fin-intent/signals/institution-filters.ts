import { ASSET_BANDS, type IntentFilters } from '@fin-atlas/domain';
import type { SqlParams } from './sql-params.js';

/**
 * The signals screens' filters as one SQL condition on an `institutions` alias `i`: state, asset band
 * (latest assets), FI type and the current vendor of the signal's solution (any solution for a signal
 * naming none). An institution with several open records counts under each vendor it runs, as every
 * technographics count does.
 */
export function institutionFilterSql(
  filters: IntentFilters,
  solutionId: number | null,
  params: SqlParams,
): string {
  const conditions: string[] = [];
  if (filters.state) conditions.push(`i.state = ${params.add(filters.state)}`);
  if (filters.fi_type) conditions.push(`i.fi_type = ${params.add(filters.fi_type)}`);
  const band = ASSET_BANDS.find((b) => b.id === filters.asset_band);
  if (band) {
    // The outer bands are open-ended: their sentinels are no limits.
    conditions.push(`i.latest_assets is not null`);
    if (band.id !== ASSET_BANDS[0].id) conditions.push(`i.latest_assets >= ${params.add(band.min)}`);
    if (band.id !== ASSET_BANDS.at(-1)?.id) conditions.push(`i.latest_assets < ${params.add(band.max)}`);
  }
  if (filters.vendor_id !== undefined) {
    const solution = solutionId === null ? '' : `and t.solution_id = ${params.add(solutionId)}`;
    conditions.push(
      `exists (select 1 from institution_technographics t
                where t.institution_id = i.id and t.ended_on is null and t.has_service
                  and t.vendor_id = ${params.add(filters.vendor_id)} ${solution})`,
    );
  }
  return conditions.length ? conditions.join(' and ') : 'true';
}
