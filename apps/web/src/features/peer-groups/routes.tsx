import { type FeatureRoute, MODULE_PATHS as M, moduleScreen } from '../../core/routing';

// The selection steps every analytics module starts with: its institutions, then its peer group.
const selectInstitution = () => import('./SelectInstitutionPage');
const selectPeerGroup = () => import('./SelectPeerGroupPage');

export const PEER_GROUPS_ROUTES: FeatureRoute[] = [
  moduleScreen('/analytics/advisor/select_institution', M.advisor, () =>
    selectInstitution().then((m) => ({ Component: m.AdvisorSelectInstitutionPage })),
  ),
  moduleScreen('/analytics/advisor/select_peer_group', M.advisor, () =>
    selectPeerGroup().then((m) => ({ Component: m.AdvisorSelectPeerGroupPage })),
  ),
  moduleScreen('/analytics/reporter/select_institution', M.reporter, () =>
    selectInstitution().then((m) => ({ Component: m.ReporterSelectInstitutionPage })),
  ),
  moduleScreen('/analytics/reporter/order_institution', M.reporter, () =>
    import('./OrderInstitutionPage').then((m) => ({ Component: m.OrderInstitutionPage })),
  ),
  moduleScreen('/analytics/reporter/select_peer_group', M.reporter, () =>
    selectPeerGroup().then((m) => ({ Component: m.ReporterSelectPeerGroupPage })),
  ),
  moduleScreen('/analytics/fin_profile/select_institution', M.profile, () =>
    selectInstitution().then((m) => ({ Component: m.ProfileSelectInstitutionPage })),
  ),
];
