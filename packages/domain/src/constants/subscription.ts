// A subscription without explicit choices is delivered monthly as a CSV reached by an in-app link.
export const SUBSCRIPTION_DEFAULTS = {
  schedule: 'monthly',
  deliveryMode: 'app_link',
  deliveryFormat: 'csv',
} as const;

// Downloads are offered in the same two formats the query pricing quotes.
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** When a subscription is delivered: on the calendar, or when a regulator data load lands. */
export const SUBSCRIPTION_SCHEDULES = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'on_new_data', label: 'When new regulator data is loaded' },
] as const;

export type SubscriptionSchedule = (typeof SUBSCRIPTION_SCHEDULES)[number]['value'];

/** app_link: a download link in the app and a notification; email: a link, or the file attached when small. */
export const SUBSCRIPTION_DELIVERY_MODES = [
  { value: 'app_link', label: 'Link in the app' },
  { value: 'email', label: 'E-mail' },
] as const;

export type SubscriptionDeliveryMode = (typeof SUBSCRIPTION_DELIVERY_MODES)[number]['value'];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'stopped'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_LIMITS = {
  /** Files up to this size travel as an e-mail attachment; larger ones as a link. */
  maxAttachmentBytes: 5 * 1024 * 1024,
  /** Deliveries a list or history shows per subscription. */
  deliveriesShown: 10,
  /** Attempts of one delivery before it is recorded failed (with backoff between them). */
  deliveryAttempts: 3,
} as const;
