import type { RouteObject } from 'react-router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * Built module screens by id, each its own code-split chunk. catalog.ts names the id on a route;
 * a feature adds its screens here with a lazy import of its page component.
 */
export const FEATURE_SCREENS = {
  market_share: () =>
    import('../../features/market-reports/MarketSharePage').then((m) => ({ Component: m.MarketSharePage })),
  market_firmographics: () =>
    import('../../features/market-reports/FirmographicsPage').then((m) => ({
      Component: m.FirmographicsPage,
    })),
  technographics_product_search: () =>
    import('../../features/technographics/ProductSearchPage').then((m) => ({
      Component: m.ProductSearchPage,
    })),
  technographics_vendor_report: () =>
    import('../../features/technographics/VendorReportPage').then((m) => ({ Component: m.VendorReportPage })),
  technographics_product_report: () =>
    import('../../features/technographics/ProductReportPage').then((m) => ({
      Component: m.ProductReportPage,
    })),
  technographics_service_report: () =>
    import('../../features/technographics/ServiceReportPage').then((m) => ({
      Component: m.ServiceReportPage,
    })),
  technographics_vendor_coverage: () =>
    import('../../features/technographics/VendorCoveragePage').then((m) => ({
      Component: m.VendorCoveragePage,
    })),
  technographics_solutions: () =>
    import('../../features/technographics/SolutionsPage').then((m) => ({ Component: m.SolutionsPage })),
  technographics_requests: () =>
    import('../../features/technographics/RequestsPage').then((m) => ({ Component: m.RequestsPage })),
  technographics_vendor_requests: () =>
    import('../../features/technographics/VendorRequestsPage').then((m) => ({
      Component: m.VendorRequestsPage,
    })),
  conference_import: () =>
    import('../../features/conferences/ConferenceImportPage').then((m) => ({
      Component: m.ConferenceImportPage,
    })),
  crm_data: () => import('../../features/crm/CrmDataPage').then((m) => ({ Component: m.CrmDataPage })),
  crm_dashboard: () =>
    import('../../features/crm/CrmDashboardPage').then((m) => ({ Component: m.CrmDashboardPage })),
  crm_sign_in: () => import('../../features/crm/CrmSignInPage').then((m) => ({ Component: m.CrmSignInPage })),
  large_downloads_report: () =>
    import('../../features/admin/LargeDownloadsPage').then((m) => ({ Component: m.LargeDownloadsPage })),
  advisor_select_institution: () =>
    import('../../features/analytics-selection/SelectInstitutionPage').then((m) => ({
      Component: m.AdvisorSelectInstitutionPage,
    })),
  advisor_select_peer_group: () =>
    import('../../features/analytics-selection/SelectPeerGroupPage').then((m) => ({
      Component: m.AdvisorSelectPeerGroupPage,
    })),
  advisor_page: () =>
    import('../../features/advisor/AdvisorPage').then((m) => ({ Component: m.AdvisorPage })),
  reporter_select_institution: () =>
    import('../../features/analytics-selection/SelectInstitutionPage').then((m) => ({
      Component: m.ReporterSelectInstitutionPage,
    })),
  reporter_order_institution: () =>
    import('../../features/analytics-selection/OrderInstitutionPage').then((m) => ({
      Component: m.OrderInstitutionPage,
    })),
  reporter_select_peer_group: () =>
    import('../../features/analytics-selection/SelectPeerGroupPage').then((m) => ({
      Component: m.ReporterSelectPeerGroupPage,
    })),
  reporter_select_report: () =>
    import('../../features/reporter/SelectReportPage').then((m) => ({ Component: m.SelectReportPage })),
  reporter_metrics: () =>
    import('../../features/reporter/ReportViewPage').then((m) => ({ Component: m.ReportViewPage })),
  profile_select_institution: () =>
    import('../../features/analytics-selection/SelectInstitutionPage').then((m) => ({
      Component: m.ProfileSelectInstitutionPage,
    })),
  profile_custom_profile: () =>
    import('../../features/profile/CustomProfilePage').then((m) => ({ Component: m.CustomProfilePage })),
} satisfies Record<string, LazyRoute>;

export type FeatureScreenId = keyof typeof FEATURE_SCREENS;
