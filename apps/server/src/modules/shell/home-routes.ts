import type { HomeFigures } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { route, SIGNED_IN } from '../identity/access-presets.js';
import type { IdentityDeps } from '../identity/deps.js';
import { homeFigures } from './home-figures.js';

export async function homeRoutes(app: FastifyInstance, { db }: IdentityDeps): Promise<void> {
  app.get('/api/home/figures', route(SIGNED_IN), async (): Promise<HomeFigures> => homeFigures(db));
}
