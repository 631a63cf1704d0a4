// A subscription without explicit choices is delivered monthly as a CSV reached by an in-app link.
export const SUBSCRIPTION_DEFAULTS = {
  schedule: 'monthly',
  deliveryMode: 'app_link',
  deliveryFormat: 'csv',
} as const;

// Downloads are offered in the same two formats the query pricing quotes.
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
