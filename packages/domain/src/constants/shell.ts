// Limits of the browser's error reports: enough for a stack trace, too little to be a storage service.
export const CLIENT_ERROR_LIMITS = {
  bodyBytes: 16_384,
  message: 2000,
  stack: 8000,
  /** Reports accepted per minute from one address (or one signed-in user); a crash loop stops there. */
  perMinute: 20,
} as const;

export const CLIENT_ERROR_KINDS = ['api', 'runtime', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** What a demo can be requested for: the home cards and every module's about page. */
export const DEMO_REQUEST_TOPICS = {
  institution_analytics: 'Institution Analytics',
  technology_analytics: 'Technology Analytics',
  fi_prospecting_crm: 'FI Prospecting & CRM',
  fi_analytics: 'FI Analytics',
  fi_vertical_strategy: 'FI Vertical Strategy',
  technographics: 'Technographics',
  fin_query: 'FIN Query',
  fin_intent: 'FIN Intent',
  crm: 'FIN CRM',
  vendor_fit: 'VendorFit',
  advisor: 'Advisor',
  reporter: 'Reporter',
  profile: 'FIN Profile',
  market_reports: 'Market Reports',
  digital_channels: 'Digital Channels',
  industry_reporter: 'Industry Reporter',
  report_writer: 'Custom Report Writer',
  strategy: 'Strategy',
  reports: 'Reports',
} as const;
export type DemoRequestTopic = keyof typeof DEMO_REQUEST_TOPICS;
export const DEMO_REQUEST_TOPIC_IDS = Object.keys(DEMO_REQUEST_TOPICS) as [
  DemoRequestTopic,
  ...DemoRequestTopic[],
];

/**
 * The home copy's figures as the product spec words them, used until the data behind a figure
 * exists (technographics, specialty lines and vendor-fit variables arrive with later modules).
 */
export const HOME_FIGURE_FALLBACKS = {
  solutions: { value: 400, text: '400+' },
  specialtyBusinessLines: { value: 20, text: '20+' },
  vendorFitVariables: { value: 101, text: 'over 100' },
} as const;

// The browser asks whether a newer build was deployed this often (and after a failed chunk load).
export const REVISION_CHECK_INTERVAL_MS = 5 * 60_000;

/** Where "Contact" in the account menu writes to. */
export const SUPPORT_EMAIL = 'support@finatlas.test';
