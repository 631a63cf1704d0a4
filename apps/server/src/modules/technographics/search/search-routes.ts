import { SEARCH_LIMITS, type SearchResponse, searchResponseSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../../http/contracts.js';
import { route } from '../../identity/index.js';
import { TECHNOGRAPHICS } from '../access.js';
import { type CatalogIndex, searchCatalog } from './catalog-index.js';

const searchQuery = z.object({
  query: z.string().max(200, 'Search text can be at most 200 characters.').default(''),
});

/**
 * GET /api/search: the product search behind every keystroke (after a 100 ms pause). It ranks an
 * in-memory copy of the catalog, rebuilt only when the catalog stamp changes (checked at most once a
 * second), so a keystroke costs a pass over a few thousand names in memory.
 */
export async function searchRoutes(
  app: FastifyInstance,
  { catalogIndex }: { catalogIndex: () => Promise<CatalogIndex> },
): Promise<void> {
  typed(app).get(
    '/api/search',
    {
      ...route(TECHNOGRAPHICS),
      schema: { querystring: searchQuery, response: { 200: searchResponseSchema } },
    },
    async (request): Promise<SearchResponse> => {
      const { query } = request.query;
      if (query.trim() === '') return { result: { services: [], vendor_products: [] } };
      return { result: searchCatalog(await catalogIndex(), query, SEARCH_LIMITS.expandedLimit) };
    },
  );
}
