import type { RouteObject } from 'react-router';

/**
 * How a route is guarded (spec section 2): open to visitors; signed in; a module path the navigation
 * guard checks; or a console ability. The app's router turns each into its guard element.
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'signed_in' }
  | { kind: 'module'; paths: readonly string[] }
  | { kind: 'admin' }
  | { kind: 'super_admin' }
  | { kind: 'partner_admin' };

/** A screen's code, loaded on first visit as its own chunk. */
export type LazyScreen = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

export type RoutePage = { redirect: string } | { lazy: LazyScreen };

/**
 * One route a feature owns. Features list their routes in their routes.tsx; the app's router
 * mounts each in its guard, inside the signed-in shell unless the route says otherwise.
 */
export type FeatureRoute = {
  /** Absolute path, as the spec lists it. */
  path: string;
  guard: Guard;
  /** The top-level menu module (ui_modules path) the sidebar shows for this page. */
  module?: string;
  /** Signed-in pages outside the main shell have a header of their own (spec section 2). */
  frame?: 'shell' | 'standalone';
  page: RoutePage;
};

// Menu module paths (ui-module-tree.ts on the server).
export const MODULE_PATHS = {
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

/** FIN Query's builder, where a saved query opens. */
export const BUILDER_PATH = '/technographics/fin_query/query';

/** The builder in mortgage mode (the mortgage lender variant). */
export const MORTGAGE_BUILDER_PATH = `${BUILDER_PATH}?mbc=1`;

/** FIN Query's saved queries (the spec's "Saved Reports"). */
export const SAVED_QUERIES_PATH = '/technographics/fin_query/report';

/**
 * The builder opening a saved query (`?saved=<id>`), in mortgage mode for a mortgage lender query
 * (`&mbc=1`; the builder also switches by itself), and running it at once when asked (`&run=1`).
 */
export const savedQueryPath = (id: number, run = false, mortgage = false) =>
  `${BUILDER_PATH}?saved=${id}${mortgage ? '&mbc=1' : ''}${run ? '&run=1' : ''}`;

export const PUBLIC: Guard = { kind: 'public' };
export const SIGNED_IN: Guard = { kind: 'signed_in' };
export const ADMIN: Guard = { kind: 'admin' };
export const SUPER_ADMIN: Guard = { kind: 'super_admin' };
export const PARTNER_ADMIN: Guard = { kind: 'partner_admin' };
export const moduleGuard = (...paths: string[]): Guard => ({ kind: 'module', paths });

/** A path that only forwards to another, open to every signed-in user unless guarded otherwise. */
export const redirectRoute = (path: string, to: string, guard: Guard = SIGNED_IN): FeatureRoute => ({
  path,
  guard,
  page: { redirect: to },
});

/**
 * A built module screen: guarded by its module path, the sidebar showing `sidebarModule` (the
 * module itself unless it is a page of a larger one).
 */
export const moduleScreen = (
  path: string,
  modulePath: string,
  lazy: LazyScreen,
  sidebarModule: string = modulePath,
): FeatureRoute => ({
  path,
  guard: moduleGuard(modulePath),
  module: sidebarModule,
  page: { lazy },
});

/** A FIN Admin console screen under /super_admin. */
export const superAdminScreen = (path: string, lazy: LazyScreen): FeatureRoute => ({
  path: `/super_admin/${path}`,
  guard: SUPER_ADMIN,
  page: { lazy },
});
