import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';

const crmData = () => import('./CrmDataPage').then((m) => ({ Component: m.CrmDataPage }));

/** CRM data enrichment: the lists under Technographics and the CRM module's dashboard. */
export const CRM_ROUTES: FeatureRoute[] = [
  moduleScreen('/technographics/crm_data', M.crmData, crmData, M.technographics),
  moduleScreen('/technographics/fin_query/crm_data', M.crmData, crmData, M.technographics),
  redirectRoute('/crm_data', '/crm_data/dashboard'),
  moduleScreen('/crm_data/dashboard', M.crm, () =>
    import('./CrmDashboardPage').then((m) => ({ Component: m.CrmDashboardPage })),
  ),
  moduleScreen('/crm_data/sign_in', M.crm, () =>
    import('./CrmSignInPage').then((m) => ({ Component: m.CrmSignInPage })),
  ),
];
