import { type FeatureRoute, MODULE_PATHS as M, moduleScreen } from '../../core/routing';

/** Conference Import, under FIN Query in Technographics. */
export const CONFERENCES_ROUTES: FeatureRoute[] = [
  moduleScreen(
    '/technographics/fin_query/conference_import',
    M.conferenceImport,
    () => import('./ConferenceImportPage').then((m) => ({ Component: m.ConferenceImportPage })),
    M.technographics,
  ),
];
