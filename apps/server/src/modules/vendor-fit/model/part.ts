import { dataScoringQuerySchema, dataScoringResponseSchema } from '@fin-atlas/domain';
import { typed } from '../../../http/contracts.js';
import { registerElementProvider } from '../../fin-query/index.js';
import { route, SUPER_ADMIN } from '../../identity/index.js';
import type { ModulePart } from '../module-part.js';
import { dataScoring } from './data-scoring.js';
import { registerFitJobs } from './fit-job.js';
import { vendorFitProvider } from './fit-provider.js';

// The Core Processing fit scores and ranks are FIN Query's VendorFit category (and so the report
// writer's VendorFit segment): registered as the module loads, so FIN Query never imports this module.
registerElementProvider(vendorFitProvider);

/** The model: its fit job and scan, its FIN Query elements, and the FIN Admin's accuracy console. */
export const modelPart: ModulePart = {
  async routes(app, { database }) {
    typed(app).get(
      '/api/super_admin/data_scoring',
      {
        ...route(SUPER_ADMIN),
        schema: { querystring: dataScoringQuerySchema, response: { 200: dataScoringResponseSchema } },
      },
      async (request) => dataScoring(database, request.query.group_id),
    );
  },
  jobs: [registerFitJobs],
};
