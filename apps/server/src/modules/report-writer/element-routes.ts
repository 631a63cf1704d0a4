import {
  CLIENT_GROUP_TYPE_ID,
  CONTACT_ROLES,
  queryTypeOf,
  reportWriterElementsQuerySchema,
  reportWriterElementsResponseSchema,
  reportWriterOptionsQuerySchema,
  reportWriterOptionsResponseSchema,
  titlesAndRolesQuerySchema,
  titlesAndRolesResponseSchema,
  vendorProductsQuerySchema,
  vendorProductsResponseSchema,
} from '@fin-atlas/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { groups } from '../../db/schema/index.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { queryEngineFor } from '../fin-query/index.js';
import { type Actor, forbidden, requireActor, route } from '../identity/index.js';
import { mayWriteGlobal, REPORT_WRITER } from './access.js';
import { serviceVendorProducts } from './bank-services.js';
import { writerCatalog } from './writer-catalog.js';

type Deps = Pick<ModuleContext, 'database'>;

const MAX_TITLES = 200;

/** The groups a report may be shared with: the caller's own; for a FIN Admin every client group too. */
async function shareGroups(db: Db, actor: Actor) {
  const own = actor.groups.map((g) => ({ id: g.id, name: g.name }));
  if (!mayWriteGlobal(actor)) return own.sort((a, b) => a.name.localeCompare(b.name));
  const clients = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.groupTypeId, CLIENT_GROUP_TYPE_ID))
    .orderBy(asc(groups.name));
  const ids = new Set(clients.map((g) => g.id));
  return [...clients, ...own.filter((g) => !ids.has(g.id))];
}

/**
 * What the editor offers: the segments and their elements (GET /api/report_writer_elements), the
 * choices of an element too long to send with them, and the spec's two lookups outside /api:
 * /vendor_products (the vendors and products of a service) and /titles_and_roles_new (contact roles
 * and titles). Those two keep the spec's paths: a registered route answers before the web app's
 * fallback, which serves index.html only for paths nothing else claims.
 */
export async function elementRoutes(app: FastifyInstance, { database }: Deps): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/report_writer_elements',
    {
      ...route(REPORT_WRITER),
      schema: {
        querystring: reportWriterElementsQuerySchema,
        response: { 200: reportWriterElementsResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { is_mbc } = request.query;
      if (is_mbc && !actor.enterprise.has('mbc')) throw forbidden();
      const catalog = await writerCatalog(database, actor, is_mbc);
      return {
        is_mbc,
        segments: catalog.segments,
        share_groups: await shareGroups(database.db, actor),
        may_write_global: mayWriteGlobal(actor),
        data_as_of: catalog.dataAsOf,
        is_demo: catalog.isDemo,
      };
    },
  );

  api.get(
    '/api/report_writer_elements/options',
    {
      ...route(REPORT_WRITER),
      schema: {
        querystring: reportWriterOptionsQuerySchema,
        response: { 200: reportWriterOptionsResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { element_type, element_id, parent, q, is_mbc } = request.query;
      if (is_mbc && !actor.enterprise.has('mbc')) throw forbidden();
      const options = await queryEngineFor(database).options(
        actor,
        { elementType: element_type, elementId: element_id, parent, q },
        queryTypeOf(is_mbc),
      );
      return { options };
    },
  );

  api.get(
    '/vendor_products',
    {
      ...route(REPORT_WRITER),
      schema: { querystring: vendorProductsQuerySchema, response: { 200: vendorProductsResponseSchema } },
    },
    async (request, reply) => {
      const { bank_service_id, q } = request.query;
      reply.header('cache-control', 'no-store');
      return { vendor_products: await serviceVendorProducts(database, bank_service_id, q) };
    },
  );

  api.get(
    '/titles_and_roles_new',
    {
      ...route(REPORT_WRITER),
      schema: { querystring: titlesAndRolesQuerySchema, response: { 200: titlesAndRolesResponseSchema } },
    },
    async (request, reply) => {
      const needle = request.query.q?.trim().toLowerCase() ?? '';
      const titles = await database.query<{ title: string; contacts: number }>(
        `select c.title, count(*)::int as contacts
           from institution_contacts c join institutions i on i.id = c.institution_id and i.active
          where c.title <> '' and ($1 = '' or strpos(lower(c.title), $1) > 0)
          group by c.title order by contacts desc, c.title limit ${MAX_TITLES}`,
        [needle],
      );
      reply.header('cache-control', 'no-store');
      return {
        roles: [...CONTACT_ROLES],
        titles: titles.map((t) => ({ title: t.title, contacts: Number(t.contacts) })),
      };
    },
  );
}
