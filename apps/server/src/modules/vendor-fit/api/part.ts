import type { ModulePart } from '../module-part.js';
import { fitRoutes } from './fit-routes.js';

/** The predictions API: the eight /api/fit_profile calls over the fitted models. */
export const apiPart: ModulePart = {
  routes: (app, context) => fitRoutes(app, context),
};
