import {
  type AdminSubscriptionsQuery,
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_SCHEDULES,
  SUBSCRIPTION_STATUSES,
} from '@fin-atlas/domain';
import { adminPageParams } from '../../ui/use-filter-params';

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((v) => v === text);

/** The FIN Admin list's filters and page as read from the URL; anything unknown is dropped. */
export function adminQueryFromParams(params: URLSearchParams): AdminSubscriptionsQuery {
  return {
    q: params.get('q')?.trim() || undefined,
    status: oneOf(SUBSCRIPTION_STATUSES, params.get('status')),
    schedule: oneOf(
      SUBSCRIPTION_SCHEDULES.map((s) => s.value),
      params.get('schedule'),
    ),
    delivery_mode: oneOf(
      SUBSCRIPTION_DELIVERY_MODES.map((m) => m.value),
      params.get('delivery_mode'),
    ),
    ...adminPageParams(params),
  };
}

export const isFiltered = (q: AdminSubscriptionsQuery) =>
  Boolean(q.q || q.status || q.schedule || q.delivery_mode);
