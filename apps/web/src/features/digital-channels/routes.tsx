import { DIGITAL_CHANNEL_PAGES as P } from '@fin-atlas/domain';
import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';

const modulePage = (module: 'Retail Mobile Banking' | 'Retail Online Banking') => () =>
  import('./ModulePage').then((m) => ({ element: <m.ModulePage module={module} /> }));

/**
 * The digital channels dashboard and its two report modules (spec section 2); /digital_channels opens
 * the dashboard. The about page stays with the other about pages (features/home).
 */
export const DIGITAL_CHANNELS_ROUTES: FeatureRoute[] = [
  moduleScreen(P.dashboard, M.digitalChannels, () =>
    import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  ),
  moduleScreen(P['Retail Mobile Banking'], M.digitalChannels, modulePage('Retail Mobile Banking')),
  moduleScreen(P['Retail Online Banking'], M.digitalChannels, modulePage('Retail Online Banking')),
  redirectRoute(M.digitalChannels, P.dashboard),
];
