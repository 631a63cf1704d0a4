// The module's only public surface: its registration, the fit (run by the demo-data test template) and the scoring rule.
import type { AppModule } from '../../http/app-module.js';
import { apiPart } from './api/part.js';
import { modelPart } from './model/part.js';

const PARTS = [modelPart, apiPart];

/**
 * VendorFit: which products fit an institution and why. Every product's client base is profiled on
 * the variables of eight categories; an institution's fit is computed per category and overall, and
 * the model's accuracy on held-out switches is measured against the asset-band baseline.
 */
export const register: AppModule = {
  name: 'vendor-fit',
  async routes(app, context) {
    for (const part of PARTS) await part.routes?.(app, context);
  },
  jobs: PARTS.flatMap((part) => part.jobs ?? []),
};

export type {
  Features,
  FitModel,
  FitVariable,
  ProductFit,
  ProductProfile,
} from './fit-model.js';
export { binCount, binOf, priorKey, scoreInstitution } from './fit-model.js';
export type { VendorFitSummary } from './model/fit-run.js';
export { fitVendorFitModels } from './model/fit-run.js';
