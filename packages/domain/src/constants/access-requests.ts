import type { PurchasedModuleFlag } from './modules.js';
import type { DemoRequestTopic } from './shell.js';

/**
 * Users' requests for modules they lack (the demo_requests table), followed up by FIN Admins at
 * /super_admin/user_access_request_report.
 */

/** Where a request was sent from: a module's about page (its access section) or a home card. */
export const ACCESS_REQUEST_SOURCES = {
  access_panel: 'About page',
  request_demo: 'Home Request Demo',
} as const;
export type AccessRequestSource = keyof typeof ACCESS_REQUEST_SOURCES;
export const ACCESS_REQUEST_SOURCE_IDS = Object.keys(ACCESS_REQUEST_SOURCES) as [
  AccessRequestSource,
  ...AccessRequestSource[],
];

export const ACCESS_REQUEST_STATUSES = {
  open: 'Open',
  contacted: 'Contacted',
  granted: 'Granted',
  declined: 'Declined',
} as const;
export type AccessRequestStatus = keyof typeof ACCESS_REQUEST_STATUSES;
export const ACCESS_REQUEST_STATUS_IDS = Object.keys(ACCESS_REQUEST_STATUSES) as [
  AccessRequestStatus,
  ...AccessRequestStatus[],
];

const ANALYTICS: readonly PurchasedModuleFlag[] = [
  'fin_advisor',
  'fin_reporter',
  'fin_profile',
  'fin_industry_reporter',
];

/**
 * The purchased modules each topic asks for (an area's topic names its modules; Strategy is on the
 * vendor menu without a purchase, so it names none). Whether the requester's groups hold them is
 * shown beside each request, and a request is marked granted only once they do.
 */
export const ACCESS_REQUEST_TOPIC_MODULES: Readonly<
  Record<DemoRequestTopic, readonly PurchasedModuleFlag[]>
> = {
  institution_analytics: ANALYTICS,
  technology_analytics: ['fin_technographics', 'fin_digital_channels', 'fintech_market_reports'],
  fi_prospecting_crm: ['fin_technographics', 'fin_query', 'fin_intent', 'fin_crm', 'fin_vendorfit'],
  fi_analytics: ANALYTICS,
  fi_vertical_strategy: ['fintech_market_reports', 'fin_industry_reporter'],
  technographics: ['fin_technographics'],
  fin_query: ['fin_query'],
  fin_intent: ['fin_intent'],
  crm: ['fin_crm'],
  vendor_fit: ['fin_vendorfit'],
  advisor: ['fin_advisor'],
  reporter: ['fin_reporter'],
  profile: ['fin_profile'],
  market_reports: ['fintech_market_reports'],
  digital_channels: ['fin_digital_channels'],
  industry_reporter: ['fin_industry_reporter'],
  report_writer: ['fin_reporter'],
  strategy: [],
  reports: ['fintech_market_reports', 'fin_industry_reporter'],
};

export const ACCESS_REQUEST_MESSAGES = {
  notFound: 'Access request not found.',
  grantFirst:
    'Validation failed. The user’s groups do not hold every module of this request yet: grant them at Authorization first.',
} as const;
