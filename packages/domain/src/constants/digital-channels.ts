import type { DigitalChannelModule } from './modules.js';

/**
 * The two channels the module tracks. A channel's rows are the institution's store listings (mobile:
 * App Store and Google Play) or its online banking platform (online: one 'web' row).
 */
export const DIGITAL_CHANNELS = ['mobile', 'online'] as const;
export type DigitalChannel = (typeof DIGITAL_CHANNELS)[number];

export const DIGITAL_CHANNEL_OF_MODULE: Record<DigitalChannelModule, DigitalChannel> = {
  'Retail Mobile Banking': 'mobile',
  'Retail Online Banking': 'online',
};

export const DIGITAL_CHANNEL_PAGES = {
  dashboard: '/digital_channels/dashboard',
  'Retail Mobile Banking': '/digital_channels/retail_mobile_banking',
  'Retail Online Banking': '/digital_channels/retail_online_banking',
  about: '/fi_vertical_strategy/about_digital_channels',
} as const;

/** The technographics solution each channel's vendor is, so both views name the same vendor. */
export const DIGITAL_CHANNEL_SOLUTION: Record<DigitalChannel, string> = {
  mobile: 'Retail Mobile Banking',
  online: 'Retail Online Banking',
};

export const APP_STORES = [
  { id: 'apple', name: 'App Store' },
  { id: 'google', name: 'Google Play' },
  { id: 'web', name: 'Web' },
] as const;
export type AppStore = (typeof APP_STORES)[number]['id'];

/** How the app is built: vendors sell native and hybrid frameworks; a wrapper shows the web site. */
export const APP_TYPES = [
  { id: 1, name: 'Native' },
  { id: 2, name: 'Hybrid' },
  { id: 3, name: 'Web Wrapper' },
] as const;
export type AppTypeId = (typeof APP_TYPES)[number]['id'];

/** Published under the vendor's developer account, or under the institution's own brand. */
export const VENDOR_BRANDED_OPTIONS = [
  { id: 1, name: 'Vendor Branded' },
  { id: 2, name: 'FI Branded' },
] as const;

/** Years since the app was first launched (its MB age), at the period's end. */
export const MB_AGE_GROUPS = [
  { id: 1, name: 'Under 2 years', minYears: 0, maxYears: 2 },
  { id: 2, name: '2 to 5 years', minYears: 2, maxYears: 5 },
  { id: 3, name: '5 to 8 years', minYears: 5, maxYears: 8 },
  { id: 4, name: '8 to 12 years', minYears: 8, maxYears: 12 },
  { id: 5, name: '12 years and over', minYears: 12, maxYears: Number.POSITIVE_INFINITY },
] as const;
export type MbAgeGroupId = (typeof MB_AGE_GROUPS)[number]['id'];

/** Install bands as the stores publish them (Google Play's "10K+" and so on). */
export const DOWNLOAD_BANDS = [
  { id: 1, name: 'Under 1K', min: 0 },
  { id: 2, name: '1K+', min: 1_000 },
  { id: 3, name: '5K+', min: 5_000 },
  { id: 4, name: '10K+', min: 10_000 },
  { id: 5, name: '50K+', min: 50_000 },
  { id: 6, name: '100K+', min: 100_000 },
  { id: 7, name: '500K+', min: 500_000 },
  { id: 8, name: '1M+', min: 1_000_000 },
] as const;
export type DownloadBandId = (typeof DOWNLOAD_BANDS)[number]['id'];

/**
 * The features tracked per app or platform. `code` is what the operator's CSV lists; `channels`
 * says where the feature exists (Zelle is in both, mobile deposit only in apps).
 */
export const DIGITAL_FEATURES = [
  { id: 1, code: 'mobile_deposit', name: 'Mobile Check Deposit', channels: ['mobile'] },
  { id: 2, code: 'p2p', name: 'P2P Payments', channels: ['mobile', 'online'] },
  { id: 3, code: 'zelle', name: 'Zelle Transfers', channels: ['mobile', 'online'] },
  { id: 4, code: 'card_controls', name: 'Card Controls', channels: ['mobile', 'online'] },
  { id: 5, code: 'biometric_login', name: 'Biometric Login', channels: ['mobile'] },
  { id: 6, code: 'budgeting', name: 'Budgeting & PFM', channels: ['mobile', 'online'] },
  { id: 7, code: 'chat', name: 'Chat / Virtual Assistant', channels: ['mobile', 'online'] },
  { id: 8, code: 'bill_pay', name: 'Bill Pay', channels: ['mobile', 'online'] },
  { id: 9, code: 'external_transfers', name: 'External Transfers', channels: ['mobile', 'online'] },
  { id: 10, code: 'alerts', name: 'Account Alerts', channels: ['mobile', 'online'] },
  { id: 11, code: 'credit_score', name: 'Credit Score', channels: ['mobile', 'online'] },
  { id: 12, code: 'travel_notices', name: 'Travel Notices', channels: ['mobile', 'online'] },
  { id: 13, code: 'wallet_provisioning', name: 'Digital Wallet Provisioning', channels: ['mobile'] },
  { id: 14, code: 'account_opening', name: 'Account Opening', channels: ['mobile', 'online'] },
  { id: 15, code: 'estatements', name: 'e-Statements', channels: ['mobile', 'online'] },
  { id: 16, code: 'secure_messaging', name: 'Secure Messaging', channels: ['mobile', 'online'] },
  { id: 17, code: 'savings_goals', name: 'Savings Goals', channels: ['mobile', 'online'] },
  { id: 18, code: 'early_direct_deposit', name: 'Early Direct Deposit', channels: ['mobile', 'online'] },
  { id: 19, code: 'account_aggregation', name: 'Account Aggregation', channels: ['mobile', 'online'] },
  { id: 20, code: 'loan_payments', name: 'Loan Payments', channels: ['mobile', 'online'] },
] as const satisfies readonly {
  id: number;
  code: string;
  name: string;
  channels: readonly ('mobile' | 'online')[];
}[];
export type DigitalFeatureId = (typeof DIGITAL_FEATURES)[number]['id'];

/** How institutions are sized when a report groups or weighs them by size. */
export const CLIENT_SIZE_METRICS = [
  { id: 1, name: 'Total Assets' },
  { id: 2, name: 'Total Deposits' },
] as const;
export type ClientSizeMetricId = (typeof CLIENT_SIZE_METRICS)[number]['id'];

/** Satisfaction from store ratings: weighted by rating count (default), a plain mean, or the count. */
export const SATISFACTION_MEASURES = [
  { id: 1, name: 'Weighted Rating' },
  { id: 2, name: 'Average Rating' },
  { id: 3, name: 'Rating Count' },
] as const;
export type SatisfactionMeasureId = (typeof SATISFACTION_MEASURES)[number]['id'];

/** The period list and trend points: every quarter end, or year ends only. */
export const DATE_LEVELS = [
  { id: 1, name: 'Quarterly' },
  { id: 2, name: 'Annual' },
] as const;
export type DateLevelId = (typeof DATE_LEVELS)[number]['id'];

/**
 * Filter ids. A report lists the ids it enables (filter_ids) and the side panel shows only those.
 * `key` is the query parameter the filter's value travels in.
 */
export const DIGITAL_CHANNELS_FILTERS = [
  { id: 1, key: 'current_period', name: 'Current Period', kind: 'single' },
  { id: 2, key: 'previous_period', name: 'Previous Period', kind: 'single' },
  { id: 3, key: 'beginning_period', name: 'Beginning Period', kind: 'single' },
  { id: 4, key: 'market_measure', name: 'Market Measure', kind: 'single' },
  { id: 5, key: 'client_size_metric', name: 'Client Size Metric', kind: 'single' },
  { id: 6, key: 'satisfaction_measure', name: 'Satisfaction Measure', kind: 'single' },
  { id: 7, key: 'top_vendors', name: 'Top Vendors', kind: 'counter' },
  { id: 8, key: 'top_features', name: 'Top Features', kind: 'counter' },
  { id: 9, key: 'fi_type', name: 'FI Type', kind: 'single' },
  { id: 10, key: 'fi_asset_group', name: 'FI Asset Group', kind: 'multi' },
  { id: 11, key: 'mb_age_group', name: 'MB Age Group', kind: 'multi' },
  { id: 12, key: 'feature_mb_age_group', name: 'Feature MB Age Group', kind: 'multi' },
  { id: 13, key: 'vendor', name: 'Known Vendor', kind: 'multi' },
  { id: 14, key: 'app_type', name: 'App Type', kind: 'multi' },
  { id: 15, key: 'vendor_branded', name: 'Vendor Branded', kind: 'multi' },
  { id: 16, key: 'core_vendor_product', name: 'Core Vendor Product', kind: 'multi' },
  { id: 17, key: 'date_level', name: 'Date Level', kind: 'single' },
] as const;
export type DigitalChannelsFilterKey = (typeof DIGITAL_CHANNELS_FILTERS)[number]['key'];

export const DIGITAL_CHANNELS_FILTER_ID = Object.fromEntries(
  DIGITAL_CHANNELS_FILTERS.map((f) => [f.key, f.id]),
) as Record<DigitalChannelsFilterKey, number>;

/** The vendor filter's option for apps whose vendor is not known (built in-house or unresearched). */
export const UNKNOWN_DIGITAL_VENDOR_ID = -1;

/**
 * What a report computes. 'market_share': vendors by the market measure at the current, previous and
 * beginning periods with gains and losses; 'features': feature adoption by vendor; 'satisfaction':
 * rating by vendor and client size group; 'trend': vendor shares over the periods between beginning
 * and current at the date level.
 */
export const DIGITAL_CHANNELS_REPORT_KINDS = ['market_share', 'features', 'satisfaction', 'trend'] as const;
export type DigitalChannelsReportKind = (typeof DIGITAL_CHANNELS_REPORT_KINDS)[number];

const F = DIGITAL_CHANNELS_FILTER_ID;
const SEGMENT_FILTERS = [F.fi_type, F.fi_asset_group, F.vendor, F.core_vendor_product];
const APP_FILTERS = [F.mb_age_group, F.app_type, F.vendor_branded];

/** The reports of each module, in menu order; the first of a module is the one it opens on. */
export const DIGITAL_CHANNELS_REPORTS = [
  {
    id: 101,
    name: 'Mobile Banking Market Share',
    module: 'Retail Mobile Banking',
    kind: 'market_share',
    filter_ids: [
      F.current_period,
      F.previous_period,
      F.beginning_period,
      F.market_measure,
      F.top_vendors,
      ...SEGMENT_FILTERS,
      ...APP_FILTERS,
    ],
  },
  {
    id: 102,
    name: 'Mobile Banking Feature Adoption',
    module: 'Retail Mobile Banking',
    kind: 'features',
    filter_ids: [
      F.current_period,
      F.previous_period,
      F.top_vendors,
      F.top_features,
      F.fi_type,
      F.fi_asset_group,
      F.feature_mb_age_group,
      F.vendor,
      F.app_type,
      F.vendor_branded,
    ],
  },
  {
    id: 103,
    name: 'Mobile App Satisfaction',
    module: 'Retail Mobile Banking',
    kind: 'satisfaction',
    filter_ids: [
      F.current_period,
      F.satisfaction_measure,
      F.client_size_metric,
      F.top_vendors,
      ...SEGMENT_FILTERS,
      ...APP_FILTERS,
    ],
  },
  {
    id: 104,
    name: 'Mobile Banking Share Trend',
    module: 'Retail Mobile Banking',
    kind: 'trend',
    filter_ids: [
      F.current_period,
      F.beginning_period,
      F.date_level,
      F.market_measure,
      F.top_vendors,
      F.fi_type,
      F.fi_asset_group,
    ],
  },
  {
    id: 201,
    name: 'Online Banking Market Share',
    module: 'Retail Online Banking',
    kind: 'market_share',
    filter_ids: [
      F.current_period,
      F.previous_period,
      F.beginning_period,
      F.market_measure,
      F.top_vendors,
      ...SEGMENT_FILTERS,
    ],
  },
  {
    id: 202,
    name: 'Online Banking Feature Adoption',
    module: 'Retail Online Banking',
    kind: 'features',
    filter_ids: [
      F.current_period,
      F.previous_period,
      F.top_vendors,
      F.top_features,
      F.fi_type,
      F.fi_asset_group,
      F.vendor,
    ],
  },
  {
    id: 203,
    name: 'Online Banking Share Trend',
    module: 'Retail Online Banking',
    kind: 'trend',
    filter_ids: [
      F.current_period,
      F.beginning_period,
      F.date_level,
      F.market_measure,
      F.top_vendors,
      F.fi_type,
      F.fi_asset_group,
    ],
  },
] as const satisfies readonly {
  id: number;
  name: string;
  module: DigitalChannelModule;
  kind: DigitalChannelsReportKind;
  filter_ids: readonly number[];
}[];

export type DigitalChannelsReportId = (typeof DIGITAL_CHANNELS_REPORTS)[number]['id'];

/** How many quarters back the previous and beginning periods start by default. */
export const DIGITAL_CHANNELS_DEFAULT_OFFSETS = { previous: 1, beginning: 4 } as const;

/** A trend report covers at most this many points, so a request's work stays bounded. */
export const DIGITAL_CHANNELS_MAX_TREND_POINTS = 40;

/** Row names and the placeholder product of vendor-level rows (blanked on screen). */
export const DIGITAL_CHANNELS_UNKNOWN_VENDOR = 'Unknown / In-House';

export const DIGITAL_CHANNELS_MESSAGES = {
  unknownReport: 'That digital channels report does not exist.',
  noData: 'No digital channels data has been loaded yet.',
  badPeriod: 'Choose a period from the list.',
  periodOrder: 'The beginning period must come before the current period.',
} as const;
