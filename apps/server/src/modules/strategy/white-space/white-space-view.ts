import type { StrategyWhiteSpace, WhiteSpaceStatusFilter } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { unprocessable } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';
import { loadSegmentation, splitBySegments } from '../../segmentation/index.js';
import { type Market, provenance, resolveMarket } from '../market.js';
import { breakdownRow, byAssetBand, byState } from './breakdowns.js';
import { fitFactors } from './fit.js';
import { rankProspects } from './prospects.js';
import { loadTarget } from './target.js';
import { readUsage, STATUS_INDEX, type Usage } from './usage.js';

export type WhiteSpaceRequest = {
  market: string[];
  solution_id: number;
  product_id?: number | undefined;
  set_id: number;
  status: WhiteSpaceStatusFilter;
  state?: string | undefined;
  asset_band?: number | undefined;
  segment_id?: number | undefined;
  limit: number;
};

const MAX_COMPETITORS = 10;

/**
 * The vendors the market runs where it does not run the product (a solution: the vendors of its
 * users), each institution counted once per vendor, largest first.
 */
function competitors(market: Market, usage: Usage, hasProduct: boolean): StrategyWhiteSpace['competitors'] {
  const counted = hasProduct ? STATUS_INDEX.competitor : STATUS_INDEX.using;
  const perVendor = new Map<number, number>();
  let institutions = 0;
  for (const p of market.positions) {
    if (usage.status[p] !== counted) continue;
    institutions += 1;
    for (const vendor of usage.vendorsOf.get(p) ?? [])
      perVendor.set(vendor, (perVendor.get(vendor) ?? 0) + 1);
  }
  return [...perVendor.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_COMPETITORS)
    .map(([id, n]) => ({
      vendor: { id, name: usage.vendorNames.get(id) ?? '' },
      institutions: n,
      share: institutions > 0 ? n / institutions : 0,
    }));
}

/**
 * `/strategy/white_space_assessment`: where a product (or a solution) is absent in a market, by
 * segment, state and asset band, who runs a competitor instead, and the prospects ranked by fit.
 */
export async function whiteSpaceView(
  database: Database,
  actor: Actor,
  request: WhiteSpaceRequest,
): Promise<StrategyWhiteSpace> {
  const target = await loadTarget(database, request.solution_id, request.product_id);
  const set = await loadSegmentation(database.db, actor, request.set_id);
  if (request.segment_id !== undefined && !set.segments.some((s) => s.id === request.segment_id)) {
    throw unprocessable(`Validation failed. That segment is not part of ${set.name}.`);
  }
  const market = await resolveMarket(database, actor, request.market);
  const { universe, positions } = market;
  const usage = await readUsage(database, universe, target);
  const split = await splitBySegments(database, actor, set, market.ids);
  const fit = await fitFactors(universe, usage.status);

  const toPositions = (ids: readonly number[]) => ids.map((id) => universe.positionOf.get(id) as number);
  const bySegment = split.segments.map((s) =>
    breakdownRow(String(s.id), s.name, toPositions(s.ids), usage.status),
  );
  if (split.unsegmented.length > 0) {
    bySegment.push(breakdownRow('none', 'Not in any segment', toPositions(split.unsegmented), usage.status));
  }
  const firstSegment = new Map<number, string>();
  for (const segment of split.segments) {
    for (const id of segment.ids) if (!firstSegment.has(id)) firstSegment.set(id, segment.name);
  }
  const chosen = split.segments.find((s) => s.id === request.segment_id);
  const prospects = await rankProspects(
    universe,
    positions,
    usage,
    fit,
    {
      status: request.status,
      state: request.state,
      assetBand: request.asset_band,
      segment: chosen ? new Set(chosen.ids) : undefined,
    },
    (id) => firstSegment.get(id) ?? null,
    request.limit,
  );

  return {
    target,
    market: market.summary,
    segmentation: { id: set.id, name: set.name },
    totals: breakdownRow('all', market.summary.name, Array.from(positions), usage.status),
    by_segment: bySegment,
    by_state: byState(universe, positions, usage.status),
    by_asset_band: byAssetBand(universe, positions, usage.status),
    competitors: competitors(market, usage, target.product !== null),
    prospects,
    ...provenance(universe),
  };
}
