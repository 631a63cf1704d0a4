import type { ActivityModule } from '@fin-atlas/domain';
import { targetRef } from './targets.js';

/** The module a subscription's files count under in the activity reports: its target's. */
export function subscriptionModule(row: {
  advancedQueryId: number | null;
  reportId: number | null;
}): ActivityModule {
  return targetRef(row).kind === 'query' ? 'fin_query' : 'fin_reporter';
}
