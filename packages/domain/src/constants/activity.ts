import { PURCHASED_MODULE_FLAGS } from './modules.js';

/**
 * What a user did, as activity tracking records it (issue 19): a sign-in, a page of a module opened,
 * a report run or viewed, a file exported from a report or list (`export`) or a stored file fetched
 * again (`download`), a FIN Query run, a saved query, report, peer group or segmentation created,
 * and a scheduled subscription delivered.
 */
export const ACTIVITY_KINDS = [
  'sign_in',
  'page_view',
  'report_run',
  'report_view',
  'export',
  'download',
  'query_run',
  'saved_item_created',
  'subscription_delivered',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  sign_in: 'Sign-ins',
  page_view: 'Page views',
  report_run: 'Report runs',
  report_view: 'Report views',
  export: 'Exports',
  download: 'Downloads',
  query_run: 'Query runs',
  saved_item_created: 'Saved items',
  subscription_delivered: 'Subscription deliveries',
};

/**
 * The modules activity is counted under: each purchased module (by its flag), the modules bought
 * by no flag (Strategy, the home page) and the user's own areas (the admin consoles, the account
 * pages). A sign-in belongs to no module and is stored with ''.
 */
export const ACTIVITY_MODULES = [...PURCHASED_MODULE_FLAGS, 'strategy', 'home', 'admin', 'account'] as const;
export type ActivityModule = (typeof ACTIVITY_MODULES)[number];
/** What an event that belongs to no module (a sign-in) is stored under. */
export const NO_ACTIVITY_MODULE = '';

export const ACTIVITY_MODULE_LABELS: Readonly<Record<ActivityModule | typeof NO_ACTIVITY_MODULE, string>> = {
  fin_technographics: 'Technographics',
  fin_query: 'FIN Query',
  fin_intent: 'FIN Intent',
  fin_crm: 'FIN CRM',
  fin_vendorfit: 'VendorFit',
  fin_advisor: 'Advisor',
  fin_reporter: 'Reporter',
  fin_profile: 'FIN Profile',
  fintech_market_reports: 'Market Reports',
  fin_digital_channels: 'Digital Channels',
  fin_industry_reporter: 'Industry Reporter',
  strategy: 'Strategy',
  home: 'Home',
  admin: 'Admin consoles',
  account: 'Account',
  '': 'General',
};

export const ACTIVITY_LIMITS = {
  /** The longest date range a report answers: two years (a leap day included). */
  maxRangeDays: 731,
  /** Days a report covers when the request names none. */
  defaultRangeDays: 30,
  /** Paths one page-view call may carry (the web shell batches navigations). */
  pageViewBatch: 20,
  /** The longest page path kept. */
  pathLength: 300,
  /** The per-user table lists the most active users, at most this many. */
  usersShown: 200,
  /** The latest events listed under a report. */
  recentShown: 20,
  /** Rows of one CSV export (a year of a 500-user client fits several times over). */
  csvRows: 200_000,
} as const;

export const ACTIVITY_MESSAGES = {
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a date range of two years or less.',
  groupNotClient: 'Choose a client group.',
} as const;
