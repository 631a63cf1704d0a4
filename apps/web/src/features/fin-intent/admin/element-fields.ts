import {
  CONTACT_ROLES,
  INTENT_MAX_WINDOW_QUARTERS,
  type IntentElementKind,
  type IntentElementParams,
} from '@fin-atlas/domain';

type Choice = { value: string; label: string };

/** One setting of an element kind, as the form shows it (the ranges are the contract's). */
export type ParamField =
  | { key: string; label: string; type: 'text'; description?: string; optional?: boolean }
  | {
      key: string;
      label: string;
      type: 'number';
      min: number;
      max: number;
      step?: number;
      decimals?: number;
      thousands?: boolean;
      description?: string;
    }
  | { key: string; label: string; type: 'choice'; choices: readonly Choice[] }
  | { key: string; label: string; type: 'multi'; choices: readonly Choice[] };

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const QUERY: ParamField = {
  key: 'query',
  label: 'Full-text query',
  type: 'text',
  description: 'Words or "exact phrases"; OR between alternatives, a leading - to exclude',
};
const within = (key = 'within_quarters', label = 'Within the last (quarters)'): ParamField => ({
  key,
  label,
  type: 'number',
  min: 1,
  max: INTENT_MAX_WINDOW_QUARTERS,
});
const MIN_COUNT: ParamField = {
  key: 'min_count',
  label: 'Full points at (matches)',
  type: 'number',
  min: 1,
  max: 50,
  description: 'Fewer matches earn part of the weight',
};
const OVER = within('over_quarters', 'Over (quarters)');

/** The settings of each element kind, in the order the form shows them. */
export const ELEMENT_FIELDS: Readonly<Record<IntentElementKind, readonly ParamField[]>> = {
  job_posting: [
    QUERY,
    {
      key: 'job_function',
      label: 'Job function',
      type: 'text',
      optional: true,
      description: 'Optional, e.g. Technology',
    },
    within(),
    MIN_COUNT,
  ],
  site_page: [QUERY, within(), MIN_COUNT],
  contact: [
    {
      key: 'roles',
      label: 'Executive roles',
      type: 'multi',
      choices: CONTACT_ROLES.map((r) => ({ value: r, label: capitalised(r) })),
    },
    {
      key: 'event',
      label: 'Move',
      type: 'choice',
      choices: [
        { value: 'joined', label: 'Joined' },
        { value: 'departed', label: 'Departed' },
        { value: 'any', label: 'Joined or departed' },
      ],
    },
    within(),
  ],
  contract_age: [
    {
      key: 'min_years',
      label: 'Current product for at least (years)',
      type: 'number',
      min: 0.5,
      max: 40,
      step: 0.5,
      decimals: 1,
    },
  ],
  vendor_consolidation: [within()],
  asset_threshold: [
    {
      key: 'threshold',
      label: 'Total assets crossing ($ thousands)',
      type: 'number',
      min: 1,
      max: 5_000_000_000,
      thousands: true,
      description: '1,000,000 is $1B',
    },
    within(),
  ],
  asset_growth: [
    {
      key: 'min_growth_pct',
      label: 'Asset growth of at least (%)',
      type: 'number',
      min: 1,
      max: 500,
      decimals: 1,
    },
    OVER,
  ],
  efficiency_deterioration: [
    {
      key: 'min_increase_pp',
      label: 'Efficiency ratio rise of at least (points)',
      type: 'number',
      min: 0.5,
      max: 100,
      step: 0.5,
      decimals: 1,
    },
    OVER,
  ],
  merger: [
    {
      key: 'role',
      label: 'Institution’s part',
      type: 'choice',
      choices: [
        { value: 'acquirer', label: 'Acquirer' },
        { value: 'target', label: 'Target' },
        { value: 'any', label: 'Acquirer or target' },
      ],
    },
    within(),
  ],
};

/** The settings a new element of each kind starts with: a sensible signal, valid as it stands but the query. */
export const DEFAULT_PARAMS: {
  readonly [K in IntentElementKind]: Extract<IntentElementParams, { kind: K }>;
} = {
  job_posting: { kind: 'job_posting', query: '', within_quarters: 4, min_count: 2 },
  site_page: { kind: 'site_page', query: '', within_quarters: 4, min_count: 1 },
  contact: { kind: 'contact', roles: ['technology'], event: 'joined', within_quarters: 4 },
  contract_age: { kind: 'contract_age', min_years: 7 },
  vendor_consolidation: { kind: 'vendor_consolidation', within_quarters: 8 },
  asset_threshold: { kind: 'asset_threshold', threshold: 1_000_000, within_quarters: 4 },
  asset_growth: { kind: 'asset_growth', min_growth_pct: 20, over_quarters: 4 },
  efficiency_deterioration: { kind: 'efficiency_deterioration', min_increase_pp: 5, over_quarters: 4 },
  merger: { kind: 'merger', role: 'any', within_quarters: 4 },
};
