import type { StrategySegmentation } from '@fin-atlas/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Actor } from '../identity/index.js';
import { loadSegmentation, splitBySegments } from '../segmentation/index.js';
import { resolveClients } from './clients.js';
import { provenance, resolveMarket } from './market.js';
import { figures, segmentRow, tally } from './segment-figures.js';

export type SegmentationRequest = { market: string[]; set_id: number; clients: string };

/**
 * `/strategy/segmentation`: the market cut by a segment set, with the user's clients against the
 * rest in each segment. Segments are FIN Query rules evaluated by the engine (cached per data
 * version), so a segment's count here is the count FIN Query gives the same rule over the market.
 */
export async function segmentationView(
  database: Database,
  actor: Actor,
  site: FastifyRequest['site'],
  request: SegmentationRequest,
): Promise<StrategySegmentation> {
  const set = await loadSegmentation(database.db, actor, request.set_id);
  const market = await resolveMarket(database, actor, request.market);
  const clients = await resolveClients(database, actor, site, request.clients);
  const split = await splitBySegments(database, actor, set, market.ids);
  const { universe } = market;
  const whole = tally(universe, market.ids, clients.ids);
  const unsegmented =
    split.unsegmented.length > 0
      ? segmentRow(
          { id: 0, name: 'Not in any segment', ids: split.unsegmented },
          universe,
          clients.ids,
          whole,
        )
      : null;
  return {
    market: market.summary,
    clients: {
      source: clients.source,
      kind: clients.kind,
      name: clients.name,
      institutions: clients.ids.size,
      in_market: whole.clients,
    },
    segmentation: { id: set.id, name: set.name, description: set.description },
    segments: split.segments.map((segment) => segmentRow(segment, universe, clients.ids, whole)),
    unsegmented,
    totals: figures(whole, whole),
    ...provenance(universe),
  };
}
