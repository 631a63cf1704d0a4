import {
  elementOptionsQuerySchema,
  elementOptionsResponseSchema,
  identifierResolutionBodySchema,
  identifierResolutionSchema,
  queryCatalogSchema,
  queryCountsResponseSchema,
  queryResultsSchema,
  queryTypeOf,
  queryVariantQuerySchema,
  runQueryBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../activity/activity-event.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { FIN_QUERY, PROSPECT_LIST, requireActor, route } from '../identity/index.js';
import { queryEngineFor } from './engine-instance.js';
import { assertQueryVariantAllowed } from './query-access.js';
import { resolveIdentifiers } from './resolve-identifiers.js';

/**
 * The builder's calls: its catalog of elements, option lists, live counts, the identifiers of an
 * upload, and the results (POST /api/advanced_query), which are the prospect list itself. Each
 * takes is_mbc (the mortgage-lender variant, which needs the mbc permission).
 */
export async function queryRoutes(
  app: FastifyInstance,
  { database, activity }: ModuleContext,
): Promise<void> {
  const api = typed(app);
  const engine = () => queryEngineFor(database);

  api.get(
    '/api/advanced_query/catalog',
    {
      ...route(FIN_QUERY),
      schema: { querystring: queryVariantQuerySchema, response: { 200: queryCatalogSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      assertQueryVariantAllowed(actor, request.query.is_mbc);
      return engine().catalog(actor, queryTypeOf(request.query.is_mbc));
    },
  );

  api.get(
    '/api/advanced_query/element_options',
    {
      ...route(FIN_QUERY),
      schema: { querystring: elementOptionsQuerySchema, response: { 200: elementOptionsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const { element_type, element_id, parent, q, is_mbc } = request.query;
      assertQueryVariantAllowed(actor, is_mbc);
      return {
        options: await engine().options(
          actor,
          { elementType: element_type, elementId: element_id, parent, q },
          queryTypeOf(is_mbc),
        ),
      };
    },
  );

  api.post(
    '/api/advanced_query/counts',
    {
      ...route(FIN_QUERY),
      schema: { body: runQueryBodySchema, response: { 200: queryCountsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      assertQueryVariantAllowed(actor, request.body.is_mbc);
      return engine().counts(actor, request.body.query, queryTypeOf(request.body.is_mbc));
    },
  );

  api.post(
    '/api/advanced_query',
    { ...route(PROSPECT_LIST), schema: { body: runQueryBodySchema, response: { 200: queryResultsSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const { is_mbc, query } = request.body;
      assertQueryVariantAllowed(actor, is_mbc);
      const results = await engine().results(actor, query, queryTypeOf(is_mbc));
      activity.record(
        activityOf(actor, { kind: 'query_run', module: 'fin_query', details: { mortgage: is_mbc ?? false } }),
      );
      return results;
    },
  );

  api.post(
    '/api/advanced_query/resolve_identifiers',
    {
      ...route(FIN_QUERY),
      schema: { body: identifierResolutionBodySchema, response: { 200: identifierResolutionSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const { identifiers, is_mbc } = request.body;
      assertQueryVariantAllowed(actor, is_mbc);
      return resolveIdentifiers(await engine().context(actor, queryTypeOf(is_mbc)), identifiers);
    },
  );
}
