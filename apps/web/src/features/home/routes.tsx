import {
  type FeatureRoute,
  type Guard,
  MODULE_PATHS as M,
  moduleGuard,
  redirectRoute,
  SIGNED_IN,
  SUPER_ADMIN,
} from '../../core/routing';
import type { AboutTopicId } from './about-topics';

/** An about page: what a module does and how to get it, guarded as the module's area is. */
export type AboutRoute = {
  path: string;
  guard: Guard;
  module?: string;
  topic: AboutTopicId;
};

/** An about page open to every signed-in user. */
const aboutPage = (path: string, topic: AboutTopicId, module?: string): AboutRoute => ({
  path,
  guard: SIGNED_IN,
  module,
  topic,
});

const ANALYTICS_AREA = [M.advisor, M.reporter, M.profile, M.industryReporter];

/** Every about page (spec section 2). */
export const ABOUT_ROUTES: readonly AboutRoute[] = [
  // Technographics
  {
    path: '/technographics/about',
    guard: moduleGuard(M.technographics),
    module: M.technographics,
    topic: 'technographics',
  },
  // FIN Query, under Technographics
  aboutPage('/technographics/fin_query/about_crm', 'crm', M.crm),
  // FI prospecting
  aboutPage('/fi_prospect/about_technographics', 'technographics', M.technographics),
  aboutPage('/fi_prospect/about_fin_query', 'fin_query', M.finQuery),
  aboutPage('/fi_prospect/about_fin_intent', 'fin_intent', M.intent),
  aboutPage('/fi_prospect/about_vendor_fit', 'vendor_fit', M.vendorFit),
  // CRM
  aboutPage('/crm_data/about', 'crm', M.crm),
  // Analytics
  { path: '/analytics/analytics/about', guard: moduleGuard(...ANALYTICS_AREA), topic: 'fi_analytics' },
  {
    path: '/analytics/reporter/about',
    guard: moduleGuard(M.reporter),
    module: M.reporter,
    topic: 'reporter',
  },
  aboutPage('/analytics/about_advisor', 'advisor', M.advisor),
  aboutPage('/analytics/about_reporter', 'reporter', M.reporter),
  aboutPage('/analytics/about_profile', 'profile', M.profile),
  // Reports
  { path: '/reports/about', guard: moduleGuard(M.marketReports, M.industryReporter), topic: 'reports' },
  // Vertical strategy
  aboutPage('/fi_vertical_strategy/about_digital_channels', 'digital_channels', M.digitalChannels),
  aboutPage('/fi_vertical_strategy/about_market_reports', 'market_reports', M.marketReports),
  aboutPage('/fi_vertical_strategy/about_industry_reporter', 'industry_reporter', M.industryReporter),
  // Strategy
  aboutPage('/strategy/about', 'strategy', M.strategy),
  // Area overviews (access-checked about pages)
  {
    path: '/institution_analytics/about',
    guard: moduleGuard(...ANALYTICS_AREA),
    topic: 'institution_analytics',
  },
  {
    path: '/technology_analytics/about',
    guard: moduleGuard(M.technographics, M.digitalChannels, M.marketReports),
    topic: 'technology_analytics',
  },
  // The FIN Admin console's strategy about page; its other strategy screens are features/strategy's.
  { path: '/super_admin/strategy/about', guard: SUPER_ADMIN, topic: 'strategy' },
];

const aboutRoute = ({ path, guard, module, topic }: AboutRoute): FeatureRoute => ({
  path,
  guard,
  module,
  page: {
    lazy: () => import('./AboutPage').then((m) => ({ element: <m.AboutPage topic={topic} /> })),
  },
});

/** The dashboard, the about pages, and the entry paths of modules that forward to their first screen. */
export const HOME_ROUTES: FeatureRoute[] = [
  {
    path: '/dashboard',
    guard: SIGNED_IN,
    page: { lazy: () => import('./HomePage').then((m) => ({ Component: m.HomePage })) },
  },
  ...ABOUT_ROUTES.map(aboutRoute),
  redirectRoute('/technographics/fin_query', '/technographics/fin_query/query'),
  redirectRoute('/fi_prospect/intent', '/fi_prospect/intent/signals'),
  redirectRoute('/fi_prospect/vendor_fit', '/fi_prospect/vendor_fit/select_institution'),
  redirectRoute('/reports', '/reports/about'),
  redirectRoute('/strategy', '/strategy/about'),
];
