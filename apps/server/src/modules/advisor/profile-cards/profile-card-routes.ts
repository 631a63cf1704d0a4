import {
  CONTENT_MESSAGES,
  idParamsSchema,
  profileCardBodySchema,
  profileCardListSchema,
  profileCardSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { contractViolation, type InputFailure, typed } from '../../../http/contracts.js';
import { route, SUPER_ADMIN } from '../../identity/index.js';
import { cardOf, createCard, listCards, updateCard } from './profile-card-store.js';

// A path naming no card reads as a card that does not exist; a broken body stays a 422.
const byCard = {
  config: {
    ...route(SUPER_ADMIN).config,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params' ? notFound(CONTENT_MESSAGES.cardNotFound) : contractViolation(failure.issues),
  },
};

/**
 * /super_admin/profile_cards: FIN Profile's headline figures and the cards of Advisor's profit,
 * growth and risk pages, edited without a deploy. Cards are deactivated rather than deleted, so users' arrangements never name a lost card.
 */
export async function profileCardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/super_admin/profile_cards',
    { ...route(SUPER_ADMIN), schema: { response: { 200: profileCardListSchema } } },
    async () => listCards(db),
  );

  api.get(
    '/api/super_admin/profile_cards/:id',
    { ...byCard, schema: { params: idParamsSchema, response: { 200: profileCardSchema } } },
    async (request) => cardOf(db, request.params.id),
  );

  api.post(
    '/api/super_admin/profile_cards',
    { ...route(SUPER_ADMIN), schema: { body: profileCardBodySchema, response: { 201: profileCardSchema } } },
    async (request, reply) => reply.code(201).send(await createCard(db, request, request.body)),
  );

  api.put(
    '/api/super_admin/profile_cards/:id',
    {
      ...byCard,
      schema: { params: idParamsSchema, body: profileCardBodySchema, response: { 200: profileCardSchema } },
    },
    async (request) => updateCard(db, request, request.params.id, request.body),
  );
}
