import type { FitEvaluation } from '@fin-atlas/domain';
import type { StubReply } from './fetch-stub';
import { sessionFixture } from './fixtures';

const VENDOR_FIT_MODULE = {
  id: 40,
  name: 'VendorFit',
  icon: null,
  path: '/fi_prospect/vendor_fit',
  display_type: 'module' as const,
  parent_id: null,
  display_order: 40,
  partially_enabled: false,
  user_guide_url: null,
};

/** A vendor signed in with VendorFit bought and its menu entry open. */
export const VENDOR_FIT_SHELL: Record<string, StubReply> = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/ui_modules': {
    body: {
      ui_modules: [{ ...VENDOR_FIT_MODULE, enabled: true, about_path: null, module_flag: 'fin_vendorfit' }],
    },
  },
  'GET /api/users/enabled_modules': {
    body: { ui_modules: [VENDOR_FIT_MODULE], enabled_paths: ['/fi_prospect/vendor_fit'] },
  },
};

/** A measured model: 24 held-out switches, 38% / 71% against the baseline's 25% / 50%. */
export const FIT_EVALUATION: FitEvaluation = {
  holdout: 24,
  top1: 0.375,
  top3: 0.708,
  baseline_top1: 0.25,
  baseline_top3: 0.5,
  window_start: '2024-10-01',
  window_end: '2026-09-30',
};

export const coreSolution = (evaluation: FitEvaluation | null = FIT_EVALUATION) => ({
  id: 1,
  name: 'Core Processing',
  products: 14,
  clients: 230,
  period: '2026-09-30',
  fitted_at: '2026-10-02T06:00:00.000Z',
  evaluation,
});

/** A solution whose model has too few recent switches to be measured. */
export const unmeasuredSolution = () => ({
  ...coreSolution(null),
  id: 22,
  name: 'Retail Mobile Banking',
  products: 9,
  clients: 180,
});
