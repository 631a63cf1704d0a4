import {
  type FeatureRoute,
  MODULE_PATHS as M,
  moduleScreen,
  SAVED_QUERIES_PATH,
  SUPER_ADMIN,
} from '../../../core/routing';

/** Saved queries (spec: Saved Reports) and the FIN Admin consoles that copy and curate them. */
export const SAVED_QUERY_ROUTES: FeatureRoute[] = [
  moduleScreen(SAVED_QUERIES_PATH, M.finQuery, () =>
    import('./SavedQueriesPage').then((m) => ({ Component: m.SavedQueriesPage })),
  ),
  {
    path: '/super_admin/copy_queries',
    guard: SUPER_ADMIN,
    page: { lazy: () => import('./CopyQueriesPage').then((m) => ({ Component: m.CopyQueriesPage })) },
  },
  {
    path: '/super_admin/navigator_groups',
    guard: SUPER_ADMIN,
    page: { lazy: () => import('./NavigatorGroupsPage').then((m) => ({ Component: m.NavigatorGroupsPage })) },
  },
];
