import { type FeatureRoute, MODULE_PATHS, moduleGuard, SUPER_ADMIN } from '../../core/routing';
import { GLOBAL_SEGMENT_SETS_PATH, SEGMENT_SETS_PATH } from './paths';

/**
 * The user's segment sets (open with any module that uses them: FIN Query, the industry reporter,
 * Reporter, Advisor, FIN Profile, as the server's access says) and the FIN Admins' global sets.
 */
export const SEGMENTATION_ROUTES: FeatureRoute[] = [
  {
    path: SEGMENT_SETS_PATH,
    guard: moduleGuard(
      MODULE_PATHS.finQuery,
      MODULE_PATHS.industryReporter,
      MODULE_PATHS.reporter,
      MODULE_PATHS.advisor,
      MODULE_PATHS.profile,
    ),
    page: {
      lazy: () => import('./SegmentSetsPage').then((m) => ({ element: <m.SegmentSetsPage scope="own" /> })),
    },
  },
  {
    path: GLOBAL_SEGMENT_SETS_PATH,
    guard: SUPER_ADMIN,
    page: {
      lazy: () =>
        import('./SegmentSetsPage').then((m) => ({ element: <m.SegmentSetsPage scope="global" /> })),
    },
  },
];
