import { type FeatureRoute, SUPER_ADMIN } from '../../core/routing';

/** The FIN Admin's download log and fingerprint read-back. */
export const DOWNLOADS_ROUTES: FeatureRoute[] = [
  {
    path: '/super_admin/large_downloads_report',
    guard: SUPER_ADMIN,
    page: { lazy: () => import('./LargeDownloadsPage').then((m) => ({ Component: m.LargeDownloadsPage })) },
  },
];
