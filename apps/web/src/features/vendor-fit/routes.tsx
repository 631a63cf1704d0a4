import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, superAdminScreen } from '../../core/routing';

/** VendorFit's two screens, guarded by its module path, and the FIN Admin console's data scoring. */
export const VENDOR_FIT_ROUTES: FeatureRoute[] = [
  moduleScreen('/fi_prospect/vendor_fit/select_institution', M.vendorFit, () =>
    import('./SelectInstitutionPage').then((m) => ({ Component: m.SelectInstitutionPage })),
  ),
  moduleScreen('/fi_prospect/vendor_fit/predictions', M.vendorFit, () =>
    import('./PredictionsPage').then((m) => ({ Component: m.PredictionsPage })),
  ),
  superAdminScreen('data_scoring', () =>
    import('./DataScoringPage').then((m) => ({ Component: m.DataScoringPage })),
  ),
];
