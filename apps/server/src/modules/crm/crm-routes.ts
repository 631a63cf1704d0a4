import {
  crmDashboardSchema,
  crmDownloadQuerySchema,
  crmListCreatedSchema,
  crmListDetailSchema,
  crmListsSchema,
  crmSolutionChoicesSchema,
  idParamSchema,
  MESSAGES,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { typed } from '../../http/contracts.js';
import { CRM, requireActor, route } from '../identity/index.js';
import {
  defaultEnrichmentSolutions,
  orgListRoutes,
  solutionChoices,
  solutionsByIds,
  tenantOf,
} from '../org-matching/index.js';
import { crmDashboard } from './crm-dashboard.js';

const dashboardQuery = z.object({ list_id: idParamSchema.optional() });

/**
 * CRM data enrichment: a CRM account export matched to institutions, reviewed, and downloaded
 * with the user's own columns followed by firmographics and the vendors of the solutions they pick.
 */
export async function crmRoutes(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
) {
  const { db } = database;
  const api = typed(app);

  // Registered before the list routes so these names never read as a list id.
  api.get(
    '/api/crm_lists/solutions',
    { ...route(CRM), schema: { response: { 200: crmSolutionChoicesSchema } } },
    async () => {
      const [solutions, defaults] = await Promise.all([solutionChoices(db), defaultEnrichmentSolutions(db)]);
      return { solutions, default_ids: defaults.map((s) => s.id) };
    },
  );

  api.get(
    '/api/crm_lists/dashboard',
    { ...route(CRM), schema: { querystring: dashboardQuery, response: { 200: crmDashboardSchema } } },
    async (request) => {
      const actor = requireActor(request);
      return crmDashboard(database, tenantOf(actor), request.query.list_id ?? null);
    },
  );

  await orgListRoutes(
    app,
    { database, activity },
    {
      kind: 'crm',
      basePath: '/api/crm_lists',
      access: CRM,
      messages: {
        nameExists: `${MESSAGES.validation.prefix}CRM list name already exists.`,
        doesNotExist: `${MESSAGES.validation.prefix}CRM list does not exist.`,
        deleted: 'CRM list successfully deleted.',
        missingName: 'Enter a name for the CRM list (up to 255 characters).',
        missingFile: 'Choose the CRM export: a CSV or XLSX file.',
      },
      keys: { many: 'crm_lists', one: 'crm_list' },
      schemas: { list: crmListsSchema, created: crmListCreatedSchema, detail: crmListDetailSchema },
      download: {
        formats: ['xlsx', 'csv'],
        kind: 'crm_enriched',
        query: crmDownloadQuerySchema,
        solutions: async ({ solution_ids }) =>
          solution_ids ? solutionsByIds(db, solution_ids) : defaultEnrichmentSolutions(db),
        describe: (list, solutions) =>
          `CRM list "${list.name}": ${list.rowCount} accounts enriched with firmographics${
            solutions.length ? ` and ${solutions.map((s) => s.name).join(', ')} vendors` : ''
          }`,
        sheetName: 'Accounts',
        fileSuffix: 'enriched',
      },
    },
  );
}
