import type { MenuResponse } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor, route, SIGNED_IN } from '../identity/index.js';
import { menuFor } from './menu.js';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  // The guard keeps reading /api/users/enabled_modules; this is what the sidebar draws.
  app.get('/api/ui_modules', route(SIGNED_IN), async (request): Promise<MenuResponse> => {
    return { ui_modules: menuFor(requireActor(request)) };
  });
}
