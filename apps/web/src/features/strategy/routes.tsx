import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, SUPER_ADMIN } from '../../core/routing';

const segmentation = () => import('./SegmentationPage').then((m) => ({ Component: m.SegmentationPage }));
const whiteSpace = () => import('./WhiteSpacePage').then((m) => ({ Component: m.WhiteSpacePage }));

/** Strategy's screens on the vendor menu, and the FIN Admin console's twins (spec section 2). */
export const STRATEGY_ROUTES: FeatureRoute[] = [
  moduleScreen('/strategy/segmentation', M.strategy, segmentation),
  moduleScreen('/strategy/white_space_assessment', M.strategy, whiteSpace),
  moduleScreen('/strategy/publications', M.strategy, () =>
    import('./PublicationsPage').then((m) => ({ Component: m.PublicationsPage })),
  ),
  { path: '/super_admin/strategy/segmentation', guard: SUPER_ADMIN, page: { lazy: segmentation } },
  { path: '/super_admin/strategy/white_space_assessment', guard: SUPER_ADMIN, page: { lazy: whiteSpace } },
  {
    path: '/super_admin/strategy/publications',
    guard: SUPER_ADMIN,
    page: {
      lazy: () => import('./ManagePublicationsPage').then((m) => ({ Component: m.ManagePublicationsPage })),
    },
  },
];
