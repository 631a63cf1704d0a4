import {
  assetBandIdOf,
  fitScore,
  STRATEGY_LIMITS,
  WHITE_SPACE_STATUSES,
  type WhiteSpaceProspect,
  type WhiteSpaceProspectStatus,
  type WhiteSpaceStatusFilter,
} from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../compute/turns.js';
import type { Universe } from '../market.js';
import { isProspect } from './breakdowns.js';
import type { FitFactors } from './fit.js';
import type { Usage } from './usage.js';

export type ProspectFilter = {
  status: WhiteSpaceStatusFilter;
  state?: string | undefined;
  assetBand?: number | undefined;
  /** Ids of the chosen segment's institutions. */
  segment?: ReadonlySet<number> | undefined;
};

type Ranked = { position: number; score: number; factors: FitFactors };

/**
 * The market's prospects passing the filters, ranked by fit score (then size, the universe's
 * order): the best `limit` as rows, and every one's id (up to FIN Query's cap) for a list.
 */
export async function rankProspects(
  universe: Universe,
  positions: Int32Array,
  usage: Usage,
  fit: (position: number) => FitFactors,
  filter: ProspectFilter,
  segmentOf: (id: number) => string | null,
  limit: number,
): Promise<{ total: number; rows: WhiteSpaceProspect[]; ids: number[] }> {
  const ranked: Ranked[] = [];
  const turn = cooperativeTurns();
  for (const p of positions) {
    await turn();
    if (!isProspect(usage.status, p)) continue;
    const row = universe.rows[p];
    if (!row) continue;
    const status = WHITE_SPACE_STATUSES[usage.status[p] as number];
    if (filter.status !== 'all' && status !== filter.status) continue;
    if (filter.state !== undefined && row.state !== filter.state) continue;
    if (filter.assetBand !== undefined && assetBandIdOf(row.assets) !== filter.assetBand) continue;
    if (filter.segment && !filter.segment.has(row.id)) continue;
    const factors = fit(p);
    ranked.push({ position: p, score: fitScore(factors), factors });
  }
  ranked.sort((a, b) => b.score - a.score || a.position - b.position);
  const rows = ranked.slice(0, limit).map(({ position, score, factors }): WhiteSpaceProspect => {
    const row = universe.rows[position];
    const id = universe.ids[position] as number;
    return {
      id,
      name: row?.name ?? '',
      fi_type: row?.fiType ?? '',
      city: row?.city ?? null,
      state: row?.state ?? null,
      assets: row?.assets ?? null,
      rssd_id: row?.rssdId ?? null,
      regulatory_id: row?.regulatoryId ?? null,
      asset_band: assetBandIdOf(row?.assets),
      segment: segmentOf(id),
      status: WHITE_SPACE_STATUSES[usage.status[position] as number] as WhiteSpaceProspectStatus,
      current: usage.current.get(position) ?? null,
      score,
      factors,
    };
  });
  return {
    total: ranked.length,
    rows,
    ids: ranked.slice(0, STRATEGY_LIMITS.maxListIds).map((r) => universe.ids[r.position] as number),
  };
}
