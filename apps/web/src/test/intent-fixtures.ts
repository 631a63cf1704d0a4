import type {
  IntentInstitutionEvidence,
  IntentInstitutionRow,
  IntentSignalDetail,
  IntentSignalSummary,
  MenuModule,
} from '@fin-atlas/domain';
import { sessionFixture } from './fixtures';

// What the FIN Intent screen tests share: a user who bought FIN Intent and FIN Query, and answers
// shaped exactly as the contracts describe them.

const module = (id: number, name: string, path: string, flag: MenuModule['module_flag']): MenuModule => ({
  id,
  name,
  icon: null,
  path,
  display_type: 'module',
  parent_id: null,
  display_order: id,
  partially_enabled: false,
  user_guide_url: null,
  enabled: true,
  about_path: null,
  module_flag: flag,
});

const MODULES = [
  module(30, 'FIN Intent', '/fi_prospect/intent', 'fin_intent'),
  module(20, 'FIN Query', '/technographics/fin_query', 'fin_query'),
];

export const INTENT_SHELL = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/ui_modules': { body: { ui_modules: MODULES } },
  'GET /api/users/enabled_modules': {
    body: {
      ui_modules: MODULES.map(({ enabled: _e, about_path: _a, module_flag: _f, ...rest }) => rest),
      enabled_paths: MODULES.map((m) => m.path),
    },
  },
};

/** The FIN Admin's session (the console pages' guard). */
export const ADMIN_SHELL = { ...INTENT_SHELL, 'GET /api/session': { body: sessionFixture('FIN Admin') } };

// The lazily loaded page chunk can take a while on a busy machine.
export const SLOW = { timeout: 10_000 };

export const signalSummary = (overrides: Partial<IntentSignalSummary> = {}): IntentSignalSummary => ({
  id: 3,
  name: 'Core Conversion',
  description: 'Banks preparing a core system conversion.',
  solution: { id: 11, name: 'Core Processing' },
  is_active: true,
  counts: { early_research: 120, active_research: 45, in_depth_research: 12 },
  previous_counts: { early_research: 110, active_research: 47, in_depth_research: 12 },
  ...overrides,
});

export const signalDetail = (overrides: Partial<IntentSignalDetail> = {}): IntentSignalDetail => ({
  ...signalSummary(),
  thresholds: { early: 20, active: 40, in_depth: 60 },
  elements: [
    {
      id: 31,
      name: 'Core conversion postings',
      kind: 'job_posting',
      weight: 40,
      params: { kind: 'job_posting', query: '"core conversion"', within_quarters: 4, min_count: 2 },
      deleted: false,
    },
    {
      id: 32,
      name: 'New CIO',
      kind: 'contact',
      weight: 20,
      params: { kind: 'contact', roles: ['technology'], event: 'joined', within_quarters: 4 },
      deleted: false,
    },
  ],
  history: [
    { period: '2026-06-30', counts: { early_research: 110, active_research: 47, in_depth_research: 12 } },
    { period: '2026-09-30', counts: { early_research: 120, active_research: 45, in_depth_research: 12 } },
  ],
  period: '2026-09-30',
  following: null,
  ...overrides,
});

export const institutionRow = (overrides: Partial<IntentInstitutionRow> = {}): IntentInstitutionRow => ({
  institution_id: 501,
  name: 'Prairie State Bank',
  city: 'Peoria',
  state: 'IL',
  fi_type: 'bank',
  assets: 845_000,
  score: 72.5,
  level: 'in_depth_research',
  previous_level: 'active_research',
  trend: [12, 18, 35, 48, 72.5],
  current_vendor: 'Fiserv',
  current_product: 'Premier',
  top_elements: ['Core conversion postings', '(Deleted)'],
  ...overrides,
});

export const evidence = (): IntentInstitutionEvidence => ({
  signal: { id: 3, name: 'Core Conversion' },
  institution: { id: 501, name: 'Prairie State Bank', city: 'Peoria', state: 'IL' },
  period: '2026-09-30',
  score: 72.5,
  level: 'in_depth_research',
  elements: [
    {
      element_id: 31,
      name: 'Core conversion postings',
      kind: 'job_posting',
      weight: 40,
      points: 40,
      evidence: [
        {
          kind: 'job_posting',
          ref_id: 9001,
          label: 'Core Conversion Project Manager',
          occurred_on: '2026-08-14',
          detail: 'Technology · Peoria, IL',
        },
      ],
    },
    {
      element_id: 30,
      name: '(Deleted)',
      kind: 'site_page',
      weight: 20,
      points: 12.5,
      evidence: [
        {
          kind: 'site_page',
          ref_id: 77,
          label: 'Our new online banking is coming',
          occurred_on: '2026-07-02',
          detail: 'prairiestate.example/news',
        },
      ],
    },
  ],
  history: [
    { period: '2026-06-30', score: 48, level: 'active_research' },
    { period: '2026-09-30', score: 72.5, level: 'in_depth_research' },
  ],
});
