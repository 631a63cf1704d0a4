/**
 * The evidence FIN Intent reads besides the regulators' data: job postings, website pages and
 * executive moves. Postings carry a job function and a seniority from these lists (importers refuse
 * others), so a search can narrow by them.
 */
export const JOB_FUNCTIONS = [
  'technology',
  'operations',
  'lending',
  'retail',
  'finance',
  'compliance',
  'marketing',
  'human_resources',
  'executive',
] as const;

export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export const JOB_FUNCTION_LABELS: Readonly<Record<JobFunction, string>> = {
  technology: 'Technology',
  operations: 'Operations',
  lending: 'Lending',
  retail: 'Retail and branches',
  finance: 'Finance',
  compliance: 'Compliance and risk',
  marketing: 'Marketing',
  human_resources: 'Human resources',
  executive: 'Executive',
};

export const JOB_SENIORITIES = ['executive', 'senior', 'mid', 'entry'] as const;

export type JobSeniority = (typeof JOB_SENIORITIES)[number];

export const JOB_SENIORITY_LABELS: Readonly<Record<JobSeniority, string>> = {
  executive: 'Executive',
  senior: 'Senior (manager, officer)',
  mid: 'Mid-level',
  entry: 'Entry level',
};

/** A contact event: a person who joined an institution or left it. */
export const CONTACT_EVENT_KINDS = ['joined', 'departed'] as const;

export type ContactEventKind = (typeof CONTACT_EVENT_KINDS)[number];

/**
 * FIN Query's Custom Search over the evidence: Job Search reads job postings, Site Search website
 * pages, each one element (element id 1 of its type) whose properties hold the full-text search.
 */
export const EVIDENCE_SEARCH_ELEMENT_ID = 1;

export const EVIDENCE_SEARCH_LIMITS = {
  minTextLength: 2,
  maxTextLength: 200,
  /** The window: the latest quarters of the evidence, ending with the quarter of its newest record. */
  maxQuarters: 12,
  defaultQuarters: 4,
  /** The most matching records a rule may ask for. */
  maxMinimum: 1000,
} as const;

export const EVIDENCE_SEARCH_MESSAGES = {
  textTooShort: `Validation failed. Type at least ${EVIDENCE_SEARCH_LIMITS.minTextLength} characters to search for.`,
  textTooLong: `Validation failed. A search has at most ${EVIDENCE_SEARCH_LIMITS.maxTextLength} characters.`,
  onlyCommonWords:
    'Validation failed. The search has only common words (such as "the" or "and"); add a word the text would contain.',
  badProperties: 'Validation failed. The search settings are invalid.',
  badMinimum: `Validation failed. The number of matches must be a whole number from 1 to ${EVIDENCE_SEARCH_LIMITS.maxMinimum}.`,
} as const;
