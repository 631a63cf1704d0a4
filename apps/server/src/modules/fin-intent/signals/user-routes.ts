import {
  INTENT_MESSAGES,
  idParamSchema,
  idParamsSchema,
  intentEvidenceQuerySchema,
  intentExportQuerySchema,
  intentFiltersSchema,
  intentInstitutionEvidenceSchema,
  intentInstitutionsQuerySchema,
  intentInstitutionsResponseSchema,
  intentSignalDetailSchema,
  intentSignalListSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleContext } from '../../../http/app-module.js';
import { DOWNLOAD_CONTENT_TYPES, sendDownload } from '../../../http/attachment.js';
import { fileResponse, typed } from '../../../http/contracts.js';
import { requireActor, route } from '../../identity/index.js';
import { isDemoData } from './data-provenance.js';
import { institutionEvidence } from './institution-evidence.js';
import { institutionPage } from './institution-rows.js';
import { byId, FIN_INTENT } from './route-access.js';
import { signalCsv } from './signal-export.js';
import { findSignal } from './signal-rows.js';
import { signalDetail, signalList } from './signal-views.js';

const SIGNAL = '/api/intent/signals';
const institutionParamsSchema = z.object({ id: idParamSchema, institution_id: idParamSchema });

/**
 * What a FIN Intent user reads: the active signals with their counts by level after the filters,
 * one signal with its history, its institutions page by page with their evidence, and the CSV.
 */
export async function signalUserRoutes(
  app: FastifyInstance,
  { database, activity }: ModuleContext,
): Promise<void> {
  const api = typed(app);
  const reader = (userId: number) => ({ audience: 'users' as const, userId });

  api.get(
    SIGNAL,
    {
      ...route(FIN_INTENT),
      schema: { querystring: intentFiltersSchema, response: { 200: intentSignalListSchema } },
    },
    async (request) => signalList(database, reader(requireActor(request).user.id), request.query),
  );

  api.get(
    `${SIGNAL}/:id`,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.signalNotFound),
      schema: {
        params: idParamsSchema,
        querystring: intentFiltersSchema,
        response: { 200: intentSignalDetailSchema },
      },
    },
    async (request) =>
      signalDetail(database, request.params.id, reader(requireActor(request).user.id), request.query),
  );

  api.get(
    `${SIGNAL}/:id/institutions`,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.signalNotFound),
      schema: {
        params: idParamsSchema,
        querystring: intentInstitutionsQuerySchema,
        response: { 200: intentInstitutionsResponseSchema },
      },
    },
    async (request) => {
      const signal = await findSignal(database.db, request.params.id, 'users');
      const { page, per_page: perPage, ...query } = request.query;
      const found = await institutionPage(database, signal, query, {
        limit: perPage,
        offset: (page - 1) * perPage,
        trend: true,
      });
      return { ...found, page, per_page: perPage, is_demo: await isDemoData(database) };
    },
  );

  api.get(
    `${SIGNAL}/:id/institutions/:institution_id`,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.institutionNotFound),
      schema: {
        params: institutionParamsSchema,
        querystring: intentEvidenceQuerySchema,
        response: { 200: intentInstitutionEvidenceSchema },
      },
    },
    async (request) => {
      const signal = await findSignal(database.db, request.params.id, 'users');
      return institutionEvidence(database, signal, request.params.institution_id, request.query.period);
    },
  );

  api.get(
    `${SIGNAL}/:id/export.csv`,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.signalNotFound),
      schema: {
        params: idParamsSchema,
        querystring: intentExportQuerySchema,
        response: {
          200: fileResponse(
            'text/csv',
            "The signal's institutions after the filters, fingerprinted (UTF-8 with BOM).",
          ),
        },
      },
    },
    async (request, reply) => {
      const signal = await findSignal(database.db, request.params.id, 'users');
      const file = await signalCsv(database, requireActor(request), signal, request.query, activity);
      return sendDownload(reply, { type: DOWNLOAD_CONTENT_TYPES.csv, ...file });
    },
  );
}
