import { ADVISOR_SECTIONS } from '@fin-atlas/domain';
import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';

const advisorPage = (path: string) =>
  moduleScreen(path, M.advisor, () => import('./AdvisorPage').then((m) => ({ Component: m.AdvisorPage })));

/** Advisor: every section's summary and pages (key metrics also under their own paths). */
export const ADVISOR_ROUTES: FeatureRoute[] = [
  redirectRoute('/analytics/advisor', '/analytics/advisor/select_institution'),
  ...ADVISOR_SECTIONS.flatMap((section) => [
    advisorPage(`/analytics/advisor/${section.id}/summary`),
    ...section.pages.flatMap((p) => [
      advisorPage(`/analytics/advisor/${section.id}/${p.id}`),
      ...(p.keyMetricsAlias ? [advisorPage(`/analytics/advisor/key_metrics/${p.id}`)] : []),
    ]),
  ]),
];
