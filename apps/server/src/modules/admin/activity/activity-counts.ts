import type { ActivityCounts, ActivityKind } from '@fin-atlas/domain';

/** Each kind's column in the reports' answers. */
export const KIND_COLUMNS: readonly (readonly [ActivityKind, Exclude<keyof ActivityCounts, 'events'>])[] = [
  ['sign_in', 'sign_ins'],
  ['page_view', 'page_views'],
  ['report_run', 'report_runs'],
  ['report_view', 'report_views'],
  ['export', 'exports'],
  ['download', 'downloads'],
  ['query_run', 'query_runs'],
  ['saved_item_created', 'saved_items'],
  ['subscription_delivered', 'subscription_deliveries'],
];

/** The select list summing `activity_daily` (alias d) into each kind's count and the total. */
export const COUNT_COLUMNS = [
  ...KIND_COLUMNS.map(
    ([kind, column]) => `coalesce(sum(d.events) filter (where d.kind = '${kind}'), 0)::int as ${column}`,
  ),
  'coalesce(sum(d.events), 0)::int as events',
].join(',\n       ');

/** The counts of a row selected with COUNT_COLUMNS. */
export function countsOf(row: Record<string, unknown>): ActivityCounts {
  const counts = { events: Number(row.events ?? 0) } as ActivityCounts;
  for (const [, column] of KIND_COLUMNS) counts[column] = Number(row[column] ?? 0);
  return counts;
}
