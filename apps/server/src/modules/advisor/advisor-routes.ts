import {
  cardDataQuerySchema,
  cardDataResponseSchema,
  cardPositionBodySchema,
  cardPositionResponseSchema,
  MAX_RECORD_ID,
  sectionConfigsResponseSchema,
  sectionConfigsSetBodySchema,
  userSectionsResponseSchema,
  userSectionsSetBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { typed } from '../../http/contracts.js';
import type { Access } from '../identity/index.js';
import { requireActor, route } from '../identity/index.js';
import { createCardDataService } from './card-data-service.js';
import { createSectionConfigStore } from './section-config-store.js';

const ADVISOR: Access = { signedIn: true, module: 'fin_advisor' };

/** 0 names the arrangement for every institution (or report); any other value is a record id. */
const arrangementId = z.coerce.number().int().min(0).max(MAX_RECORD_ID);
const configurationsQuery = z.object({ financial_institution_id: arrangementId, report_id: arrangementId });

/**
 * Advisor: the cards of each page and each section's Executive Brief for an institution against a
 * peer group, and the user's arrangement of sections and cards.
 */
export async function advisorRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const cards = createCardDataService(database);
  const store = createSectionConfigStore(database);
  const api = typed(app);

  api.get(
    '/api/advisors/card_data',
    {
      ...route(ADVISOR),
      schema: { querystring: cardDataQuerySchema, response: { 200: cardDataResponseSchema } },
    },
    async (request) => cards.cardData(requireActor(request), request.query),
  );

  api.get(
    '/api/user_sections',
    { ...route(ADVISOR), schema: { response: { 200: userSectionsResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      return { user_sections: await store.sections(actor.user.id) };
    },
  );

  api.put(
    '/api/user_sections/set',
    {
      ...route(ADVISOR),
      schema: { body: userSectionsSetBodySchema, response: { 200: userSectionsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      return { user_sections: await store.setSections(actor.user.id, request.body) };
    },
  );

  api.get(
    '/api/user_section_configurations',
    {
      ...route(ADVISOR),
      schema: { querystring: configurationsQuery, response: { 200: sectionConfigsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const { financial_institution_id, report_id } = request.query;
      return {
        section_configs: await store.configurations(actor.user.id, financial_institution_id, report_id),
      };
    },
  );

  api.put(
    '/api/user_section_configurations/set',
    {
      ...route(ADVISOR),
      schema: { body: sectionConfigsSetBodySchema, response: { 200: sectionConfigsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      return { section_configs: await store.setConfigurations(actor.user.id, request.body) };
    },
  );

  api.put(
    '/api/user_section_configurations/update_card_position',
    {
      ...route(ADVISOR),
      schema: { body: cardPositionBodySchema, response: { 200: cardPositionResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      return { section_config: await store.updateCardPosition(actor.user.id, request.body) };
    },
  );
}
