import { ADVISOR_SECTIONS } from '@fin-atlas/domain';
import type { AboutTopicId } from '../../features/about/about-topics';
import type { ConsoleToolId } from '../../features/admin/console-tools';
import type { FeatureScreenId } from './feature-screens';

/**
 * How a route is guarded (spec section 2): signed in; a module path the navigation guard checks;
 * or a console ability. Public routes and the consoles' built screens live in routes.tsx.
 */
export type Guard =
  | { kind: 'signed_in' }
  | { kind: 'module'; paths: readonly string[] }
  | { kind: 'admin' }
  | { kind: 'super_admin' }
  | { kind: 'partner_admin' };

export type ScreenPage =
  | { about: AboutTopicId; screen?: string }
  | { redirect: string }
  | { tool: ConsoleToolId }
  | { legacy: 'performographics' }
  /** A built module screen, loaded lazily from feature-screens.tsx. */
  | { feature: FeatureScreenId };

export type CatalogRoute = {
  /** Absolute path, as the spec lists it. */
  path: string;
  guard: Guard;
  /** The top-level menu module (ui_modules path) the sidebar shows for this page. */
  module?: string;
  page: ScreenPage;
};

// Menu module paths (ui-module-tree.ts on the server).
export const M = {
  technographics: '/technographics',
  finQuery: '/technographics/fin_query',
  conferenceImport: '/technographics/fin_query/conference_import',
  crmData: '/technographics/crm_data',
  requests: '/technographics/requests',
  vendorRequests: '/technographics/vendor_requests',
  intent: '/fi_prospect/intent',
  crm: '/crm_data',
  vendorFit: '/fi_prospect/vendor_fit',
  advisor: '/analytics/advisor',
  reporter: '/analytics/reporter',
  profile: '/analytics/fin_profile',
  marketReports: '/reports',
  digitalChannels: '/digital_channels',
  industryReporter: '/reports/industry_reporter',
  strategy: '/strategy',
} as const;

const SIGNED_IN: Guard = { kind: 'signed_in' };
const moduleGuard = (...paths: string[]): Guard => ({ kind: 'module', paths });

/** A module screen: guarded by its module path, showing the module's about page until it is built. */
const screen = (
  path: string,
  modulePath: string,
  about: AboutTopicId,
  name: string,
  sidebarModule: string = modulePath,
): CatalogRoute => ({
  path,
  guard: moduleGuard(modulePath),
  module: sidebarModule,
  page: { about, screen: name },
});

/** A built module screen, guarded by its module path. */
const featureScreen = (
  path: string,
  modulePath: string,
  feature: FeatureScreenId,
  sidebarModule: string = modulePath,
): CatalogRoute => ({
  path,
  guard: moduleGuard(modulePath),
  module: sidebarModule,
  page: { feature },
});

const aboutPage = (path: string, about: AboutTopicId, module?: string): CatalogRoute => ({
  path,
  guard: SIGNED_IN,
  module,
  page: { about },
});

const redirect = (path: string, to: string): CatalogRoute => ({
  path,
  guard: SIGNED_IN,
  page: { redirect: to },
});

const tool = (path: string, guard: Guard, id: ConsoleToolId): CatalogRoute => ({
  path,
  guard,
  page: { tool: id },
});

const titleCase = (id: string) =>
  id
    .split('_')
    .map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`)
    .join(' ');

const ADVISOR_ROUTES: CatalogRoute[] = ADVISOR_SECTIONS.flatMap((section) => [
  featureScreen(`/analytics/advisor/${section.id}/summary`, M.advisor, 'advisor_page'),
  ...section.pages.flatMap((p) => [
    featureScreen(`/analytics/advisor/${section.id}/${p.id}`, M.advisor, 'advisor_page'),
    ...(p.keyMetricsAlias
      ? [featureScreen(`/analytics/advisor/key_metrics/${p.id}`, M.advisor, 'advisor_page')]
      : []),
  ]),
]);

const ANALYTICS_AREA = [M.advisor, M.reporter, M.profile, M.industryReporter];

/** Every signed-in route of spec section 2 that is not yet a dedicated screen. */
export const SCREEN_ROUTES: readonly CatalogRoute[] = [
  // Technographics
  redirect('/technographics', '/technographics/product/search'),
  {
    path: '/technographics/about',
    guard: moduleGuard(M.technographics),
    module: M.technographics,
    page: { about: 'technographics' },
  },
  featureScreen('/technographics/product/search', M.technographics, 'technographics_product_search'),
  featureScreen('/technographics/vendor_report/:id', M.technographics, 'technographics_vendor_report'),
  featureScreen('/technographics/product_report/:id', M.technographics, 'technographics_product_report'),
  featureScreen('/technographics/service_report/:id', M.technographics, 'technographics_service_report'),
  featureScreen('/technographics/vendor_coverage', M.technographics, 'technographics_vendor_coverage'),
  featureScreen('/technographics/solutions', M.technographics, 'technographics_solutions'),
  featureScreen('/technographics/requests', M.requests, 'technographics_requests', M.technographics),
  featureScreen(
    '/technographics/vendor_requests',
    M.vendorRequests,
    'technographics_vendor_requests',
    M.technographics,
  ),
  {
    path: '/technographics/performographics',
    guard: moduleGuard(M.technographics),
    module: M.technographics,
    page: { legacy: 'performographics' },
  },
  featureScreen('/technographics/crm_data', M.crmData, 'crm_data', M.technographics),
  // FIN Query, under Technographics
  redirect('/technographics/fin_query', '/technographics/fin_query/query'),
  screen('/technographics/fin_query/query', M.finQuery, 'fin_query', 'Query Builder'),
  screen('/technographics/fin_query/report', M.finQuery, 'fin_query', 'Saved Reports'),
  screen('/technographics/fin_query/download', M.finQuery, 'fin_query', 'Downloads'),
  featureScreen(
    '/technographics/fin_query/conference_import',
    M.conferenceImport,
    'conference_import',
    M.technographics,
  ),
  featureScreen('/technographics/fin_query/crm_data', M.crmData, 'crm_data', M.technographics),
  aboutPage('/technographics/fin_query/about_crm', 'crm', M.crm),
  // FI prospecting
  screen('/fi_prospect/signals', M.intent, 'fin_intent', 'Signals'),
  redirect('/fi_prospect/intent', '/fi_prospect/intent/signals'),
  screen('/fi_prospect/intent/signals', M.intent, 'fin_intent', 'Signals'),
  screen('/fi_prospect/intent/signals/view/:id', M.intent, 'fin_intent', 'Signal'),
  screen('/fi_prospect/intent/signals/:id', M.intent, 'fin_intent', 'Signal Detail'),
  redirect('/fi_prospect/vendor_fit', '/fi_prospect/vendor_fit/select_institution'),
  screen('/fi_prospect/vendor_fit/select_institution', M.vendorFit, 'vendor_fit', 'Select Institution'),
  screen('/fi_prospect/vendor_fit/predictions', M.vendorFit, 'vendor_fit', 'Predictions'),
  aboutPage('/fi_prospect/about_technographics', 'technographics', M.technographics),
  aboutPage('/fi_prospect/about_fin_query', 'fin_query', M.finQuery),
  aboutPage('/fi_prospect/about_fin_intent', 'fin_intent', M.intent),
  aboutPage('/fi_prospect/about_vendor_fit', 'vendor_fit', M.vendorFit),
  // CRM
  redirect('/crm_data', '/crm_data/dashboard'),
  aboutPage('/crm_data/about', 'crm', M.crm),
  featureScreen('/crm_data/dashboard', M.crm, 'crm_dashboard'),
  featureScreen('/crm_data/sign_in', M.crm, 'crm_sign_in'),
  // Analytics
  {
    path: '/analytics/analytics/about',
    guard: moduleGuard(...ANALYTICS_AREA),
    page: { about: 'fi_analytics' },
  },
  redirect('/analytics/advisor', '/analytics/advisor/select_institution'),
  featureScreen('/analytics/advisor/select_institution', M.advisor, 'advisor_select_institution'),
  featureScreen('/analytics/advisor/select_peer_group', M.advisor, 'advisor_select_peer_group'),
  ...ADVISOR_ROUTES,
  redirect('/analytics/reporter', '/analytics/reporter/select_institution'),
  {
    path: '/analytics/reporter/about',
    guard: moduleGuard(M.reporter),
    module: M.reporter,
    page: { about: 'reporter' },
  },
  featureScreen('/analytics/reporter/select_institution', M.reporter, 'reporter_select_institution'),
  featureScreen('/analytics/reporter/order_institution', M.reporter, 'reporter_order_institution'),
  featureScreen('/analytics/reporter/select_peer_group', M.reporter, 'reporter_select_peer_group'),
  featureScreen('/analytics/reporter/select_report', M.reporter, 'reporter_select_report'),
  featureScreen('/analytics/reporter/metrics', M.reporter, 'reporter_metrics'),
  redirect('/analytics/fin_profile', '/analytics/fin_profile/select_institution'),
  featureScreen('/analytics/fin_profile/select_institution', M.profile, 'profile_select_institution'),
  featureScreen('/analytics/fin_profile/custom_profile', M.profile, 'profile_custom_profile'),
  redirect('/analytics/industry_reporter', '/analytics/industry_reporter/select_fi_group'),
  screen(
    '/analytics/industry_reporter/select_report',
    M.industryReporter,
    'industry_reporter',
    'Select Report',
  ),
  screen(
    '/analytics/industry_reporter/select_fi_group',
    M.industryReporter,
    'industry_reporter',
    'Select FI Group',
  ),
  aboutPage('/analytics/about_advisor', 'advisor', M.advisor),
  aboutPage('/analytics/about_reporter', 'reporter', M.reporter),
  aboutPage('/analytics/about_profile', 'profile', M.profile),
  // Reports
  {
    path: '/reports/about',
    guard: moduleGuard(M.marketReports, M.industryReporter),
    page: { about: 'reports' },
  },
  redirect('/reports', '/reports/about'),
  featureScreen('/reports/market_reports', M.marketReports, 'market_share'),
  featureScreen('/reports/firmographics', M.marketReports, 'market_firmographics'),
  redirect('/reports/industry_reporter', '/reports/industry_reporter/select_fi_group'),
  ...['fi_group', 'select_fi_group', 'segmentation', 'select_report', 'report'].map((step) =>
    screen(`/reports/industry_reporter/${step}`, M.industryReporter, 'industry_reporter', titleCase(step)),
  ),
  // Digital channels and vertical strategy
  redirect('/digital_channels', '/digital_channels/dashboard'),
  screen('/digital_channels/dashboard', M.digitalChannels, 'digital_channels', 'Digital Channels Dashboard'),
  screen(
    '/digital_channels/retail_mobile_banking',
    M.digitalChannels,
    'digital_channels',
    'Retail Mobile Banking',
  ),
  screen(
    '/digital_channels/retail_online_banking',
    M.digitalChannels,
    'digital_channels',
    'Retail Online Banking',
  ),
  aboutPage('/fi_vertical_strategy/about_digital_channels', 'digital_channels', M.digitalChannels),
  aboutPage('/fi_vertical_strategy/about_market_reports', 'market_reports', M.marketReports),
  aboutPage('/fi_vertical_strategy/about_industry_reporter', 'industry_reporter', M.industryReporter),
  // Strategy
  redirect('/strategy', '/strategy/about'),
  aboutPage('/strategy/about', 'strategy', M.strategy),
  screen('/strategy/segmentation', M.strategy, 'strategy', 'Segmentation'),
  screen('/strategy/white_space_assessment', M.strategy, 'strategy', 'White Space Assessment'),
  screen('/strategy/publications', M.strategy, 'strategy', 'Publications'),
  // Area overviews (access-checked about pages)
  {
    path: '/institution_analytics/about',
    guard: moduleGuard(...ANALYTICS_AREA),
    page: { about: 'institution_analytics' },
  },
  {
    path: '/technology_analytics/about',
    guard: moduleGuard(M.technographics, M.digitalChannels, M.marketReports),
    page: { about: 'technology_analytics' },
  },
];

const ADMIN: Guard = { kind: 'admin' };
const SUPER: Guard = { kind: 'super_admin' };
const PARTNER: Guard = { kind: 'partner_admin' };

/** Console screens whose data arrives with later modules (the built ones are in routes.tsx). */
export const CONSOLE_ROUTES: readonly CatalogRoute[] = [
  tool('/admin/user_activity', ADMIN, 'admin.user_activity'),
  tool('/admin/user_order_report', ADMIN, 'admin.user_order_report'),
  tool('/admin/direct_access_defaults', ADMIN, 'admin.direct_access_defaults'),
  tool('/admin/group_profile_settings', ADMIN, 'admin.group_profile_settings'),
  tool('/partner_admin/groups/new', PARTNER, 'partner_admin.groups_new'),
  tool('/partner_admin/user_activity', PARTNER, 'partner_admin.user_activity'),
  tool('/super_admin/profile_cards', SUPER, 'super_admin.profile_cards'),
  tool('/super_admin/profile_cards/new', SUPER, 'super_admin.profile_cards_new'),
  tool('/super_admin/profile_card/:id/edit', SUPER, 'super_admin.profile_card_edit'),
  tool('/super_admin/rerun_reports', SUPER, 'super_admin.rerun_reports'),
  tool('/super_admin/app_configs', SUPER, 'super_admin.app_configs'),
  // The spec types pricing schedules and signals as admin routes, unlike the rest of the console.
  tool('/super_admin/client_pricing_schedules', ADMIN, 'super_admin.client_pricing_schedules'),
  tool('/super_admin/client_pricing_schedules/:id', ADMIN, 'super_admin.client_pricing_schedule'),
  tool('/super_admin/pricing_schedules_templates', ADMIN, 'super_admin.pricing_schedules_templates'),
  tool('/super_admin/signals', ADMIN, 'super_admin.signals'),
  tool('/super_admin/signals/view/:id', ADMIN, 'super_admin.signal_view'),
  tool('/super_admin/signals/:id', ADMIN, 'super_admin.signal_edit'),
  tool('/super_admin/actions', SUPER, 'super_admin.actions'),
  tool('/super_admin/features', SUPER, 'super_admin.features'),
  tool('/super_admin/report_access/accessible_reports', SUPER, 'super_admin.accessible_reports'),
  tool('/super_admin/report_access/select_fi', SUPER, 'super_admin.report_access_select_fi'),
  tool('/super_admin/upload_logo', SUPER, 'super_admin.upload_logo'),
  tool('/super_admin/user_activity_report', SUPER, 'super_admin.user_activity_report'),
  tool('/super_admin/user_orders_report', SUPER, 'super_admin.user_orders_report'),
  tool('/super_admin/upload_user_guides', SUPER, 'super_admin.upload_user_guides'),
  tool('/super_admin/user_access_request_report', SUPER, 'super_admin.user_access_request_report'),
  { path: '/super_admin/large_downloads_report', guard: SUPER, page: { feature: 'large_downloads_report' } },
  tool('/super_admin/client_activity_reports', SUPER, 'super_admin.client_activity_reports'),
  tool('/super_admin/update_fi_name', SUPER, 'super_admin.update_fi_name'),
  tool('/super_admin/authorization', SUPER, 'super_admin.authorization'),
  tool('/super_admin/navigator_groups', SUPER, 'super_admin.navigator_groups'),
  tool('/super_admin/navigator_reports', SUPER, 'super_admin.navigator_reports'),
  // Spelled as the spec spells it: bookmarks and links use this path.
  tool('/super_admin/manage_subscrptions', SUPER, 'super_admin.manage_subscriptions'),
  tool('/super_admin/segmentations', SUPER, 'super_admin.segmentations'),
  tool('/super_admin/technographics/performographics', SUPER, 'super_admin.performographics'),
  tool('/super_admin/technographics/performographics/report', SUPER, 'super_admin.performographics_report'),
  tool('/super_admin/user_edits', SUPER, 'super_admin.user_edits'),
  tool('/super_admin/copy_reports', SUPER, 'super_admin.copy_reports'),
  tool('/super_admin/copy_queries', SUPER, 'super_admin.copy_queries'),
  { path: '/super_admin/strategy/about', guard: SUPER, page: { about: 'strategy' } },
  {
    path: '/super_admin/strategy/segmentation',
    guard: SUPER,
    page: { about: 'strategy', screen: 'Segmentation' },
  },
  {
    path: '/super_admin/strategy/white_space_assessment',
    guard: SUPER,
    page: { about: 'strategy', screen: 'White Space Assessment' },
  },
  {
    path: '/super_admin/strategy/publications',
    guard: SUPER,
    page: { about: 'strategy', screen: 'Publications' },
  },
  {
    path: '/super_admin/report_writer/select_report',
    guard: SUPER,
    page: { about: 'report_writer', screen: 'Select Report' },
  },
  {
    path: '/super_admin/report_writer/custom_report',
    guard: SUPER,
    page: { about: 'report_writer', screen: 'Custom Report' },
  },
];
