/** The analytics modules that start with choosing an institution (and, for two, a peer group). */
export type AnalyticsModule = 'advisor' | 'reporter' | 'fin_profile';

export type AnalyticsModuleConfig = {
  id: AnalyticsModule;
  name: string;
  selectInstitutionPath: string;
  /** Reporter benchmarks several institutions side by side; the others study one. */
  multipleInstitutions: boolean;
  orderInstitutionPath: string | null;
  selectPeerGroupPath: string | null;
  /** Where the selection leads once complete. */
  nextPath: string;
  selectReportPath: string | null;
};

export const ANALYTICS_MODULES: Record<AnalyticsModule, AnalyticsModuleConfig> = {
  advisor: {
    id: 'advisor',
    name: 'Advisor',
    selectInstitutionPath: '/analytics/advisor/select_institution',
    multipleInstitutions: false,
    orderInstitutionPath: null,
    selectPeerGroupPath: '/analytics/advisor/select_peer_group',
    nextPath: '/analytics/advisor/profit/summary',
    selectReportPath: null,
  },
  reporter: {
    id: 'reporter',
    name: 'Reporter',
    selectInstitutionPath: '/analytics/reporter/select_institution',
    multipleInstitutions: true,
    orderInstitutionPath: '/analytics/reporter/order_institution',
    selectPeerGroupPath: '/analytics/reporter/select_peer_group',
    nextPath: '/analytics/reporter/select_report',
    selectReportPath: '/analytics/reporter/select_report',
  },
  fin_profile: {
    id: 'fin_profile',
    name: 'FIN Profile',
    selectInstitutionPath: '/analytics/fin_profile/select_institution',
    multipleInstitutions: false,
    orderInstitutionPath: null,
    selectPeerGroupPath: null,
    nextPath: '/analytics/fin_profile/custom_profile',
    selectReportPath: null,
  },
};

/** Where "Continue" goes from the institution step: ordering when several were chosen, else the peer group. */
export function afterInstitutionPath(module: AnalyticsModuleConfig, institutionCount: number): string {
  if (module.orderInstitutionPath && institutionCount > 1) return module.orderInstitutionPath;
  return module.selectPeerGroupPath ?? module.nextPath;
}
