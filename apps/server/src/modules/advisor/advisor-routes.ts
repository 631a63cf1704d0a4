import {
  cardDataQuerySchema,
  cardPositionBodySchema,
  sectionConfigsSetBodySchema,
  userSectionsSetBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { parseInput } from '../../http/parse-input.js';
import type { Access } from '../identity/index.js';
import { requireActor, route } from '../identity/index.js';
import { createCardDataService } from './card-data-service.js';
import { createSectionConfigStore } from './section-config-store.js';

const ADVISOR: Access = { signedIn: true, module: 'fin_advisor' };

const configurationsQuery = z.object({
  financial_institution_id: z.coerce.number().int().nonnegative(),
  report_id: z.coerce.number().int().nonnegative(),
});

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

  app.get('/api/advisors/card_data', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    return cards.cardData(actor, parseInput(cardDataQuerySchema, request.query));
  });

  app.get('/api/user_sections', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    return { user_sections: await store.sections(actor.user.id) };
  });

  app.put('/api/user_sections/set', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    const body = parseInput(userSectionsSetBodySchema, request.body);
    return { user_sections: await store.setSections(actor.user.id, body) };
  });

  app.get('/api/user_section_configurations', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    const { financial_institution_id, report_id } = parseInput(configurationsQuery, request.query);
    return {
      section_configs: await store.configurations(actor.user.id, financial_institution_id, report_id),
    };
  });

  app.put('/api/user_section_configurations/set', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    const body = parseInput(sectionConfigsSetBodySchema, request.body);
    return { section_configs: await store.setConfigurations(actor.user.id, body) };
  });

  app.put('/api/user_section_configurations/update_card_position', route(ADVISOR), async (request) => {
    const actor = requireActor(request);
    const body = parseInput(cardPositionBodySchema, request.body);
    return { section_config: await store.updateCardPosition(actor.user.id, body) };
  });
}
