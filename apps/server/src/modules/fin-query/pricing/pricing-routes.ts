import { FIN_QUERY_MESSAGES, queryPriceSchema, runQueryBodySchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../../http/app-error.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { typed } from '../../../http/contracts.js';
import { PROSPECT_LIST, requireActor, route } from '../../identity/index.js';
import { pricedTable, quoteOf } from './priced-table.js';
import { createQuoteSigner } from './quote-signer.js';

/** POST /api/advanced_query/pricing: what the list costs the caller's company, as a signed quote. */
export async function pricingRoutes(
  app: FastifyInstance,
  { database, config }: ModuleContext,
): Promise<void> {
  const signer = createQuoteSigner(config.sessionSecret);
  typed(app).post(
    '/api/advanced_query/pricing',
    { ...route(PROSPECT_LIST), schema: { body: runQueryBodySchema, response: { 200: queryPriceSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const priced = await pricedTable(database, actor, request.body);
      if (priced.price.fi_count === 0) throw unprocessable(FIN_QUERY_MESSAGES.emptyResult);
      return quoteOf(priced, actor, signer);
    },
  );
}
