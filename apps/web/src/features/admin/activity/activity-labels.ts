import { ACTIVITY_MODULE_LABELS, type ActivityCounts, type ActivityKind } from '@fin-atlas/domain';

/** What an event says in the recent activity list. */
export const KIND_ACTIONS: Readonly<Record<ActivityKind, string>> = {
  sign_in: 'Signed in',
  page_view: 'Opened a page',
  report_run: 'Ran a report',
  report_view: 'Viewed a report',
  export: 'Exported a file',
  download: 'Downloaded a file',
  query_run: 'Ran a query',
  saved_item_created: 'Saved an item',
  subscription_delivered: 'Subscription delivered',
};

/** A module key as people read it ('' is activity of no module: sign-ins). */
export const moduleLabel = (module: string): string =>
  ACTIVITY_MODULE_LABELS[module as keyof typeof ACTIVITY_MODULE_LABELS] ?? module;

export const count = (n: number): string => n.toLocaleString('en-US');

/** Report runs and views together, as the tables show them. */
export const reportsOf = (c: ActivityCounts): number => c.report_runs + c.report_views;

/** Files exported and stored files downloaded together. */
export const filesOf = (c: ActivityCounts): number => c.exports + c.downloads;
