import {
  strategySegmentationQuerySchema,
  strategySegmentationSchema,
  strategySegmentSetListSchema,
  strategyWhiteSpaceQuerySchema,
  strategyWhiteSpaceSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { typed } from '../../http/contracts.js';
import { requireActor, route } from '../identity/index.js';
import { usableSegmentations } from '../segmentation/index.js';
import { STRATEGY_ANALYSES, STRATEGY_SEGMENTATION, STRATEGY_WHITE_SPACE } from './access.js';
import { segmentationView } from './segmentation-view.js';
import { whiteSpaceView } from './white-space/white-space-view.js';

/** The two analyses of Strategy and the segment sets they cut the market by. */
export async function analysisRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = typed(app);

  // The sets the caller may cut by: the built-in ones, then their own, their company's and the FIN
  // Admins' global custom sets.
  api.get(
    '/api/strategy/segment_sets',
    { ...route(STRATEGY_ANALYSES), schema: { response: { 200: strategySegmentSetListSchema } } },
    async (request) => ({
      segmentations: (await usableSegmentations(database.db, requireActor(request))).map((set) => ({
        id: set.id,
        name: set.name,
        description: set.description,
        built_in: set.builtIn,
        segments: set.segments.map((s) => s.name),
      })),
    }),
  );

  api.get(
    '/api/strategy/segmentation',
    {
      ...route(STRATEGY_SEGMENTATION),
      schema: { querystring: strategySegmentationQuerySchema, response: { 200: strategySegmentationSchema } },
    },
    async (request) => segmentationView(database, requireActor(request), request.site, request.query),
  );

  api.get(
    '/api/strategy/white_space',
    {
      ...route(STRATEGY_WHITE_SPACE),
      schema: { querystring: strategyWhiteSpaceQuerySchema, response: { 200: strategyWhiteSpaceSchema } },
    },
    async (request) => whiteSpaceView(database, requireActor(request), request.query),
  );
}
