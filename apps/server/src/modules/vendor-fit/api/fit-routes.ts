import {
  fitCategoryQuerySchema,
  fitCategoryResponseSchema,
  fitClientsQuerySchema,
  fitClientsResponseSchema,
  fitCurrentSolutionSchema,
  fitDownloadQuerySchema,
  fitInstitutionSolutionQuerySchema,
  fitInstitutionsQuerySchema,
  fitInstitutionsResponseSchema,
  fitProfileElementsSchema,
  fitRankingQuerySchema,
  fitRankingResponseSchema,
  fitSolutionsResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import type { Database } from '../../../db/database.js';
import { DOWNLOAD_CONTENT_TYPES, sendDownload } from '../../../http/attachment.js';
import { fileResponse, typed } from '../../../http/contracts.js';
import { requireActor, route } from '../../identity/index.js';
import { VENDOR_FIT } from './access.js';
import { categoryView } from './category-view.js';
import { clientInstitutions } from './client-institutions.js';
import { currentSolution } from './current-solution.js';
import { institutionChoices } from './institution-choices.js';
import { fitSolutions, profileElements } from './model-catalog.js';
import { predictionsWorkbook } from './predictions-download.js';
import { productFitRanking } from './ranking.js';
import { coreSolutionId } from './stored-models.js';

/** The eight /api/fit_profile calls of the predictions pages. */
export async function fitRoutes(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
): Promise<void> {
  const api = typed(app);
  const access = route(VENDOR_FIT);

  api.get(
    '/api/fit_profile/institutions',
    {
      ...access,
      schema: { querystring: fitInstitutionsQuerySchema, response: { 200: fitInstitutionsResponseSchema } },
    },
    async (request) => ({ institutions: await institutionChoices(database, request.query.query) }),
  );

  api.get(
    '/api/fit_profile/solutions',
    { ...access, schema: { response: { 200: fitSolutionsResponseSchema } } },
    async () => ({ solutions: await fitSolutions(database) }),
  );

  api.get(
    '/api/fit_profile/current_solution',
    {
      ...access,
      schema: { querystring: fitInstitutionSolutionQuerySchema, response: { 200: fitCurrentSolutionSchema } },
    },
    async (request) =>
      currentSolution(database, {
        institutionId: request.query.institution_id,
        solutionId: request.query.bank_service_id,
      }),
  );

  api.get(
    '/api/fit_profile/profile_elements',
    { ...access, schema: { response: { 200: fitProfileElementsSchema } } },
    async () => profileElements(database),
  );

  api.get(
    '/api/fit_profile/category',
    {
      ...access,
      schema: { querystring: fitCategoryQuerySchema, response: { 200: fitCategoryResponseSchema } },
    },
    async (request) => {
      const q = request.query;
      return categoryView(database, {
        institutionId: q.institution_id,
        solutionId: q.bank_service_id,
        productId: q.product_id,
        category: q.category,
      });
    },
  );

  api.get(
    '/api/fit_profile/product_fit_ranking',
    {
      ...access,
      schema: { querystring: fitRankingQuerySchema, response: { 200: fitRankingResponseSchema } },
    },
    async (request) => {
      const q = request.query;
      return productFitRanking(database, {
        institutionId: q.institution_id,
        solutionId: q.bank_service_id ?? (await coreSolutionId(database)),
        limit: q.limit,
      });
    },
  );

  api.get(
    '/api/fit_profile/client_institutions',
    {
      ...access,
      schema: { querystring: fitClientsQuerySchema, response: { 200: fitClientsResponseSchema } },
    },
    async (request) =>
      clientInstitutions(database, {
        productId: request.query.product_id,
        limit: request.query.limit,
        solutionId: request.query.bank_service_id,
      }),
  );

  api.get(
    '/api/fit_profile/download.xlsx',
    {
      ...access,
      schema: {
        querystring: fitDownloadQuerySchema,
        response: {
          200: fileResponse(DOWNLOAD_CONTENT_TYPES.xlsx, 'The predictions as a fingerprinted workbook.'),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const file = await predictionsWorkbook(
        database,
        requireActor(request),
        {
          institutionId: q.institution_id,
          solutionId: q.bank_service_id,
          productId: q.product_id,
          vendorId: q.vendor_id,
        },
        { ...q },
        activity,
      );
      return sendDownload(reply, {
        type: DOWNLOAD_CONTENT_TYPES.xlsx,
        fileName: file.fileName,
        body: file.bytes,
      });
    },
  );
}
