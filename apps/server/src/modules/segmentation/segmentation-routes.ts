import {
  idParamsSchema,
  queryCatalogSchema,
  segmentationListSchema,
  segmentationPopulationQuerySchema,
  segmentationSetBodySchema,
  segmentationSetDetailsSchema,
  segmentationSummarySchema,
  setDetailCountQuerySchema,
  setDetailCountSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../activity/activity-event.js';
import type { ModuleContext } from '../../http/app-module.js';
import { noContent, typed } from '../../http/contracts.js';
import { type Access, requireActor, route, SUPER_ADMIN } from '../identity/index.js';
import { countSegment, segmentationDetails } from './segment-counts.js';
import { segmentableCatalog } from './segmentable-elements.js';
import {
  builtInSegmentations,
  globalSegmentations,
  loadSegmentation,
  visibleSegmentations,
} from './segmentation-sets.js';
import { deleteSegmentationSet, saveSegmentationSet } from './segmentation-store.js';
import { summarize } from './segmentation-summaries.js';

/**
 * Segment sets serve FIN Query (its Segmentation category), the industry reporter (its segmentation
 * step), Reporter's custom reports (a segmentation element) and strategy (markets cut by a set,
 * for vendors with any analytics module): any one of those modules opens them.
 */
export const SEGMENT_SETS: Access = {
  signedIn: true,
  anyModule: ['fin_query', 'fin_industry_reporter', 'fin_reporter', 'fin_advisor', 'fin_profile'],
};

type Deps = Pick<ModuleContext, 'database' | 'activity'>;

/** The lists: built-in sets, the caller's custom ones, the FIN Admin's global ones. */
function listRoutes(app: FastifyInstance, { database }: Deps) {
  const api = typed(app);
  const list = { schema: { response: { 200: segmentationListSchema } } };

  api.get('/api/segmentations', { ...route(SEGMENT_SETS), ...list }, async (request) => ({
    segmentations: await summarize(database, requireActor(request), builtInSegmentations()),
  }));

  api.get('/api/segmentations/custom', { ...route(SEGMENT_SETS), ...list }, async (request) => {
    const actor = requireActor(request);
    return {
      segmentations: await summarize(database, actor, await visibleSegmentations(database.db, actor)),
    };
  });

  api.get('/api/super_admin/segmentation_sets', { ...route(SUPER_ADMIN), ...list }, async (request) => {
    const actor = requireActor(request);
    const global = await globalSegmentations(database.db);
    return { segmentations: await summarize(database, actor, global) };
  });
}

/** Editing aids: the elements a set can split by, and the live count of one segment. */
function editorRoutes(app: FastifyInstance, { database }: Deps) {
  const api = typed(app);

  api.get(
    '/api/segmentation_sets/query_rules',
    {
      ...route(SEGMENT_SETS),
      schema: { querystring: segmentationPopulationQuerySchema, response: { 200: queryCatalogSchema } },
    },
    async (request) => segmentableCatalog(database, requireActor(request), request.query.fi_group_ids),
  );

  api.get(
    '/api/segmentation_sets/set_detail_count',
    {
      ...route(SEGMENT_SETS),
      schema: { querystring: setDetailCountQuerySchema, response: { 200: setDetailCountSchema } },
    },
    async (request) => {
      const { element, setDetail, fi_group_ids } = request.query;
      return countSegment(
        database,
        requireActor(request),
        {
          element_id: element.element_id,
          element_type: element.element_type,
          ...(element.element_property ? { element_property: element.element_property } : {}),
        },
        setDetail,
        fi_group_ids,
      );
    },
  );
}

/** One set: read it, its segments with counts, create, change and delete it. */
function recordRoutes(app: FastifyInstance, { database, activity }: Deps) {
  const api = typed(app);
  const one = { response: { 200: segmentationSummarySchema } };

  api.get(
    '/api/segmentation_sets/:id',
    { ...route(SEGMENT_SETS), schema: { params: idParamsSchema, ...one } },
    async (request) => {
      const actor = requireActor(request);
      const [summary] = await summarize(database, actor, [
        await loadSegmentation(database.db, actor, request.params.id),
      ]);
      return summary;
    },
  );

  api.get(
    '/api/segmentation_sets/:id/set_details',
    {
      ...route(SEGMENT_SETS),
      schema: {
        params: idParamsSchema,
        querystring: segmentationPopulationQuerySchema,
        response: { 200: segmentationSetDetailsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const set = await loadSegmentation(database.db, actor, request.params.id);
      return segmentationDetails(database, actor, set, request.query.fi_group_ids);
    },
  );

  const created = { body: segmentationSetBodySchema, response: { 201: segmentationSummarySchema } };
  api.post('/api/segmentation_sets', { ...route(SEGMENT_SETS), schema: created }, async (request, reply) => {
    const actor = requireActor(request);
    const saved = await saveSegmentationSet(database, actor, request.body, null, 'own');
    activity.record(
      activityOf(actor, {
        kind: 'saved_item_created',
        module: 'strategy',
        target: saved.name,
        details: { item: 'segmentation', id: saved.id },
      }),
    );
    return reply.status(201).send(saved);
  });
  api.post(
    '/api/super_admin/segmentation_sets',
    { ...route(SUPER_ADMIN), schema: created },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveSegmentationSet(database, requireActor(request), request.body, null, 'global')),
  );

  api.put(
    '/api/segmentation_sets/:id',
    {
      ...route(SEGMENT_SETS),
      schema: { params: idParamsSchema, body: segmentationSetBodySchema, ...one },
    },
    async (request) =>
      saveSegmentationSet(database, requireActor(request), request.body, request.params.id, 'own'),
  );

  api.delete(
    '/api/segmentation_sets/:id',
    { ...route(SEGMENT_SETS), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteSegmentationSet(database, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/**
 * Segment sets (spec section 7, Segmentation): built-in and custom lists, one set and its segment
 * counts, the editor's element catalog and live count, and create / update / delete. A FIN Admin
 * creates global sets through /api/super_admin/segmentation_sets and changes them with the same
 * PUT and DELETE as anyone's own.
 */
export async function segmentationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  listRoutes(app, deps);
  editorRoutes(app, deps);
  recordRoutes(app, deps);
}
