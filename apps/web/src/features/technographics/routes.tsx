import {
  type FeatureRoute,
  MODULE_PATHS as M,
  moduleGuard,
  moduleScreen,
  redirectRoute,
} from '../../core/routing';

/** Technographics: product search, the vendor, product and service reports, coverage and requests. */
export const TECHNOGRAPHICS_ROUTES: FeatureRoute[] = [
  // The same search outside the main shell (spec section 2).
  {
    path: '/fin_apps_search',
    guard: moduleGuard(M.technographics),
    frame: 'standalone',
    page: { lazy: () => import('./FinAppsSearchPage').then((m) => ({ Component: m.FinAppsSearchPage })) },
  },
  redirectRoute('/technographics', '/technographics/product/search'),
  moduleScreen('/technographics/product/search', M.technographics, () =>
    import('./ProductSearchPage').then((m) => ({ Component: m.ProductSearchPage })),
  ),
  moduleScreen('/technographics/vendor_report/:id', M.technographics, () =>
    import('./VendorReportPage').then((m) => ({ Component: m.VendorReportPage })),
  ),
  moduleScreen('/technographics/product_report/:id', M.technographics, () =>
    import('./ProductReportPage').then((m) => ({ Component: m.ProductReportPage })),
  ),
  moduleScreen('/technographics/service_report/:id', M.technographics, () =>
    import('./ServiceReportPage').then((m) => ({ Component: m.ServiceReportPage })),
  ),
  moduleScreen('/technographics/vendor_coverage', M.technographics, () =>
    import('./VendorCoveragePage').then((m) => ({ Component: m.VendorCoveragePage })),
  ),
  moduleScreen('/technographics/solutions', M.technographics, () =>
    import('./SolutionsPage').then((m) => ({ Component: m.SolutionsPage })),
  ),
  moduleScreen(
    '/technographics/requests',
    M.requests,
    () => import('./RequestsPage').then((m) => ({ Component: m.RequestsPage })),
    M.technographics,
  ),
  moduleScreen(
    '/technographics/vendor_requests',
    M.vendorRequests,
    () => import('./VendorRequestsPage').then((m) => ({ Component: m.VendorRequestsPage })),
    M.technographics,
  ),
  moduleScreen('/technographics/performographics', M.technographics, () =>
    import('./PerformographicsNoticePage').then((m) => ({ Component: m.PerformographicsNoticePage })),
  ),
];
