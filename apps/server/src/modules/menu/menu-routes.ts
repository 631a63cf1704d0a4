import { type MenuResponse, menuResponseSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/contracts.js';
import { requireActor, route, SIGNED_IN } from '../identity/index.js';
import { menuFor } from './menu.js';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  // The guard keeps reading /api/users/enabled_modules; this is what the sidebar draws.
  typed(app).get(
    '/api/ui_modules',
    { ...route(SIGNED_IN), schema: { response: { 200: menuResponseSchema } } },
    async (request): Promise<MenuResponse> => {
      return { ui_modules: menuFor(requireActor(request)) };
    },
  );
}
