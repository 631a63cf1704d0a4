// Ordered from weakest to strongest buying signal, so index comparisons mean "at least".
export const INTENT_LEVELS = ['early_research', 'active_research', 'in_depth_research'] as const;

export type IntentLevel = (typeof INTENT_LEVELS)[number];

export const INTENT_LEVEL_LABELS: Readonly<Record<IntentLevel, string>> = {
  early_research: 'Early Research',
  active_research: 'Active Research',
  in_depth_research: 'In-Depth Research',
};

/** A signal element that was deleted keeps its evidence; the screens name it so (spec section 4). */
export const DELETED_ELEMENT_NAME = '(Deleted)';

/**
 * The evidence a signal element reads. Each turns an institution's records into a strength of 0..1;
 * the element's points are its weight times that strength.
 * - job_posting, site_page: postings posted (pages first seen or changed) in the window whose text
 *   matches a full-text query; strength = matches / min_count, at most 1.
 * - contact: executives of the given roles who joined or departed in the window.
 * - contract_age: years the institution has run its current product for the signal's solution.
 * - vendor_consolidation: the institution acquired one whose product for the solution differs.
 * - asset_threshold: total assets crossed the threshold from below in the window.
 * - asset_growth: asset growth over the window at or above a rate.
 * - efficiency_deterioration: efficiency ratio rose by at least the given points over the window.
 * - merger: a merger as acquirer, target or either in the window.
 */
export const INTENT_ELEMENT_KINDS = [
  'job_posting',
  'site_page',
  'contact',
  'contract_age',
  'vendor_consolidation',
  'asset_threshold',
  'asset_growth',
  'efficiency_deterioration',
  'merger',
] as const;

export type IntentElementKind = (typeof INTENT_ELEMENT_KINDS)[number];

export const INTENT_ELEMENT_KIND_LABELS: Readonly<Record<IntentElementKind, string>> = {
  job_posting: 'Job postings',
  site_page: 'Website pages',
  contact: 'Executive moves',
  contract_age: 'Contract age',
  vendor_consolidation: 'Vendor consolidation after a merger',
  asset_threshold: 'Asset threshold crossed',
  asset_growth: 'Rapid growth',
  efficiency_deterioration: 'Efficiency deterioration',
  merger: 'Merger',
};

/** The evidence records a score points at (intent_evidence.evidence_kind). */
export const INTENT_EVIDENCE_KINDS = [
  'job_posting',
  'site_page',
  'contact_event',
  'technographics',
  'financial',
  'structure_event',
] as const;

export type IntentEvidenceKind = (typeof INTENT_EVIDENCE_KINDS)[number];

/** Scores are 0..100: the share of the signal's total weight an institution earned. */
export const INTENT_SCORE_MAX = 100;

export const INTENT_DEFAULT_THRESHOLDS = { early: 20, active: 40, in_depth: 60 } as const;

/** Quarters of score history kept and shown as a trend. */
export const INTENT_HISTORY_QUARTERS = 8;

/** The longest evidence window an element may ask for, in quarters. */
export const INTENT_MAX_WINDOW_QUARTERS = 8;

export const INTENT_ACTION_KINDS = ['notify', 'crm_list'] as const;
export type IntentActionKind = (typeof INTENT_ACTION_KINDS)[number];

export const INTENT_ACTION_KIND_LABELS: Readonly<Record<IntentActionKind, string>> = {
  notify: 'Notify followers in the app and by e-mail',
  crm_list: 'Add to a CRM list',
};

export const INTENT_LIMITS = {
  /** Institutions per page of a signal's list. */
  pageSize: 50,
  maxPageSize: 500,
  /** Rows of one export. */
  exportRows: 25_000,
  elementsPerSignal: 20,
  /** Evidence records kept per element, institution and quarter. */
  evidencePerElement: 10,
  /** A user's newest alerts listed at once. */
  alertsListed: 200,
  /** Institutions named per signal in one alert e-mail; the rest are counted. */
  alertMailInstitutions: 25,
  /** Scoring elements named per institution in the list and the export. */
  topElements: 3,
} as const;

export const INTENT_MESSAGES = {
  signalNameTaken: 'Validation failed. Signal name already exists.',
  thresholdsOrder: 'Validation failed. Thresholds must rise from early to active to in-depth research.',
  noElements: 'Validation failed. A signal needs at least one element.',
  signalNotFound: 'Signal not found.',
  solutionNotFound: 'Validation failed. The solution does not exist.',
  unknownElement: 'Validation failed. An element does not belong to this signal.',
  elementNeedsSolution:
    'Validation failed. Contract age and vendor consolidation elements need the signal to name a solution.',
  signalNotFoundForAction: 'Validation failed. The signal does not exist.',
  crmListNotFound: 'Validation failed. The CRM list does not exist.',
  actionNotFound: 'Action not found.',
  institutionNotFound: 'Institution not found.',
  periodNotScored: 'That quarter was not scored for this signal.',
  rescoreQueued: 'Rescoring started: the counts change once every signal has been scored again.',
  noScoresYet: 'Signals have not been scored yet. Scores appear after the next data load is processed.',
} as const;
