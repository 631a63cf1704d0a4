import {
  dataStatusSchema,
  FI_TYPES,
  idParamsSchema,
  idSchema,
  institutionDetailSchema,
  institutionSearchResponseSchema,
  roleHasAbility,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { institutions } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { fileResponse, typed } from '../../http/contracts.js';
import { dataAsOf } from '../../ingest/data-as-of.js';
import { INSTITUTION_LOOKUP, PUBLIC, requireActor, route, SIGNED_IN } from '../identity/index.js';
import { institutionSearchFor } from './institution-search.js';
import { serveLogo } from './logos/logo-serving.js';
import { logoPath } from './logos/logo-store.js';

const searchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  fi_type: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',') : undefined))
    .pipe(z.array(z.enum(FI_TYPES)).optional()),
  state: z.string().trim().length(2).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
const logoParams = z.object({
  file: z
    .string()
    .regex(/^\d+\.svg$/)
    .transform((file) => Number(file.slice(0, -'.svg'.length)))
    .pipe(idSchema),
});

export async function institutionRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: AppConfig },
): Promise<void> {
  const typeahead = institutionSearchFor(database);
  const api = typed(app);

  api.get(
    '/api/institutions/search',
    {
      ...route(INSTITUTION_LOOKUP),
      schema: { querystring: searchQuery, response: { 200: institutionSearchResponseSchema } },
    },
    async (request) => {
      const { q, fi_type, state, limit } = request.query;
      return { institutions: await typeahead.search({ q, fiTypes: fi_type, state, limit }) };
    },
  );

  api.get(
    '/api/institutions/:id',
    {
      ...route(INSTITUTION_LOOKUP),
      schema: { params: idParamsSchema, response: { 200: institutionDetailSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await database.db.select().from(institutions).where(eq(institutions.id, id));
      if (!row) throw notFound('Institution not found.');
      const [parent] = row.parentId
        ? await database.db
            .select({ id: institutions.id, name: institutions.name })
            .from(institutions)
            .where(eq(institutions.id, row.parentId))
        : [];
      return {
        id: row.id,
        fi_type: row.fiType,
        name: row.name,
        rssd_id: row.rssdId,
        regulatory_id: row.regulatoryId,
        aba_routing: row.abaRouting,
        address: row.address,
        city: row.city,
        state: row.state,
        zip: row.zip,
        county_fips: row.countyFips,
        county_name: row.countyName,
        cbsa_code: row.cbsaCode,
        cbsa_name: row.cbsaName,
        latitude: row.latitude,
        longitude: row.longitude,
        website: row.website,
        linkedin: row.linkedin,
        employees: row.employees,
        charter_class: row.charterClass,
        regulator: row.regulator,
        established_date: row.establishedDate,
        is_mutual: row.isMutual,
        is_mdi: row.isMdi,
        field_of_membership: row.fieldOfMembership,
        ncua_peer_group: row.ncuaPeerGroup,
        parent: parent ?? null,
        active: row.active,
        source: row.source,
        assets: row.latestAssets,
        latest_period: row.latestPeriod,
        logo_url: logoPath(row.id),
      };
    },
  );

  // A fixed public image path by id, so logos work in e-mails and exports without a session.
  api.get(
    '/images/institutions/:file',
    {
      config: { access: PUBLIC, rejectInput: () => notFound('Logo not found.') },
      schema: {
        params: logoParams,
        response: {
          200: fileResponse(
            'image/svg+xml',
            'The logo: an uploaded PNG, JPEG or SVG with its own type, otherwise the monogram (SVG).',
          ),
        },
      },
    },
    async (request, reply) => serveLogo(database.db, request.params.file, request, reply),
  );

  api.get(
    '/api/data/status',
    { ...route(SIGNED_IN), schema: { response: { 200: dataStatusSchema } } },
    async (request) =>
      dataAsOf(database, {
        admin: roleHasAbility(requireActor(request).role, 'super_admin_board'),
        refreshEnabled: config.refresh.enabled,
      }),
  );
}
